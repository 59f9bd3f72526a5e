/**
 * The conjunctive particle て follows a verb's or an adjective's continuative (読んで, 寒くて),
 * never を, は, が or も; IPADIC reads it there in kana text where the noun 手 "hand" stands:
 * りんごをてにいれたい (林檎を手に入れたい) comes out を | て | に | いれたい, missing 手に入れる,
 * いしをてにいれた likewise. Such a て is tagged the noun 手, so the lattice finds the phrase and the
 * re-cut of a particle swallowed after a noun (particle-recut.ts) weighs what follows it.
 * bench/accuracy's kana text +2 sentences (2371 → 2373), the rest unchanged; after と and に as
 * well it cut the particles とて "even" (いまとて) and にて "at".
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

/**
 * The particles after which a lone て is 手: not と or に, which make particles with it (いまとて
 * "even now", 京都にて "in Kyoto").
 */
const BEFORE_HAND = new Set(['を', 'は', 'が', 'も']);

/** The tokens with each て right after one of those particles tagged the noun 手. */
export function repairKanaTeHand(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (te, at, output, written) => {
    // The cheap test first: this runs at every token.
    if (te.surface !== 'て' || te.pos !== '助詞' || written === 0) return undefined;
    const particle = output[written - 1]!;
    if (particle.end !== te.start || particle.pos !== '助詞' || !BEFORE_HAND.has(particle.surface))
      return undefined;
    return {
      take: 1,
      tokens: [tokenPiece(te, 0, 'て', { ...COMMON_NOUN_FEATURES, lemma: '手', reading: 'て' })],
    };
  });
}
