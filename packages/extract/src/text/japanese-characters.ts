/**
 * Character classes used to judge whether a decoded text, a chapter or a subtitle style is
 * Japanese. Kana is the strongest signal: Chinese text has kanji but no kana, and a text decoded
 * with the wrong encoding turns into kanji soup (`譁・ｭ怜喧縺`) with very little kana.
 */

export function isKana(codePoint: number): boolean {
  return (
    (codePoint >= 0x3041 && codePoint <= 0x309f) || // hiragana
    (codePoint >= 0x30a0 && codePoint <= 0x30ff) || // katakana
    (codePoint >= 0x31f0 && codePoint <= 0x31ff) // katakana phonetic extensions (ㇰ)
  );
}

export function isKanji(codePoint: number): boolean {
  return (
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) || // CJK unified ideographs
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) || // extension A
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // compatibility ideographs
    codePoint === 0x3005 // 々
  );
}

export function isJapaneseLetter(codePoint: number): boolean {
  return isKana(codePoint) || isKanji(codePoint);
}

/** True when the text has at least one kana or kanji. */
export function containsJapanese(text: string): boolean {
  for (const char of text) {
    if (isJapaneseLetter(char.codePointAt(0)!)) return true;
  }
  return false;
}

/**
 * True when the text has at least one kana. Used where Chinese must not pass for Japanese: a
 * subtitle archive often carries a 简体中文 track next to the Japanese one, and only kana tells
 * 我们走吧 from 行きましょう.
 */
export function containsKana(text: string): boolean {
  for (const char of text) {
    if (isKana(char.codePointAt(0)!)) return true;
  }
  return false;
}
