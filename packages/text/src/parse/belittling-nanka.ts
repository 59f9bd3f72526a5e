import type { Token } from '../tokenizer';

/**
 * なんか right after an adjective's continuative or the copula's で is the particle なんか
 * "(not) at all, the likes of", which belittles the word before it (寒くなんかない "it is not
 * cold at all", 静かでなんかない, 欲しくなんかない): IPADIC tags it a filler there, which the filler
 * reading of 何か "somehow" fits (なんか変だね), and so the sentence-final denial took "something".
 * After a noun, a particle or a verb's て IPADIC already tags it a particle (僕なんか, 見てなんか
 * いない). Retagged a particle, the particle entry fits it.
 */
export function belittlingNanka(token: Token, previous: Token | undefined): Token {
  if (token.surface !== 'なんか' || token.pos !== 'フィラー' || previous === undefined)
    return token;
  const continuative =
    (previous.pos === '形容詞' && previous.conjugationForm?.startsWith('連用') === true) ||
    (previous.pos === '助動詞' && previous.surface === 'で');
  if (!continuative) return token;
  return { ...token, pos: '助詞', posDetail1: '副助詞', posDetail2: '*', posDetail3: '*' };
}
