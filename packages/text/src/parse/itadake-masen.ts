/**
 * The polite request ていただけませんか — 窓を閉めていただけませんか "could you close the window",
 * 名前を書いていただけませんでしょうか — is cut by IPADIC as the past progressive and だけ "only":
 * 閉めて|い|た|だけ|ませ|ん. That reading cannot stand: ます never follows the particle だけ, it
 * needs a verb's continuative. So い + た + だけ after て, when ませ follows, is the potential
 * いただけ (いただける, 連用形) — the token IPADIC itself gives in 見せていただけます. Without ませ
 * (見ていただけだ "was only watching") the cut stays.
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import { rewriteTokens } from './rewrite-tokens';
import { ICHIDAN_CONTINUATIVE_FEATURES } from './token-piece';

function isPoliteIrrealis(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    token.pos === '助動詞' &&
    token.lemma === 'ます' &&
    token.surface === 'ませ'
  );
}

function isCutItadake(i: Token, ta: Token | undefined, dake: Token | undefined): boolean {
  return (
    i.surface === 'い' &&
    i.lemma === 'いる' &&
    ta !== undefined &&
    ta.surface === 'た' &&
    ta.pos === '助動詞' &&
    ta.start === i.end &&
    dake !== undefined &&
    dake.surface === 'だけ' &&
    dake.pos === '助詞' &&
    dake.start === ta.end
  );
}

export function joinItadakeMasen(tokens: readonly Token[]): readonly Token[] {
  return rewriteTokens(tokens, (token, index, output, outputLength) => {
    const ta = tokens[index + 1];
    const dake = tokens[index + 2];
    const next = tokens[index + 3];
    if (
      !isCutItadake(token, ta, dake) ||
      !isPoliteIrrealis(next) ||
      next!.start !== dake!.end ||
      !isTeParticle(output[outputLength - 1])
    )
      return undefined;
    const itadake: Token = {
      ...token,
      surface: 'いただけ',
      end: dake!.end,
      ...ICHIDAN_CONTINUATIVE_FEATURES,
      lemma: 'いただける',
      reading: 'いただけ',
    };
    return { take: 3, tokens: [itadake] };
  });
}
