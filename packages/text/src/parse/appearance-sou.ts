import type { Token } from '../tokenizer';

/**
 * The appearance suffix そう ("looks about to") after a verb's continuative is one word with the
 * verb, and IPADIC tags it so after most verbs (崩れそう, 割れそう), but after the dependent しまう
 * and its contractions ちゃう / じゃう it reads the adverb そう "so": 泣いてしまいそう, 転んじゃいそう,
 * 溶けてしまいそうだ came out as 泣いてしまい | そう. Nothing but a pause lets the adverb follow a
 * continuative with no particle between, so right after one (no gap) it is retagged the suffix,
 * as IPADIC tags 崩れそう, and glue joins it to the verb.
 */
export function appearanceSou(token: Token, previous: Token | undefined): Token {
  if (token.surface !== 'そう' || token.pos !== '副詞' || previous === undefined) return token;
  if (
    previous.pos !== '動詞' ||
    previous.conjugationForm !== '連用形' ||
    previous.end !== token.start
  )
    return token;
  return {
    ...token,
    pos: '名詞',
    posDetail1: '接尾',
    posDetail2: '助動詞語幹',
    posDetail3: '*',
  };
}
