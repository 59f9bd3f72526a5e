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
import { tokenPiece } from './token-piece';

const DEPENDENT_IRU: Partial<Token> = {
  pos: '動詞',
  posDetail1: '非自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '一段',
  conjugationForm: '連用形',
  lemma: 'いる',
  reading: 'い',
};

const PAST_TA: Partial<Token> = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '特殊・タ',
  conjugationForm: '基本形',
  lemma: 'た',
  reading: 'た',
};

const NOMINAL_N: Partial<Token> = {
  pos: '名詞',
  posDetail1: '非自立',
  posDetail2: '一般',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'ん',
  reading: 'ん',
};

const COPULA_DA: Partial<Token> = {
  conjugationType: '特殊・ダ',
  conjugationForm: '基本形',
  lemma: 'だ',
  reading: 'だ',
};

export function readTeItanAsTeita(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.lemma !== 'いたむ' || token.surface !== 'いたん') return undefined;
    const particle = tokens[index - 1];
    const da = tokens[index + 1];
    if (
      !isTeParticle(particle) ||
      particle!.end !== token.start ||
      da?.surface !== 'だ' ||
      da.pos !== '助動詞' ||
      da.start !== token.end
    )
      return undefined;
    return {
      take: 2,
      tokens: [
        tokenPiece(token, 0, 'い', DEPENDENT_IRU),
        tokenPiece(token, 1, 'た', PAST_TA),
        tokenPiece(token, 2, 'ん', NOMINAL_N),
        { ...da, ...COPULA_DA },
      ],
    };
  });
}
