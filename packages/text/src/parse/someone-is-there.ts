/**
 * An interrogative pronoun with か is the indefinite "someone, something, somewhere" (誰か, 何か,
 * どこか, いつか), and the い after it before ます is いる: 部屋に誰かいますか, 箱の中に何かいます.
 * IPADIC reads か|い|ます there as かう's polite form (誰|かい|ます, "who buys"), which no pronoun
 * takes without its を; before ません or ました it cuts か|い itself. The token is re-read as the
 * particle か and いる's continuative.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

const INTERROGATIVES = new Set(['誰', '何', 'どこ', 'いつ', 'だれ', 'なに']);

const PARTICLE_KA: Partial<Token> = {
  pos: '助詞',
  posDetail1: '副助詞／並立助詞／終助詞',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  reading: 'か',
};

const IRU_CONTINUATIVE: Partial<Token> = {
  pos: '動詞',
  posDetail1: '自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '一段',
  conjugationForm: '連用形',
  lemma: 'いる',
  reading: 'い',
};

export function readSomeoneIsThere(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.surface !== 'かい' || token.lemma !== 'かう') return undefined;
    const pronoun = tokens[index - 1];
    const polite = tokens[index + 1];
    if (
      pronoun?.posDetail1 !== '代名詞' ||
      !INTERROGATIVES.has(pronoun.surface) ||
      pronoun.end !== token.start ||
      polite?.lemma !== 'ます' ||
      polite.start !== token.end
    )
      return undefined;
    return {
      take: 1,
      tokens: [
        tokenPiece(token, 0, 'か', PARTICLE_KA),
        tokenPiece(token, 1, 'い', IRU_CONTINUATIVE),
      ],
    };
  });
}
