/**
 * The few character classes the writers need. `@goi/text` has the full set, but `exports` is a
 * leaf package (ARCHITECTURE.md §2), so it keeps its own small copy.
 */

/**
 * Hiragana and katakana blocks (with ー, ・, ゝ, ヽ…), katakana phonetic extensions and
 * half-width katakana.
 */
export function isKanaChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x3041 && code <= 0x309f) ||
    (code >= 0x30a0 && code <= 0x30ff) ||
    (code >= 0x31f0 && code <= 0x31ff) ||
    (code >= 0xff66 && code <= 0xff9f)
  );
}

/**
 * ヶ and ヵ are katakana but act as kanji in counters: in 一ヶ月[いっかげつ] the reading covers
 * ヶ, so they belong to the text a reading sits on.
 */
export function isCounterKana(char: string): boolean {
  return char === 'ヶ' || char === 'ヵ';
}
