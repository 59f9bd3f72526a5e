/**
 * A katakana word IPADIC does not know, right before a title (さん, くん, ちゃん, 様), is a name:
 * トウヤくん, ナツキさん, リオナちゃん are a name and the title, as IPADIC's own names are (レン |
 * くん). Left unknown, the token would be cut into dictionary pieces (トウ | ヤ). So
 * is a proper noun IPADIC knows as something else there (アスカさん: IPADIC's アスカ is a firm).
 */
import type { Token } from '../tokenizer';

const KATAKANA_WORD = /^[ァ-ヶ][ァ-ヶー]+$/;

export function katakanaNameBeforeTitle(token: Token, next: Token | undefined): Token {
  if (
    !(token.isUnknown || (token.posDetail1 === '固有名詞' && token.posDetail2 !== '人名')) ||
    next?.posDetail2 !== '人名' ||
    next.posDetail1 !== '接尾' ||
    next.start !== token.end ||
    !KATAKANA_WORD.test(token.surface)
  )
    return token;
  return {
    ...token,
    posDetail1: '固有名詞',
    posDetail2: '人名',
    posDetail3: '名',
    lemma: token.surface,
  };
}
