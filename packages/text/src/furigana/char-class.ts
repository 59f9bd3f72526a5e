/**
 * What each character of a written form is for the aligner: kana that must match the reading,
 * punctuation that may be silent, or a "ruby base" character that takes a piece of the reading
 * (kanji, the counter ヶ, Latin letters, digits, symbols).
 */
import { isKanaChar, isKanjiChar } from '../kana';

export const CharClass = {
  /** Matched against the reading one to one (compared in hiragana; ー matches the vowel). */
  Kana: 0,
  /** Punctuation: matches itself when the reading has it, nothing otherwise (あ・うんの呼吸 あうんのこきゅう). */
  Silent: 1,
  /** Takes a piece of the reading and gets `[ruby]`. */
  Base: 2,
} as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

/**
 * ヶ and ヵ are not kana in words: they abbreviate the counter 箇 and read か, が or こ
 * (三ヶ月 さんかげつ, 関ヶ原 せきがはら). A plain ケ does the same between kanji (関ケ原, 一ケ月), but
 * inside katakana words it is just け (ボケ役), so it counts as a counter only when no kana touches it.
 */
const COUNTER_KE = new Set(['ヶ', 'ヵ']);
const PLAIN_KE = 'ケ';

/** Readings of the non-kanji base characters that have fixed ones. */
export const BUILT_IN_READINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['ヶ', ['か', 'が', 'こ']],
  ['ヵ', ['か', 'が', 'こ']],
  [PLAIN_KE, ['か', 'が', 'こ']],
  // 〆 (shime) is written for 締め in 〆切 しめきり; KANJIDIC does not list it.
  ['〆', ['しめ']],
]);

const SILENT = /^[\p{P}\p{Z}～]$/u;

/** Characters of a form, one entry per code point (𠮟 is two UTF-16 units but one character). */
export function splitCharacters(text: string): string[] {
  return Array.from(text);
}

export function classifyCharacters(chars: readonly string[]): CharClass[] {
  const classes: CharClass[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (isKanjiChar(char) || COUNTER_KE.has(char)) classes.push(CharClass.Base);
    else if (char === PLAIN_KE)
      classes.push(touchesKana(chars, i) ? CharClass.Kana : CharClass.Base);
    else if (isKanaChar(char)) classes.push(CharClass.Kana);
    else if (SILENT.test(char)) classes.push(CharClass.Silent);
    else classes.push(CharClass.Base);
  }
  return classes;
}

function touchesKana(chars: readonly string[], index: number): boolean {
  const before = chars[index - 1];
  const after = chars[index + 1];
  return (before !== undefined && isKanaChar(before)) || (after !== undefined && isKanaChar(after));
}

/** True for characters that are kanji proper (perKanji is about them, not about Ｘ in Ｘ線). */
export function isKanjiLike(char: string): boolean {
  return isKanjiChar(char) || COUNTER_KE.has(char) || char === PLAIN_KE;
}

/**
 * A piece of reading under a ruby base never starts with a small kana, ー or ん: no kanji is read
 * ゃ… or ん…, so such a split (今[き]日[ょう]) is always wrong.
 */
const CANNOT_START = new Set([...'ぁぃぅぇぉっゃゅょゎゕゖんー']);

export function canStartPiece(hiraganaReading: string, index: number): boolean {
  const code = hiraganaReading.charCodeAt(index);
  if (Number.isNaN(code)) return false;
  // Never cut a surrogate pair in two.
  if (code >= 0xdc00 && code <= 0xdfff) return false;
  return !CANNOT_START.has(hiraganaReading[index]!);
}
