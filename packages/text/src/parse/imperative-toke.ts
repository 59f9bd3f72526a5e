/**
 * The contracted imperative とけ (ておけ "leave it …") with the quoting って after it, which
 * IPADIC reads as the particle と and the te-form of 蹴る: 任せとけって, 片付けとけって言ったのに
 * come out 任せ | と | けっ | て. After a verb's stem (or a stem IPADIC took for a noun, やめ) the
 * と cannot be a particle; it is とけ and って, as IPADIC cuts 見とけって itself. After a godan
 * verb's sound-changed stem too (買っ|と|けっ|て is 買っとけ | って), and でおけ said どけ after ん,
 * which IPADIC reads as the concessive particle ど: 飲ん|ど|けっ|て is 飲んどけ | って.
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { ICHIDAN_CONTINUATIVE_FEATURES, tokenPiece } from './token-piece';

/**
 * A verb's continuative or a noun that is an ichidan verb's stem (やめ of やめる) before と; before
 * the voiced ど, a godan stem sound-changed to ん (読ん, 飲ん).
 */
function isVerbStem(token: Token | undefined, to: Token, lexicon: Lexicon): boolean {
  if (token === undefined) return false;
  if (token.pos === '動詞' && token.conjugationForm === '連用タ接続') {
    // A godan stem before とけ/どけ (買っとけって, 飲んどけって).
    const last = token.surface.charCodeAt(token.surface.length - 1);
    return to.surface === 'ど' ? last === 0x3093 /* ん */ : last !== 0x3093;
  }
  if (to.surface !== 'と') return false;
  // 任せ comes out as 任す's imperative, 片付け as the continuative.
  if (token.pos === '動詞')
    return token.conjugationForm === '連用形' || token.conjugationForm === '命令ｅ';
  return (
    token.pos === '名詞' &&
    lexicon.lookup(`${token.surface}る`).some(({ entry }) => entry.partsOfSpeech.includes('v1'))
  );
}

/** The noun IPADIC made of the stem, as the ichidan verb's continuative it is here. */
function asContinuative(stem: Token): Token {
  return { ...stem, ...ICHIDAN_CONTINUATIVE_FEATURES, lemma: `${stem.surface}る` };
}

function isKeriTe(to: Token, kett: Token | undefined, te: Token | undefined): boolean {
  return (
    (to.surface === 'と' || to.surface === 'ど') &&
    to.pos === '助詞' &&
    kett?.surface === 'けっ' &&
    kett.lemma === 'ける' &&
    kett.start === to.end &&
    te?.surface === 'て' &&
    te.start === kett.end
  );
}

export function splitImperativeToke(tokens: readonly Token[], lexicon: Lexicon): readonly Token[] {
  if (!tokens.some((token) => token.surface === 'けっ')) return tokens;
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const to = tokens[index]!;
    const previous = tokens[index - 1];
    if (
      isKeriTe(to, tokens[index + 1], tokens[index + 2]) &&
      previous?.end === to.start &&
      isVerbStem(previous, to, lexicon)
    ) {
      if (previous.pos !== '動詞') result[result.length - 1] = asContinuative(previous);
      result.push(
        tokenPiece(to, 0, `${to.surface}け`, {
          pos: '動詞',
          posDetail1: '非自立',
          posDetail2: '*',
          posDetail3: '*',
          conjugationType: '五段・カ行イ音便',
          conjugationForm: '命令ｅ',
          lemma: `${to.surface}く`,
          reading: `${to.surface}け`,
        }),
        tokenPiece(to, 2, 'って', {
          posDetail1: '格助詞',
          posDetail2: '引用',
          posDetail3: '*',
          reading: 'って',
        }),
      );
      index += 2;
    } else result.push(to);
  }
  return result;
}
