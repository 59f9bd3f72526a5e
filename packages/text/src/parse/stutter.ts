/**
 * A stutter is the first kana of a word said and broken off before the word: わ、わたし, ぼ……僕は,
 * ち、ちがう. It is no word of its own (IPADIC reads the kana as whatever it can: the particle わ,
 * the verb 散る). A lone kana at the start of an utterance, followed by a pause and a word whose
 * reading begins with that kana, becomes a mark between words (a gap, like punctuation).
 * Interjections stay words (あ、あの); a particle there has nothing to follow, so it is a stutter
 * too (IPADIC's わ of わ、わたし).
 */
import { toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { SYMBOL_FEATURES } from './token-piece';
import { isSeparator } from './token-run';

const LONE_KANA = /^[\u3041-\u3096\u30a1-\u30fa]$/;
const SMALL_KANA = /^[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]$/;

/** The reading of the two tokens from `index` on, up to a separator: し|て of してない. */
function readingFrom(tokens: readonly Token[], index: number): string {
  let reading = '';
  for (let at = index; at < index + 2 && at < tokens.length; at++) {
    const token = tokens[at]!;
    if (isSeparator(token)) break;
    reading += toHiragana(token.reading ?? token.surface);
  }
  return reading;
}

function isStutter(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (
    !LONE_KANA.test(token.surface) ||
    SMALL_KANA.test(token.surface) ||
    token.pos === '感動詞' ||
    token.pos === 'フィラー'
  )
    return false;
  const previous = tokens[index - 1];
  if (previous !== undefined && !isSeparator(previous)) return false;
  let next = index + 1;
  while (next < tokens.length && isSeparator(tokens[next]!)) next++;
  const word = tokens[next];
  if (next === index + 1 || word === undefined) return false;
  // The word may be cut in tokens: し、し|て|ない.
  const reading = readingFrom(tokens, next);
  return reading.length > 1 && reading.startsWith(toHiragana(token.surface));
}

export function markStutters(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) =>
    isStutter(tokens, index) ? { take: 1, tokens: [{ ...token, ...SYMBOL_FEATURES }] } : undefined,
  );
}
