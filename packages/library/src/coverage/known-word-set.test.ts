import { describe, expect, it } from 'vitest';
import { deckCoverage, percentDown } from './deck-coverage';
import { createKnownWordSet } from './known-word-set';
import { formKey } from '@goi/contracts';

describe('createKnownWordSet', () => {
  it('knows exact pairs, and every reading of a word given by id', () => {
    const known = createKnownWordSet({ pairs: [[1358280, 0]], wordIds: [1000000] });
    expect(known.has(1358280, 0)).toBe(true);
    // 食べる (reading 0) known does not make たべる (reading 1) known…
    expect(known.has(1358280, 1)).toBe(false);
    // …but a word id covers all its readings.
    expect(known.has(1000000, 0)).toBe(true);
    expect(known.has(1000000, 5)).toBe(true);
    expect(known.hasKey(formKey(1000000, 255))).toBe(true);
    expect(known.has(1000001, 0)).toBe(false);
    // The largest word id still packs into 32 bits.
    expect(createKnownWordSet({ wordIds: [16_777_215] }).has(16_777_215, 255)).toBe(true);
  });

  it('is empty without input', () => {
    const known = createKnownWordSet();
    expect(known.pairs.size + known.wordIds.size).toBe(0);
    expect(known.has(1358280, 0)).toBe(false);
  });

  it('names the bad entry', () => {
    expect(() =>
      createKnownWordSet({
        pairs: [
          [1, 0],
          [2, 256],
        ],
      }),
    ).toThrow('known words: pairs[1] readingIndex must be an integer 0–255 (got 256)');
    expect(() => createKnownWordSet({ wordIds: [5, 1.5] })).toThrow(
      'known words: wordIds[1] is not a word id (got 1.5)',
    );
    expect(() => createKnownWordSet({ pairs: [[-3, 0]] })).toThrow(/pairs\[0\] wordId/);
    expect(() => createKnownWordSet({ wordIds: [2 ** 24] })).toThrow(/wordIds\[0\]/);
  });
});

describe('deckCoverage', () => {
  const words = {
    keys: Uint32Array.from([formKey(10, 0), formKey(10, 1), formKey(20, 0), formKey(30, 0)]),
    occurrences: Uint32Array.from([50, 10, 30, 10]),
    totalOccurrences: 100,
  };

  it('counts known occurrences and known distinct forms', () => {
    expect(
      deckCoverage(
        words,
        createKnownWordSet({
          pairs: [
            [10, 0],
            [30, 0],
          ],
        }),
      ),
    ).toEqual({
      coverage: 60,
      uniqueCoverage: 50,
      youngCoverage: 60,
      youngUniqueCoverage: 50,
      knownOccurrences: 60,
      knownUniqueWords: 2,
      youngOccurrences: 0,
      youngUniqueWords: 0,
      totalOccurrences: 100,
      totalUniqueWords: 4,
    });
    expect(deckCoverage(words, createKnownWordSet({ wordIds: [10] }))).toMatchObject({
      coverage: 60,
      uniqueCoverage: 50,
    });
    expect(deckCoverage(words, createKnownWordSet({ wordIds: [10, 20, 30] }))).toMatchObject({
      coverage: 100,
      uniqueCoverage: 100,
    });
  });

  it('gives 0 for an empty deck', () => {
    const empty = {
      keys: new Uint32Array(0),
      occurrences: new Uint32Array(0),
      totalOccurrences: 0,
    };
    expect(deckCoverage(empty, createKnownWordSet({ wordIds: [10] }))).toEqual({
      coverage: 0,
      uniqueCoverage: 0,
      youngCoverage: 0,
      youngUniqueCoverage: 0,
      knownOccurrences: 0,
      knownUniqueWords: 0,
      youngOccurrences: 0,
      youngUniqueWords: 0,
      totalOccurrences: 0,
      totalUniqueWords: 0,
    });
  });

  it('counts Young forms in the second figure only and leaves Suspended forms out', () => {
    const known = createKnownWordSet({
      pairs: [[10, 0]],
      young: [[20, 0]],
      suspended: [[30, 0]],
    });
    // Out of 90 occurrences and 3 forms once 30/0 (10 occurrences) is suspended.
    expect(deckCoverage(words, known)).toEqual({
      coverage: 55.55,
      uniqueCoverage: 33.33,
      youngCoverage: 88.88,
      youngUniqueCoverage: 66.66,
      knownOccurrences: 50,
      knownUniqueWords: 1,
      youngOccurrences: 30,
      youngUniqueWords: 1,
      totalOccurrences: 90,
      totalUniqueWords: 3,
    });
    expect(() => createKnownWordSet({ young: [[-1, 0]] })).toThrow(/young\[0\]/);
    expect(() => createKnownWordSet({ suspended: [[1, 256]] })).toThrow(/suspended\[0\]/);
  });

  it('rounds down to two decimals, so 100 means every word', () => {
    expect(percentDown(9_999, 10_000)).toBe(99.99);
    expect(percentDown(99_999, 100_000)).toBe(99.99);
    expect(percentDown(29, 100)).toBe(29);
    expect(percentDown(1, 3)).toBe(33.33);
    expect(percentDown(5, 0)).toBe(0);
  });
});
