/**
 * A one-kanji adjective stem with すぎ is the adjective with すぎる clipped, as casual speech ends
 * it: 値段が高すぎ, この道は長すぎ (高い, 長い). IPADIC reads some of those kanji as nouns of their
 * own (高 こう, 長 ちょう, 安 あん) and すぎ as the suffix of 三時すぎ; with the noun's reading the
 * span 高すぎ cannot be 高い's excessive form (the stem's reading disagrees), so it stood 高 | すぎ,
 * while 暑すぎ, 狭すぎ, which IPADIC reads as the adjective, are one word. The kanji is retagged the
 * adjective's stem (reading left to the dictionary) and すぎ the dependent すぎる, as IPADIC tags
 * 暑|すぎ; only where JMdict lists the kanji with い as an adjective (not 昼すぎ, 三時すぎ).
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { ICHIDAN_CONTINUATIVE_FEATURES } from './token-piece';

/** An i-adjective's stem before すぎ or a clip (IPADIC's ガル接続), its reading the dictionary's. */
export const ADJECTIVE_STEM: Partial<Token> = {
  pos: '形容詞',
  posDetail1: '自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '形容詞・アウオ段',
  conjugationForm: 'ガル接続',
  reading: null,
};

const DEPENDENT_SUGIRU: Partial<Token> = {
  ...ICHIDAN_CONTINUATIVE_FEATURES,
  posDetail1: '非自立',
  lemma: 'すぎる',
};

function isAdjective(lexicon: Lexicon, text: string): boolean {
  return lexicon
    .lookup(text)
    .some(
      ({ entry, readingIndex }) =>
        entry.forms[readingIndex]!.text === text && entry.partsOfSpeech.includes('adj-i'),
    );
}

/**
 * The kanji as a noun of its own, or as a suffix after a pronoun (これ高すぎ: IPADIC reads the
 * 高 of 売上高 there) or after a noun it makes no compound with that JMdict lists: with the
 * particle dropped, as posts drop it, 電気代高すぎ, この靴高すぎ are 電気代 | 高すぎ; 円高 is a word,
 * so 円高すぎ stays 円高 | すぎ.
 */
function isStemNoun(token: Token, previous: Token | undefined, lexicon: Lexicon): boolean {
  if (token.posDetail1 === '一般') return true;
  if (token.posDetail1 !== '接尾' || previous === undefined) return false;
  return (
    previous.posDetail1 === '代名詞' ||
    (previous.pos === '名詞' &&
      previous.end === token.start &&
      lexicon.lookup(previous.surface + token.surface).length === 0)
  );
}

export function readClippedSugi(tokens: readonly Token[], lexicon: Lexicon): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (token.surface.length !== 1 || token.pos !== '名詞') return undefined;
    const sugi = tokens[index + 1];
    if (
      sugi?.surface !== 'すぎ' ||
      !isStemNoun(token, tokens[index - 1], lexicon) ||
      sugi.posDetail1 !== '接尾' ||
      sugi.start !== token.end ||
      !isAdjective(lexicon, token.surface + 'い')
    )
      return undefined;
    return {
      take: 2,
      tokens: [
        { ...token, ...ADJECTIVE_STEM, lemma: token.surface + 'い' },
        { ...sugi, ...DEPENDENT_SUGIRU },
      ],
    };
  });
}
