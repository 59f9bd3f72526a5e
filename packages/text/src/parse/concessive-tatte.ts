import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';
import { CONJUNCTIVE_PARTICLE_FEATURES, tokenPiece } from './token-piece';

/**
 * The concessive たって "even if" after an adjective's or the negative's く form, before a verb of
 * motion: 遠くたって行く "I'll go even if it's far", 呼ばなくたって来る. IPADIC reads たっ | て
 * there as たつ's te-form and the motion verb as its dependent (たって行く, as in 立って行く),
 * though before any other word it reads the particle (寒くたって平気). The tokens are rewritten
 * so: the particle たって, and the verb a verb of its own.
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
    if (verb === undefined || verb.pos !== '動詞' || !MOTION_VERBS.has(verb.lemma ?? ''))
      return undefined;
    return {
      take: 3,
      tokens: [
        {
          ...tokenPiece(token, 0, 'たって', {
            ...CONJUNCTIVE_PARTICLE_FEATURES,
            reading: 'たって',
          }),
          end: te.end,
        },
        { ...verb, posDetail1: '自立' },
      ],
    };
  });
}
