/**
 * Character classes and kana conversion. Pure functions over UTF-16 strings; every conversion
 * keeps the string length (one code unit in, one out) so offsets survive.
 */

const HIRAGANA_START = 0x3041; // ぁ
const HIRAGANA_END = 0x3096; // ゖ
const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KATAKANA_TO_HIRAGANA = KATAKANA_START - HIRAGANA_START;

export function isHiraganaChar(char: string): boolean {
  return isHiraganaCode(char.charCodeAt(0));
}

/** `isHiraganaChar` of one UTF-16 code unit (ゝゞ are U+309D–E). */
export function isHiraganaCode(code: number): boolean {
  return (code >= HIRAGANA_START && code <= HIRAGANA_END) || code === 0x309d || code === 0x309e;
}

export function isKatakanaChar(char: string): boolean {
  return isKatakanaCode(char.charCodeAt(0));
}

function isKatakanaCode(code: number): boolean {
  return (
    (code >= KATAKANA_START && code <= 0x30fa) ||
    code === 0x30fd ||
    code === 0x30fe ||
    (code >= 0x31f0 && code <= 0x31ff)
  );
}

/** ー (chōonpu) belongs to both syllabaries. */
export function isLongVowelMark(char: string): boolean {
  return char === 'ー';
}

export function isKanaChar(char: string): boolean {
  return (
    isHiraganaChar(char) ||
    isKatakanaChar(char) ||
    isLongVowelMark(char) ||
    char === 'ゝ' ||
    char === 'ゞ' ||
    char === 'ヽ' ||
    char === 'ヾ'
  );
}

/** `isKanaChar` of one UTF-16 code unit (ー is U+30FC, ゝゞ U+309D–E, ヽヾ U+30FD–E). */
function isKanaCode(code: number): boolean {
  return isHiraganaCode(code) || isKatakanaCode(code) || code === 0x30fc;
}

/**
 * Kanji for our purposes: CJK unified ideographs (with extension A and the compatibility block),
 * plus 々 (repeat mark, as in 人々) and 〆 (shime), which dictionaries write inside kanji words.
 */
export function isKanjiChar(char: string): boolean {
  return isKanjiCode(char.codePointAt(0) ?? 0);
}

/** `isKanji` of a code point. */
export function isKanjiCode(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x20000 && code <= 0x2ffff) ||
    code === 0x3005 ||
    code === 0x3006
  );
}

// The tests below read code points and code units, not `for (const char of text)`: that makes a
// string per character (a new object for every kana and kanji), and the parser asks them of
// every span it looks at.

export function hasKanji(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.codePointAt(index)!;
    if (isKanjiCode(code)) return true;
    if (code > 0xffff) index++;
  }
  return false;
}

/** Every character is kanji (true for ''). */
export function isAllKanji(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.codePointAt(index)!;
    if (!isKanjiCode(code)) return false;
    if (code > 0xffff) index++;
  }
  return true;
}

// A character outside the BMP is kana in neither test: its first code unit (a surrogate) is none.
export function isAllKana(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++)
    if (!isKanaCode(text.charCodeAt(index))) return false;
  return true;
}

export function isAllHiragana(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isHiraganaCode(code) && code !== 0x30fc) return false;
  }
  return true;
}

/** Katakana → hiragana (カタカナ → かたかな); ー and everything else stay. ヴ → ゔ, ヵ → ゕ. */
export function toHiragana(text: string): string {
  if (!/[\u30a1-\u30f6\u30fd\u30fe]/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const hiragana = hiraganaCode(code);
    out += hiragana === code ? text[i] : String.fromCharCode(hiragana);
  }
  return out;
}

/** A code unit as `toHiragana` turns it: katakana ァ–ヶ, ヽ, ヾ as hiragana, the rest unchanged. */
export function hiraganaCode(code: number): number {
  return (code >= KATAKANA_START && code <= KATAKANA_END) || code === 0x30fd || code === 0x30fe
    ? code - KATAKANA_TO_HIRAGANA
    : code;
}

/** Hiragana → katakana (ひらがな → ヒラガナ). */
export function toKatakana(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= HIRAGANA_START && code <= HIRAGANA_END)
      out += String.fromCharCode(code + KATAKANA_TO_HIRAGANA);
    else if (code === 0x309d || code === 0x309e)
      out += String.fromCharCode(code + KATAKANA_TO_HIRAGANA);
    else out += text[i];
  }
  return out;
}

const VOWEL_OF: Record<string, string> = {};
for (const [vowel, row] of Object.entries({
  あ: 'あかさたなはまやらわがざだばぱぁゃゎ',
  い: 'いきしちにひみりぎじぢびぴぃ',
  う: 'うくすつぬふむゆるぐずづぶぷぅゅっゔ',
  え: 'えけせてねへめれげぜでべぺぇ',
  お: 'おこそとのほもよろをごぞどぼぽぉょ',
})) {
  for (const char of row) VOWEL_OF[char] = vowel;
}

/** The vowel a kana syllable ends in (か → あ), or undefined for ん, marks and non-kana. */
export function vowelOf(kana: string): string | undefined {
  return VOWEL_OF[toHiragana(kana)];
}

/**
 * ー spelled out as the vowel it lengthens, in hiragana: すごーい → すごおい, ラーメン → らあめん.
 * Dictionaries list some words only with the vowel (おかあさん), texts often use ー.
 */
export function expandLongVowels(text: string): string {
  const hiragana = toHiragana(text);
  if (!hiragana.includes('ー')) return hiragana;
  let out = '';
  for (let i = 0; i < hiragana.length; i++) {
    const char = hiragana[i]!;
    if (char === 'ー' && i > 0) out += vowelOf(out[out.length - 1] ?? '') ?? char;
    else out += char;
  }
  return out;
}
