/**
 * After a te-form, いたん + だ at a clause's end is ていた and the explanatory んだ, not the past of
 * いたむ (痛む, 傷む) in kana: 本を読んでいたんだ, ずっと信じていたんだ. IPADIC reads いたん|だ as
 * that verb's past only where nothing follows the だ (before ね, よ or けど it reads い|た|ん|だ),
 * and no verb of pain follows a te-form that way. The tokens are re-read as the dependent いる,
 * the past た, the nominal ん and the copula だ, as IPADIC cuts the same kana before ね.
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import { rewriteTokens } from './rewrite-tokens';
import {
  EXPLANATORY_N_FEATURES,
  ICHIDAN_CONTINUATIVE_FEATURES,
  PAST_AUXILIARY_FEATURES,
  tokenPiece,
} from './token-piece';

const DEPENDENT_IRU: Partial<Token> = {
  ...ICHIDAN_CONTINUATIVE_FEATURES,
  posDetail1: '非自立',
  lemma: 'いる',
  reading: 'い',
};

const PAST_TA: Partial<Token> = { ...PAST_AUXILIARY_FEATURES, reading: 'た' };

const NOMINAL_N: Partial<Token> = { ...EXPLANATORY_N_FEATURES, reading: 'ん' };

const COPULA_DA: Partial<Token> = {
  conjugationType: '特殊・ダ',
  conjugationForm: '基本形',
  lemma: 'だ',
  reading: 'だ',
};

/** The いたん at `index` after a te-form, with the だ that ends the clause after it. */
function isTeItanDa(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const particle = tokens[index - 1];
  const da = tokens[index + 1];
  return (
    isTeParticle(particle) &&
    particle!.end === token.start &&
    da?.surface === 'だ' &&
    da.pos === '助動詞' &&
    da.start === token.end
  );
}

export function readTeItanAsTeita(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.lemma !== 'いたむ' || token.surface !== 'いたん' || !isTeItanDa(tokens, index))
      return undefined;
    return {
      take: 2,
      tokens: [
        tokenPiece(token, 0, 'い', DEPENDENT_IRU),
        tokenPiece(token, 1, 'た', PAST_TA),
        tokenPiece(token, 2, 'ん', NOMINAL_N),
        { ...tokens[index + 1]!, ...COPULA_DA },
      ],
    };
  });
}
