/**
 * The negative's appearance 〜なさそう ("doesn't look like it will") after a verb whose stem is
 * short or a noun too, which IPADIC reads as another word before the adverb そう:
 *
 * - 来|なさ|そう is the honorific 来なさる, 見|なさ|そう 見なす, こ|なさ|そう こなす: a verb in
 *   なさ right before そう. No verb's irrealis takes そう, and なさる's なさ only before ん (来なさんな),
 *   so the text is the verb 来る or 見る (a one-kana ichidan stem), ない's な, さ and そう: 雨は来なさそう,
 *   誰も見なさそうだ.
 * - 晴れ|な|さ|そう, 見え|な|さ|そう: IPADIC reads the ichidan stem as the noun it also is (晴れ "fine
 *   weather", 見え "show"), which does not take the negative's な: 明日は晴れなさそう, 見えなさそうだ
 *   are 晴れる and 見える, as 消えなさそう (消え is the verb) already was.
 *
 * The tokens become what IPADIC gives after する (し|な|さ|そう), so glue makes one word.
 */
import type { Token } from '../tokenizer';
import { isTeParticle } from './glue';
import type { Lexicon } from './lexicon';
import { rewriteTokens, type TokenRewrite } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

/** The auxiliary ない before さ, as IPADIC tags it after する (し|な|さ|そう). */
const NA_BEFORE_SA: Partial<Token> = {
  pos: '助動詞',
  posDetail1: '*',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '特殊・ナイ',
  conjugationForm: 'ガル接続',
  lemma: 'ない',
  reading: 'な',
};

const SA_SUFFIX: Partial<Token> = {
  pos: '名詞',
  posDetail1: '接尾',
  posDetail2: '特殊',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  lemma: 'さ',
  reading: 'さ',
};

const APPEARANCE_SOU: Partial<Token> = {
  pos: '名詞',
  posDetail1: '接尾',
  posDetail2: '助動詞語幹',
  posDetail3: '*',
};

function isSou(token: Token | undefined, after: Token): token is Token {
  return token !== undefined && token.surface === 'そう' && token.start === after.end;
}

function isIchidan(stem: string, lexicon: Lexicon): boolean {
  return lexicon.lookup(`${stem}る`).some(({ entry }) => entry.partsOfSpeech.includes('v1'));
}

/** The verb IPADIC should have read in front of なさ (来, 見, こ), or null. */
function verbBeforeNasa(token: Token, lexicon: Lexicon): Partial<Token> | null {
  const stem = token.surface.slice(0, -2);
  if (stem === '来' || stem === 'こ')
    return { conjugationType: 'カ変・来ル', conjugationForm: '未然形', lemma: '来る' };
  if (stem.length === 1 && isIchidan(stem, lexicon))
    return { conjugationType: '一段', conjugationForm: '未然形', lemma: `${stem}る` };
  return null;
}

/** The verb in なさ before そう (来|なさ|そう) as the verb, ない's な, さ and the suffix そう. */
function verbInNasa(
  tokens: readonly Token[],
  index: number,
  lexicon: Lexicon,
): TokenRewrite | undefined {
  const token = tokens[index]!;
  const sou = tokens[index + 1];
  if (token.pos !== '動詞' || token.surface.length !== 3 || !token.surface.endsWith('なさ'))
    return undefined;
  if (!isSou(sou, token)) return undefined;
  const verb = verbBeforeNasa(token, lexicon);
  if (!verb) return undefined;
  // After a te-form, くる is the dependent verb, as IPADIC tags 伸びて|こ|ない.
  const dependent = isTeParticle(tokens[index - 1]);
  return {
    take: 2,
    tokens: [
      tokenPiece(token, 0, token.surface[0]!, {
        pos: '動詞',
        posDetail1: dependent ? '非自立' : '自立',
        posDetail2: '*',
        posDetail3: '*',
        reading: null,
        ...verb,
        ...(dependent && verb.lemma === '来る' ? { lemma: 'くる' } : {}),
      }),
      tokenPiece(token, 1, 'な', NA_BEFORE_SA),
      tokenPiece(token, 2, 'さ', SA_SUFFIX),
      { ...sou, ...APPEARANCE_SOU },
    ],
  };
}

/** An ichidan stem IPADIC read as a noun before な|さ|そう (晴れ|な|さ|そう) as the verb. */
function stemReadAsNoun(
  tokens: readonly Token[],
  index: number,
  lexicon: Lexicon,
): TokenRewrite | undefined {
  const token = tokens[index]!;
  const na = tokens[index + 1];
  const sa = tokens[index + 2];
  if (
    token.pos !== '名詞' ||
    token.posDetail1 !== '一般' ||
    na?.surface !== 'な' ||
    na.lemma !== 'ない' ||
    na.start !== token.end ||
    sa?.surface !== 'さ' ||
    sa.posDetail1 !== '接尾' ||
    !isSou(tokens[index + 3], sa) ||
    !isIchidan(token.surface, lexicon)
  )
    return undefined;
  return {
    take: 2,
    tokens: [
      {
        ...token,
        pos: '動詞',
        posDetail1: '自立',
        posDetail2: '*',
        posDetail3: '*',
        conjugationType: '一段',
        conjugationForm: '未然形',
        lemma: `${token.surface}る`,
      },
      { ...na, ...NA_BEFORE_SA, reading: na.reading },
    ],
  };
}

export function splitNegativeAppearance(
  tokens: readonly Token[],
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(
    tokens,
    (_token, index) => verbInNasa(tokens, index, lexicon) ?? stemReadAsNoun(tokens, index, lexicon),
  );
}
