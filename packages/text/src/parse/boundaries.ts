/**
 * No Japanese word starts with a small kana (ゃ, ゅ, ょ, ぁ … ゎ): it belongs to the syllable
 * before it. IPADIC sometimes cuts there anyway when an odd dictionary entry wins its lattice
 * (いっしょにあすこいらが becomes the verb いっし + an "organisation" ょにあすこいらが). The boundary
 * is moved back after the small kana: the token before it is tokenized again with it (いっしょ),
 * and so is the rest (に|あすこ|いら|が).
 */
import type { Token, Tokenizer } from '../tokenizer';

const STARTS_WITH_SMALL_KANA = /^[ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ]/;

/** `tokenizer.tokenize(text)` with offsets moved to `start`. */
export function tokenizeAt(tokenizer: Tokenizer, text: string, start: number): Token[] {
  if (text === '') return [];
  return tokenizer
    .tokenize(text)
    .map((token) => ({ ...token, start: start + token.start, end: start + token.end }));
}

/**
 * `text` tokenized as it would be after `standIn`, a word of the kind that stands before it (an
 * adjective: IPADIC reads a lone し as する, after an adjective it is the particle, キモいし): the
 * stand-in's token is dropped, or `text` is tokenized alone if the stand-in does not stay a token
 * of its own.
 */
export function tokenizeAfter(
  tokenizer: Tokenizer,
  standIn: string,
  text: string,
  start: number,
): Token[] {
  if (text === '') return [];
  const tokens = tokenizeAt(tokenizer, standIn + text, start - standIn.length);
  return tokens[0]?.surface === standIn ? tokens.slice(1) : tokenizeAt(tokenizer, text, start);
}

export function repairImpossibleBoundaries(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
): Token[] {
  if (!tokens.some((token, index) => index > 0 && STARTS_WITH_SMALL_KANA.test(token.surface)))
    return [...tokens];
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const previous = result[result.length - 1];
    if (!previous || !STARTS_WITH_SMALL_KANA.test(token.surface)) {
      result.push(token);
      continue;
    }
    result.pop();
    const small = token.surface.slice(0, 1);
    result.push(
      ...tokenizeAt(tokenizer, previous.surface + small, previous.start),
      ...tokenizeAt(tokenizer, token.surface.slice(1), token.start + 1),
    );
  }
  return result;
}
