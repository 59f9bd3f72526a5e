/**
 * The one number for a word identity `(wordId, readingIndex)`, shared by every package: the
 * database's rank tables, coverage's known-word sets, the packed known-word lists the browser
 * sends, downloads and the parser's per-text counts.
 *
 * `wordId × 256 + readingIndex`: a reading index fits in one byte (the reference stores it as a
 * byte, 255 = "not found") and JMdict ids stay below 10⁷, so keys stay below 2³² — exact in a
 * double and in a `Uint32Array`. 食べる, entry 1358280 reading 0 → 347719680; its kana spelling
 * たべる (reading 2) → 347719682.
 */

/** Reading indexes are 0 … 255. */
export const READING_INDEX_LIMIT = 256;

/** The largest word id a key can carry (`key >>> 8`). */
export const MAX_WORD_ID = 2 ** 32 / READING_INDEX_LIMIT - 1;

export function formKey(wordId: number, readingIndex: number): number {
  return wordId * READING_INDEX_LIMIT + readingIndex;
}

export function wordIdOfFormKey(key: number): number {
  return Math.floor(key / READING_INDEX_LIMIT);
}

export function readingIndexOfFormKey(key: number): number {
  return key % READING_INDEX_LIMIT;
}
