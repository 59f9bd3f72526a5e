/**
 * IPADIC, not knowing a kana number with the minute, makes one unknown token of the minute and
 * what follows it: さんぷんまってね (三分待ってね) comes out さん | ぷんまってね, いっぷんだけ (一分だけ)
 * いっ | ぷんだけ. Such a token is cut after the minute, so the number and the minute can join as
 * one counted word (kana-number-read-as-word.ts). IPADIC also reads the minute and what follows
 * as a verb JMdict does not list (ふんまえる, a variant of 踏まえる): ごふんまえにでた (五分前に出た)
 * came out ご | ふんまえ | に…, にふんまえ (二分前) に | ふんまえ; such a token is cut the same way.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { KANA_NUMBER, mayStartKanaNumber } from './kana-counted-number';
import { isKanaMinute } from './kana-minute';
import { rewriteTokens } from './rewrite-tokens';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

/**
 * The tokens with each unknown token that starts with the minute after a whole kana number cut
 * after the minute, its rest tokenized again: さん | ?ぷんまってね is さん | ぷん | まって | ね.
 */
export function repairKanaMinute(tokens: readonly Token[], tokenizer: Tokenizer): readonly Token[] {
  return rewriteTokens(tokens, (token, at) => {
    // Cheap tests first: this runs at every token. An unknown token or a verb (ふんまえ).
    if (
      at === 0 ||
      !(token.isUnknown || token.pos === '動詞') ||
      token.surface.length < 3 ||
      !isKanaMinute(token.surface.slice(0, 2))
    )
      return undefined;
    const number = tokens[at - 1]!;
    if (
      number.end !== token.start ||
      !mayStartKanaNumber(number.surface.charCodeAt(0)) ||
      KANA_NUMBER.exec(number.surface)![0] !== number.surface
    )
      return undefined;
    const minute = tokenPiece(token, 0, token.surface.slice(0, 2), {
      ...COMMON_NOUN_FEATURES,
      posDetail1: '接尾',
    });
    return {
      take: 1,
      tokens: [minute, ...tokenizeAt(tokenizer, token.surface.slice(2), minute.end)],
    };
  });
}
