import { isKanjiChar } from '../kana';

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * Characters that count as text: letters and digits of any script, so kana, kanji, ー, 々, Latin
 * and digits count, and punctuation, brackets, spaces and emoji do not (吾輩は猫である。 → 7).
 */
export function isCountedCharacter(char: string): boolean {
  return isCountedCodePoint(char.codePointAt(0) ?? -1);
}

export function isCountedCodePoint(code: number): boolean {
  if (code < 0) return false;
  if (code < 0x80)
    return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  // Fast answers for the bulk of Japanese text before the general Unicode test.
  if (code >= 0x3041 && code <= 0x3096) return true;
  if (code >= 0x309d && code <= 0x30ff) return code !== 0x30a0 && code !== 0x30fb;
  if (code >= 0x4e00 && code <= 0x9fff) return true;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
}

/**
 * Kanji for the unique-kanji counts: 々 is a repeat mark, not a kanji of its own (人々 has one
 * kanji, 人), so it is left out; 〆 and astral kanji such as 𠮟 count.
 */
export function isCountedKanji(char: string): boolean {
  return char !== '々' && isKanjiChar(char);
}

export function isCountedKanjiCodePoint(code: number): boolean {
  if (code >= 0x4e00 && code <= 0x9fff) return true;
  if (code < 0x3400) return code === 0x3006; // 〆; 々 (U+3005) is left out
  return isCountedKanji(String.fromCodePoint(code));
}
