/**
 * おくれ after a verb's te-form is the imperative of the giving verb (JMdict's お呉れ "please do
 * for me"), not 遅れる "to be late": 早く来ておくれよ, 窓を開けておくれよ, 手紙を読んでおくれ、.
 * IPADIC reads おくれよ as 遅れる's imperative in よ and おくれ before a comma as its continuative;
 * only before 。 does it read the imperative 命令ｅ that the resolver takes as お呉れ. Both are
 * re-read as that imperative, the よ a final particle of its own.
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import { rewriteTokens } from './rewrite-tokens';
import { FINAL_PARTICLE_FEATURES, tokenPiece } from './token-piece';

const FINAL_PARTICLE_YO: Partial<Token> = { ...FINAL_PARTICLE_FEATURES, reading: 'よ' };

function isOkureAfterTeForm(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const particle = tokens[index - 1];
  return (
    token.lemma === 'おくれる' &&
    (token.surface === 'おくれ' || token.surface === 'おくれよ') &&
    isTeParticle(particle) &&
    particle!.end === token.start &&
    tokens[index - 2]?.pos === '動詞'
  );
}

export function readOkureAsGiving(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.surface.charCodeAt(0) !== 0x304a || !isOkureAfterTeForm(tokens, index))
      return undefined;
    const imperative = tokenPiece(token, 0, 'おくれ', {
      conjugationForm: '命令ｅ',
      lemma: 'おくれる',
      reading: 'おくれ',
    });
    return {
      take: 1,
      tokens:
        token.surface === 'おくれよ'
          ? [imperative, tokenPiece(token, 3, 'よ', FINAL_PARTICLE_YO)]
          : [imperative],
    };
  });
}
