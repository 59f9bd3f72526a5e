/**
 * A run of kana IPADIC does not know as a word gets cut into whatever its dictionary has: the
 * classical auxiliary つ, a verb nobody uses: しつれいしなければ comes out as し|つれ|いし|なけれ|ば
 * (する, the classical つ, the verb いする), しつもんがある as し|つ|もん|が|ある. Such a run — one
 * holding a classical auxiliary — is offered again with a common kana word at its start
 * (しつれい, しつもん) and the rest tokenized anew; the parser keeps the offer only where it is
 * clearly better (`rareWordPenalty` counts against rare readings and unknown words, the
 * lattice's cost against extra words). A verb JMdict lists with no priority (いする) as the
 * trigger too cost a held-out entry (bench/accuracy), so it is not one.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Segment } from './lattice';
import type { Lexicon, LexiconEntry } from './lexicon';
import type { Recut } from './recut';
import { tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Classical auxiliaries modern kana text almost never holds: つ, き (past), けり, り. */
const CLASSICAL_AUXILIARIES = new Set(['つ', 'き', 'けり', 'り']);
/** Longest common word tried at the start of a run. */
const MAX_WORD_LENGTH = 8;

function isRare(entry: LexiconEntry): boolean {
  return (
    entry.priorityScore === 0 && !entry.usuallyKana && entry.forms.some((form) => !form.isKana)
  );
}

function isSuspicious(token: Token): boolean {
  return token.pos === '助動詞' && CLASSICAL_AUXILIARIES.has(token.lemma ?? token.surface);
}

/** A common word (a priority tag) spelled in kana exactly as `text`. */
function isCommonKanaWord(text: string, lexicon: Lexicon): boolean {
  return lexicon
    .lookup(text)
    .some(
      ({ entry, readingIndex }) =>
        entry.priorityScore >= 10 &&
        entry.forms[readingIndex]!.isKana &&
        entry.forms[readingIndex]!.text === text &&
        entry.partsOfSpeech.some((code) => code === 'n' || code.startsWith('adj-na')),
    );
}

/** One re-cut per common kana word that may start a suspicious run (usually none). */
export function kanaRunRecuts(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): Recut[] {
  const result: Recut[] = [];
  let start = 0;
  while (start < tokens.length) {
    let end = start;
    while (
      end < tokens.length &&
      HIRAGANA.test(tokens[end]!.surface) &&
      (end === start || tokens[end]!.start === tokens[end - 1]!.end)
    )
      end++;
    if (end - start < 2) {
      start = Math.max(end, start + 1);
      continue;
    }
    let suspicious = false;
    for (let index = start; index < end && !suspicious; index++)
      suspicious = isSuspicious(tokens[index]!);
    if (suspicious) {
      let text = '';
      for (let index = start; index < end; index++) text += tokens[index]!.surface;
      const first = tokens[start]!;
      for (let length = 2; length <= Math.min(MAX_WORD_LENGTH, text.length - 1); length++) {
        const word = text.slice(0, length);
        // Only a word IPADIC did not see: one its tokens do not already start with.
        if (first.surface.length >= length || !isCommonKanaWord(word, lexicon)) continue;
        result.push({
          from: start,
          to: end,
          tokens: [
            tokenPiece(first, 0, word, {
              pos: '名詞',
              posDetail1: '一般',
              posDetail2: '*',
              posDetail3: '*',
              conjugationType: null,
              conjugationForm: null,
              reading: word,
            }),
            ...tokenizeAt(tokenizer, text.slice(length), first.start + length),
          ],
        });
      }
    }
    start = end;
  }
  return result;
}

/**
 * A word of the path in kana that is a rare word's kana spelling counts one more word, and so
 * does a word the dictionary does not know.
 */
export function rareWordPenalty(segments: readonly Segment[], tokens: readonly Token[]): number {
  let penalty = 0;
  for (const segment of segments) {
    if (segment.kind === 'single') penalty++;
    if (segment.kind !== 'match') continue;
    const { candidate } = segment;
    let surface = '';
    for (let index = candidate.from; index < candidate.to; index++)
      surface += tokens[index]!.surface;
    if (HIRAGANA.test(surface) && isRare(candidate.match.entry)) penalty++;
  }
  return penalty;
}
