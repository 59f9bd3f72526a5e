import {
  type SelectionRequest,
  type SelectableWord,
  knownWordIdSet,
  validateSelection,
} from './selection-request';
import { takeForTargetCoverage } from './target-coverage';
import { byDeckFrequency, chronological, comparatorFor } from './word-orders';

/**
 * The words of a deck download, in the reference's order of operations: drop known words (by
 * wordId: knowing any form of a word drops all its forms) and forms `keepForm` refuses (the
 * reader's states, issue 20), apply the download type's range, sort
 * by the requested order, then drop kana forms if asked.
 *
 * Target coverage instead takes the fewest words reaching the goal (see `takeForTargetCoverage`);
 * kana forms are then never candidates, so dropping them afterwards cannot undo the goal.
 */
export function selectWords<W extends SelectableWord>(
  words: readonly W[],
  request: SelectionRequest,
): W[] {
  const selection = validateSelection(request);
  const known = knownWordIdSet(request.knownWordIds);
  const excludeKana = request.excludeKana === true;
  const keep = request.keepForm;

  if (selection.kind === 'targetCoverage') {
    const taken = takeForTargetCoverage(
      words,
      known,
      selection.basisPoints,
      (word) => !(excludeKana && word.isKana) && (!keep || keep(word.wordId, word.readingIndex)),
    );
    return taken.sort(comparatorFor(request.order));
  }

  let selected =
    request.excludeKnownWords === true && known.size > 0
      ? words.filter((word) => !known.has(word.wordId))
      : [...words];
  if (keep) selected = selected.filter((word) => keep(word.wordId, word.readingIndex));
  switch (selection.kind) {
    case 'full':
      break;
    case 'globalRankRange':
      selected = selected.filter(
        (word) =>
          word.globalRank !== null &&
          word.globalRank >= selection.min &&
          word.globalRank <= selection.max,
      );
      break;
    case 'topDeckFrequency':
      selected = selected
        .sort(byDeckFrequency)
        .slice(selection.skip, selection.skip + selection.take);
      break;
    case 'topChronological':
      selected = selected
        .sort(chronological)
        .slice(selection.skip, selection.skip + selection.take);
      break;
  }
  selected.sort(comparatorFor(request.order));
  return excludeKana ? selected.filter((word) => !word.isKana) : selected;
}
