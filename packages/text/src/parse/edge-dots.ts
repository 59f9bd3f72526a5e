/**
 * Middle dots (・) used as an ellipsis, against a word IPADIC does not know: ・ is in the katakana
 * block, so the tokenizer's unknown-word run takes the dots with the katakana beside them —
 * 「えっと・・・ポチれば」 gives ・・ポチ, 「それがバズ・・・」 バズ・・・ — and the word is lost
 * (an unknown run, never looked up; ポチる, バズる are listed verbs). The dots at either edge of
 * an unknown token are punctuation, each its own symbol; the rest is the token, still unknown, for
 * the later rules to read (a dot inside a run joins katakana words: dotted-katakana.ts).
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { SYMBOL_FEATURES, tokenPiece } from './token-piece';

const EDGE_DOTS = /^(・*)(.*?)(・*)$/s;

function splitEdgeDotsOf(token: Token): Token[] | null {
  if (token.lemma !== null || !token.surface.includes('・')) return null;
  const [, leading = '', word = '', trailing = ''] = EDGE_DOTS.exec(token.surface) ?? [];
  if (word === '' || (leading === '' && trailing === '')) return null;
  const dots = (count: number, from: number) =>
    Array.from({ length: count }, (_, index) =>
      tokenPiece(token, from + index, '・', SYMBOL_FEATURES),
    );
  return [
    ...dots(leading.length, 0),
    tokenPiece(token, leading.length, word, { lemma: null, isUnknown: token.isUnknown }),
    ...dots(trailing.length, leading.length + word.length),
  ];
}

/**
 * Each unknown token with dots at its edges as the dots and the word between them; the tokens
 * themselves where none has (refineTokens asks this of every clause several times).
 */
export function splitEdgeDots(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token) => {
    const pieces = splitEdgeDotsOf(token);
    return pieces ? { take: 1, tokens: pieces } : undefined;
  });
}
