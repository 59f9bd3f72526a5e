import { describe, expect, it } from 'vitest';
import { MAX_WORD_ID, formKey, readingIndexOfFormKey, wordIdOfFormKey } from './word-key';

describe('formKey', () => {
  it('packs 食べる (1358280, reading 0) and its kana reading 2 into neighbouring numbers', () => {
    expect(formKey(1358280, 0)).toBe(347719680);
    expect(formKey(1358280, 2)).toBe(347719682);
  });

  it('round-trips the word id and reading index, up to the largest word id', () => {
    for (const [wordId, readingIndex] of [
      [1, 0],
      [2028980, 255],
      [MAX_WORD_ID, 255],
    ] as const) {
      const key = formKey(wordId, readingIndex);
      expect(key).toBeLessThan(2 ** 32);
      expect(wordIdOfFormKey(key)).toBe(wordId);
      expect(readingIndexOfFormKey(key)).toBe(readingIndex);
    }
  });
});
