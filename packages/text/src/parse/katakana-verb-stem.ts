/**
 * Slang verbs made of a katakana noun + る (メモる, サボる, ハモる) are listed in JMdict but
 * not always in IPADIC, which reads the noun and the ending apart: メモ|っ|た (the っ read as
 * a dependent verb), ハメ|られ|た (ハメる, the kana spelling of 嵌める). Where the katakana + る is a
 * verb the dictionary lists, the noun with the conjugated ending after it may be that verb.
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';

export const KATAKANA_STEM = /^[\u30a1-\u30fa\u30fc]{2,}$/;

export function isKatakanaVerbStem(token: Token, lexicon: Lexicon): boolean {
  return (
    token.pos === '名詞' &&
    KATAKANA_STEM.test(token.surface) &&
    lexicon
      .lookup(`${token.surface}る`)
      .some(({ entry }) => entry.partsOfSpeech.some((code) => code === 'v5r' || code === 'v1'))
  );
}
