import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { CASE_PARTICLE_FEATURES, COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

/**
 * The honorific おいで "being (somewhere)" after the place's に, before the copula: 日本においでですか
 * "are you in Japan?", 東京においででしたか. IPADIC reads the noun におい "smell" and the copula's
 * で there, though a noun's で before です is no sentence (においでです); where it reads に | おいで
 * (ご自宅においでですか) the words are right already. The tokens are rewritten so: the particle に
 * and the noun おいで, which JMdict lists.
 */
function isCopula(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === '助動詞' &&
    (token.lemma === 'です' || token.lemma === 'だ')
  );
}

export function readHonorificOide(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    // Cheap test first: this runs at every token of every clause.
    if (token.surface !== 'におい' || token.pos !== '名詞') return undefined;
    const de = tokens[index + 1];
    if (de?.surface !== 'で' || de.start !== token.end || !isCopula(tokens[index + 2]))
      return undefined;
    return {
      take: 2,
      tokens: [
        tokenPiece(token, 0, 'に', { ...CASE_PARTICLE_FEATURES, reading: 'に' }),
        {
          ...tokenPiece(token, 1, 'おいで', { ...COMMON_NOUN_FEATURES, reading: 'おいで' }),
          end: de.end,
        },
      ],
    };
  });
}
