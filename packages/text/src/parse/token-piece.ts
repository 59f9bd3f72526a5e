import type { Token } from '../tokenizer';

/**
 * A token of `surface` cut from `token` at `offset` (UTF-16 units into its surface): the token's
 * fields, with its own offsets, its text as lemma, no reading, and `fields` on top.
 */
export function tokenPiece(
  token: Token,
  offset: number,
  surface: string,
  fields: Partial<Token> = {},
): Token {
  const start = token.start + offset;
  return {
    ...token,
    surface,
    start,
    end: start + surface.length,
    lemma: surface,
    reading: null,
    isUnknown: false,
    ...fields,
  };
}
