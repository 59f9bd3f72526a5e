/**
 * A demonstrative never stands before another: in kana text その | この, あの | この are the
 * demonstrative, the noun こ "child" and the particle の, which IPADIC reads as the second
 * demonstrative この. あのこのかばん is あの | こ | の | かばん (あの子の鞄), どのこのくつ どの | こ
 * | の | くつ (どの子の靴), as in kanji text. The この after a demonstrative is cut into the noun
 * 子 and the attributive の, and the two do not join again into この (`isKoNoAfterDemonstrative`).
 * bench/accuracy's kana text 2353 → 2354 sentences, the rest unchanged.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { ATTRIBUTIVE_NO_FEATURES, COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const DEMONSTRATIVES = new Set(['この', 'その', 'あの', 'どの']);

/** Whether the span is the token after a demonstrative, contiguous with it. */
function followsDemonstrative(first: Token, previous: Token | undefined): boolean {
  return (
    previous !== undefined && previous.end === first.start && DEMONSTRATIVES.has(previous.surface)
  );
}

/** The noun こ and the particle の after a demonstrative, which join into no word. */
export function isKoNoAfterDemonstrative(
  span: readonly Token[],
  previous: Token | undefined,
): boolean {
  return (
    span.length === 2 &&
    span[0]!.surface === 'こ' &&
    span[1]!.surface === 'の' &&
    followsDemonstrative(span[0]!, previous)
  );
}

export function repairDemonstrativeKoNo(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, at, output, outputLength) => {
    // Cheap tests first: this runs at every token.
    if (token.surface !== 'この' || at === 0) return undefined;
    if (!followsDemonstrative(token, output[outputLength - 1])) return undefined;
    return {
      take: 1,
      tokens: [
        tokenPiece(token, 0, 'こ', { ...COMMON_NOUN_FEATURES, lemma: '子', reading: 'こ' }),
        tokenPiece(token, 1, 'の', ATTRIBUTIVE_NO_FEATURES),
      ],
    };
  });
}
