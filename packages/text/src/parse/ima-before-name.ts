import type { Token } from '../tokenizer';

/**
 * 今 before a noun is IPADIC's prefix こん "the current" (今学期, 今大会, 今シーズン), and so it is
 * before a name or a pronoun too, where it can only be the adverb いま "now": 今大阪にいる "I am in
 * Osaka now", 今アメリカでは…, 今こちらに向かっています. A name or a pronoun has no "current" one:
 * retagged the adverbial noun IPADIC gives 今 elsewhere (今彼女が来た), it reads いま.
 */
export function imaBeforeName(token: Token, next: Token | undefined): Token {
  if (token.surface !== '今' || token.pos !== '接頭詞' || next === undefined) return token;
  if (next.pos !== '名詞' || (next.posDetail1 !== '固有名詞' && next.posDetail1 !== '代名詞'))
    return token;
  return {
    ...token,
    pos: '名詞',
    posDetail1: '副詞可能',
    posDetail2: '*',
    posDetail3: '*',
    reading: 'いま',
  };
}
