/**
 * A run of kana IPADIC does not know as a word gets cut into whatever its dictionary has: the
 * classical auxiliary つ, a verb nobody uses: しつれいしなければ comes out as し|つれ|いし|なけれ|ば
 * (する, the classical つ, the verb いする), しつもんがある as し|つ|もん|が|ある. Such a run — one
 * holding a classical auxiliary — is offered again with a common kana word at its start
 * (しつれい, しつもん) and the rest tokenized anew; the parser keeps the offer only where it is
 * clearly better (`rareWordPenalty` counts against rare readings and unknown words, the
 * lattice's cost against extra words). A verb JMdict lists with no priority (いする) as the
 * trigger too cost a held-out entry (bench/accuracy), so it is not one. A one-kana filler or
 * interjection glued to the kana after it is a trigger too (ま|ど is まど), though not a vowel
 * drawing out the kana before it (だ|あ|ね is not だ | 姉).
 */
import { vowelOf } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAfter, tokenizeAt } from './boundaries';
import type { Segment } from './lattice';
import type { Lexicon, LexiconEntry } from './lexicon';
import type { Recut } from './recut';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;
/** Classical auxiliaries modern kana text almost never holds: つ, き (past), けり, り. */
const CLASSICAL_AUXILIARIES = new Set(['つ', 'き', 'けり', 'り']);
/**
 * A noun in kanji that the rest after a word found over a filler is tokenized behind: the word is
 * a noun, and alone the rest starts a sentence, where IPADIC reads a verb more readily than a
 * particle (のまに alone is 飲ま | に, after a noun の | ま | に).
 */
const NOUN_STAND_IN = '木';
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
export function isCommonKanaWord(text: string, lexicon: Lexicon): boolean {
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

/**
 * A filler or interjection of one kana (ま, お), which stands before a pause in speech, not glued
 * to the kana after it; unless it draws out the vowel before it (だあね is だ stretched and ね, not
 * 姉; ならあね likewise).
 */
function isStrayInterjection(token: Token, previous: Token | undefined): boolean {
  if ((token.pos !== 'フィラー' && token.pos !== '感動詞') || token.surface.length !== 1)
    return false;
  const before = previous?.end === token.start ? previous.surface.slice(-1) : undefined;
  return before === undefined || vowelOf(before) !== token.surface;
}

/** Whether the token at `index` is a stray one-kana filler with kana right after it. */
function isGluedStray(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    next.start === token.end &&
    isStrayInterjection(token, tokens[index - 1]) &&
    HIRAGANA.test(next.surface)
  );
}

/**
 * The run `from`–`end` re-cut with each common kana word IPADIC did not see at its start, the
 * rest tokenized again.
 */
function wordsAt(
  tokens: readonly Token[],
  from: number,
  end: number,
  tokenizer: Tokenizer,
  lexicon: Lexicon,
  afterNoun = false,
): Recut[] {
  const result: Recut[] = [];
  let text = '';
  for (let index = from; index < end; index++) text += tokens[index]!.surface;
  const first = tokens[from]!;
  for (let length = 2; length <= Math.min(MAX_WORD_LENGTH, text.length - 1); length++) {
    const word = text.slice(0, length);
    // Only a word IPADIC did not see: one its tokens do not already start with.
    if (first.surface.length >= length || !isCommonKanaWord(word, lexicon)) continue;
    result.push({
      from,
      to: end,
      tokens: [
        kanaWordPiece(first, word),
        ...(afterNoun
          ? tokenizeAfter(tokenizer, NOUN_STAND_IN, text.slice(length), first.start + length)
          : tokenizeAt(tokenizer, text.slice(length), first.start + length)),
      ],
    });
  }
  return result;
}

/**
 * Each common kana word over the tokens from `from` (to a token's end, before `end`), as one
 * token: the tokens after it stay as IPADIC cut them.
 */
function wordsOver(tokens: readonly Token[], from: number, end: number, lexicon: Lexicon): Recut[] {
  const result: Recut[] = [];
  const first = tokens[from]!;
  let word = first.surface;
  for (let to = from + 1; to < end; to++) {
    word += tokens[to]!.surface;
    if (word.length > MAX_WORD_LENGTH) break;
    if (!isCommonKanaWord(word, lexicon)) continue;
    result.push({ from, to: to + 1, tokens: [kanaWordPiece(first, word)] });
  }
  return result;
}

/** `word` in kana from the start of `first`, as a common noun. */
export function kanaWordPiece(first: Token, word: string): Token {
  return tokenPiece(first, 0, word, { ...COMMON_NOUN_FEATURES, reading: word });
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
    if (suspicious) result.push(...wordsAt(tokens, start, end, tokenizer, lexicon));
    // A one-kana filler or interjection inside a run: IPADIC's guess for the first kana of a kana
    // word it reads no other way (ま|ど in まどをしめて, まどがあいてる: まど); offered as the common
    // kana words over its tokens, kept where clearly better like the re-cuts above.
    // Or one that begins a common kana word ending inside the next token (とり | は | え | だに for
    // は | えだ | に, りす | は | え | だの for は | えだ | の): the word, the rest tokenized again.
    for (let index = start; index < end - 1; index++)
      if (isStrayInterjection(tokens[index]!, tokens[index - 1]))
        result.push(
          ...wordsOver(tokens, index, end, lexicon),
          ...wordsAt(tokens, index, end, tokenizer, lexicon, true),
        );
    start = end;
  }
  return result;
}

/**
 * A word of the path in kana that is a rare word's kana spelling counts one more word, and so
 * does a word the dictionary does not know, and a one-kana filler glued to the kana after it
 * (IPADIC's guess for a word's first kana, `isStrayInterjection`).
 */
export function rareWordPenalty(segments: readonly Segment[], tokens: readonly Token[]): number {
  let penalty = 0;
  for (const segment of segments) {
    if (segment.kind === 'single') penalty++;
    if (segment.kind !== 'match') continue;
    const { candidate } = segment;
    if (candidate.to === candidate.from + 1 && isGluedStray(tokens, candidate.from)) penalty++;
    let surface = '';
    for (let index = candidate.from; index < candidate.to; index++)
      surface += tokens[index]!.surface;
    if (HIRAGANA.test(surface) && isRare(candidate.match.entry)) penalty++;
  }
  return penalty;
}
