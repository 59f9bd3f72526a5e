import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { CONJUNCTIVE_PARTICLE_FEATURES, tokenPiece } from './token-piece';

/**
 * The concessive たって "even if" after an adjective's or the negative's く form: 遠くたって行く
 * "I'll go even if it's far", 呼ばなくたって来る, 狭くたって平気. IPADIC often reads たっ | て there,
 * たつ's te-form, which then joined as the adverb 達て "earnestly", or with a verb of motion as
 * its dependent (たって行く, as in 立って行く). The tokens are rewritten so: the particle たって, and
 * a verb of motion after it a verb of its own. Before aspect (高くたっている) たつ stays.
 */
const MOTION_VERBS = new Set(['行く', 'いく', '来る', 'くる']);

function followsKuForm(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (token.pos === '形容詞' || (token.pos === '助動詞' && token.lemma === 'ない')) &&
    token.conjugationForm === '連用テ接続'
  );
}

export function readConcessiveTatte(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    // Cheap test first: this runs at every token of every clause.
    if (token.surface !== 'たっ' || token.pos !== '動詞' || !followsKuForm(tokens[index - 1]))
      return undefined;
    const te = tokens[index + 1];
    const verb = tokens[index + 2];
    if (te?.surface !== 'て' || te.pos !== '助詞' || te.start !== token.end) return undefined;
    const tatte = {
      ...tokenPiece(token, 0, 'たって', { ...CONJUNCTIVE_PARTICLE_FEATURES, reading: 'たって' }),
      end: te.end,
    };
    if (verb === undefined || verb.pos !== '動詞' || verb.posDetail1 !== '非自立')
      return { take: 2, tokens: [tatte] };
    // Aspect after the te-form is たつ's: 高くたっている "stands high".
    if (!MOTION_VERBS.has(verb.lemma ?? '')) return undefined;
    return { take: 3, tokens: [tatte, { ...verb, posDetail1: '自立' }] };
  });
}
