/**
 * The prohibitive な after a verb's dictionary form, quoted by って: 騒ぐなって言ったろ, 触るなって
 * 書いてある, 泣くなってば. IPADIC reads なっ|て there as なる's te-form (騒ぐ | なって "becoming"),
 * which no verb's dictionary form comes before: such a pair is re-read as the final particle な and
 * the quoting particle って.
 */
import type { Token } from '../tokenizer';
import { QUOTING_TTE } from './contractions';
import { rewriteTokens } from './rewrite-tokens';
import { FINAL_PARTICLE_FEATURES, tokenPiece } from './token-piece';

const FINAL_PARTICLE_NA: Partial<Token> = { ...FINAL_PARTICLE_FEATURES, reading: 'な' };

const QUOTING: Partial<Token> = { ...QUOTING_TTE, reading: 'って' };

function isNatteAfterVerb(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const verb = tokens[index - 1];
  const te = tokens[index + 1];
  return (
    token.lemma === 'なる' &&
    token.conjugationForm === '連用タ接続' &&
    verb?.pos === '動詞' &&
    verb.conjugationForm === '基本形' &&
    verb.end === token.start &&
    te?.surface === 'て' &&
    te.pos === '助詞' &&
    te.start === token.end
  );
}

export function readProhibitiveNatte(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.surface !== 'なっ' || !isNatteAfterVerb(tokens, index)) return undefined;
    return {
      take: 2,
      tokens: [
        tokenPiece(token, 0, 'な', FINAL_PARTICLE_NA),
        tokenPiece(token, 1, 'って', QUOTING),
      ],
    };
  });
}
