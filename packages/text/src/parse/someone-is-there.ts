/**
 * An interrogative pronoun with か is the indefinite "someone, something, somewhere" (誰か, 何か,
 * どこか, いつか), and the い after it before ます is いる: 部屋に誰かいますか, 箱の中に何かいます.
 * IPADIC reads か|い|ます there as かう's polite form (誰|かい|ます, "who buys"), which no pronoun
 * takes without its を; before ません or ました it cuts か|い itself. The token is re-read as the
 * particle か and いる's continuative.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { ICHIDAN_CONTINUATIVE_FEATURES, KA_PARTICLE_FEATURES, tokenPiece } from './token-piece';

const INTERROGATIVES = new Set(['誰', '何', 'どこ', 'いつ', 'だれ', 'なに']);

const PARTICLE_KA: Partial<Token> = { ...KA_PARTICLE_FEATURES, reading: 'か' };

const IRU: Partial<Token> = { ...ICHIDAN_CONTINUATIVE_FEATURES, lemma: 'いる', reading: 'い' };

/** The かい at `index` between an interrogative pronoun and ます. */
function isPronounKaiMasu(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const pronoun = tokens[index - 1];
  const polite = tokens[index + 1];
  return (
    pronoun?.posDetail1 === '代名詞' &&
    INTERROGATIVES.has(pronoun.surface) &&
    pronoun.end === token.start &&
    polite?.lemma === 'ます' &&
    polite.start === token.end
  );
}

export function readSomeoneIsThere(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.surface !== 'かい' || token.lemma !== 'かう' || !isPronounKaiMasu(tokens, index))
      return undefined;
    return {
      take: 1,
      tokens: [tokenPiece(token, 0, 'か', PARTICLE_KA), tokenPiece(token, 1, 'い', IRU)],
    };
  });
}
