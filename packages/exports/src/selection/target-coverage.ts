import { InvalidDownloadRequestError } from '../errors';
import type { SelectableWord } from './selection-request';
import { byDeckFrequency } from './word-orders';

function percent(part: number, total: number): string {
  return `${(Math.floor((part * 10_000) / total) / 100).toFixed(2)}%`;
}

/**
 * The fewest words that bring the reader's occurrence coverage of the deck to the goal: the words
 * they know count as covered, then unknown words are taken by deck frequency (most used first,
 * ties by first appearance) until covered occurrences reach the goal. Taking the most used words
 * first is what makes the count minimal; the comparison is in integers, so the result never stops
 * short of the goal by a rounding error.
 *
 * `candidate` says which words may be taken (e.g. not kana when the reader excludes kana); if the
 * goal cannot be reached with them, the request is rejected rather than quietly falling short.
 */
export function takeForTargetCoverage<W extends SelectableWord>(
  words: readonly W[],
  knownWordIds: ReadonlySet<number>,
  basisPoints: number,
  candidate: (word: W) => boolean,
): W[] {
  let total = 0;
  let covered = 0;
  const candidates: W[] = [];
  for (const word of words) {
    total += word.occurrences;
    if (knownWordIds.has(word.wordId)) covered += word.occurrences;
    else if (word.occurrences > 0 && candidate(word)) candidates.push(word);
  }
  if (total === 0) return [];
  // covered / total ≥ basisPoints / 10000  ⇔  covered ≥ ⌈basisPoints × total / 10000⌉.
  const needed = Number((BigInt(basisPoints) * BigInt(total) + 9_999n) / 10_000n);
  candidates.sort(byDeckFrequency);
  const taken: W[] = [];
  for (const word of candidates) {
    if (covered >= needed) break;
    taken.push(word);
    covered += word.occurrences;
  }
  if (covered < needed) {
    throw new InvalidDownloadRequestError(
      'targetCoverage',
      `${(basisPoints / 100).toFixed(2)}% is out of reach: the words that can be downloaded bring coverage to ${percent(covered, total)} at most`,
    );
  }
  return taken;
}
