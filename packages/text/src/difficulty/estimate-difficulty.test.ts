import { describe, expect, it } from 'vitest';
import { DIFFICULTY_CONSTANTS } from './difficulty-constants';
import type { DifficultyInput } from './estimate-difficulty';
import { estimateDifficulty, explainDifficulty } from './estimate-difficulty';

/** A novel-like deck: common words make most of the text, a long tail of rarer ones. */
function novelWords(tailRank: number) {
  return [
    { rank: 1, occurrences: 400 }, // の
    { rank: 3, occurrences: 300 }, // は
    { rank: 40, occurrences: 150 }, // 先生
    { rank: 900, occurrences: 80 }, // 海
    { rank: 4000, occurrences: 40 }, // 浴衣
    { rank: tailRank, occurrences: 20 }, // 兵児帯
    { rank: null, occurrences: 10 }, // an unranked name
  ];
}

const novel: DifficultyInput = {
  words: novelWords(20_000),
  characterCount: 3000,
  kanjiCharacterCount: 900,
  uniqueKanjiCount: 400,
  averageSentenceLength: 30,
  dialoguePercentage: 20,
};

describe('estimateDifficulty', () => {
  it('stays inside 0–5 and is deterministic', () => {
    const value = estimateDifficulty(novel);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(5);
    expect(estimateDifficulty(novel)).toBe(value);
    const hardest: DifficultyInput = {
      words: [{ rank: null, occurrences: 10 }],
      characterCount: 10,
      kanjiCharacterCount: 10,
      uniqueKanjiCount: 10_000,
      averageSentenceLength: 500,
      dialoguePercentage: 0,
    };
    expect(estimateDifficulty(hardest)).toBe(5);
  });

  it('rates an empty text 0', () => {
    const empty: DifficultyInput = {
      words: [],
      characterCount: 0,
      kanjiCharacterCount: 0,
      uniqueKanjiCount: 0,
      averageSentenceLength: 0,
      dialoguePercentage: 0,
    };
    expect(estimateDifficulty(empty)).toBe(0);
  });

  it('rises with harder vocabulary', () => {
    const easier = estimateDifficulty({ ...novel, words: novelWords(5_000) });
    const harder = estimateDifficulty({ ...novel, words: novelWords(50_000) });
    expect(harder).toBeGreaterThan(estimateDifficulty(novel));
    expect(estimateDifficulty(novel)).toBeGreaterThan(easier);
  });

  it('treats unranked words as very rare', () => {
    const unranked = {
      ...novel,
      words: novelWords(20_000).map((word) => ({ ...word, rank: null })),
    };
    const rare = {
      ...novel,
      words: novelWords(20_000).map((word) => ({
        ...word,
        rank: DIFFICULTY_CONSTANTS.unrankedRank,
      })),
    };
    expect(estimateDifficulty(unranked)).toBe(estimateDifficulty(rare));
    expect(estimateDifficulty(unranked)).toBeGreaterThan(estimateDifficulty(novel));
  });

  it('rises with a heavier kanji load', () => {
    expect(estimateDifficulty({ ...novel, kanjiCharacterCount: 1200 })).toBeGreaterThan(
      estimateDifficulty(novel),
    );
    expect(estimateDifficulty({ ...novel, uniqueKanjiCount: 1200 })).toBeGreaterThan(
      estimateDifficulty(novel),
    );
  });

  it('rises with longer sentences', () => {
    expect(estimateDifficulty({ ...novel, averageSentenceLength: 45 })).toBeGreaterThan(
      estimateDifficulty(novel),
    );
    expect(estimateDifficulty({ ...novel, averageSentenceLength: 12 })).toBeLessThan(
      estimateDifficulty(novel),
    );
  });

  it('never rises with more dialogue', () => {
    let previous = Infinity;
    for (const dialoguePercentage of [0, 10, 50, 90, 100]) {
      const value = estimateDifficulty({ ...novel, dialoguePercentage });
      expect(value).toBeLessThan(previous);
      previous = value;
    }
  });

  it('uses a neutral sentence length when a deck has no sentences', () => {
    const neutral = estimateDifficulty({
      ...novel,
      averageSentenceLength: DIFFICULTY_CONSTANTS.neutralSentenceLength,
    });
    expect(estimateDifficulty({ ...novel, averageSentenceLength: 0 })).toBe(neutral);
  });

  it('rates everyday sentences easier than a literary text', () => {
    const everyday: DifficultyInput = {
      words: [
        { rank: 1, occurrences: 500 },
        { rank: 20, occurrences: 300 },
        { rank: 300, occurrences: 150 },
        { rank: 2000, occurrences: 40 },
        { rank: 8000, occurrences: 10 },
      ],
      characterCount: 2000,
      kanjiCharacterCount: 500,
      uniqueKanjiCount: 250,
      averageSentenceLength: 15,
      dialoguePercentage: 0,
    };
    expect(estimateDifficulty(everyday)).toBeLessThan(estimateDifficulty(novel));
  });

  it('explains its components and takes calibrated constants', () => {
    const breakdown = explainDifficulty(novel);
    expect(breakdown.coverageRanks).toEqual([900, 4000, 20_000]);
    expect(breakdown.dialogueRelief).toBeCloseTo(0.06, 10);
    for (const part of [breakdown.vocabulary, breakdown.kanji, breakdown.sentenceLength]) {
      expect(part).toBeGreaterThanOrEqual(0);
      expect(part).toBeLessThanOrEqual(1);
    }
    const vocabularyOnly = {
      ...DIFFICULTY_CONSTANTS,
      weights: { vocabulary: 1, kanji: 0, sentenceLength: 0 },
      dialogueRelief: 0,
    };
    expect(estimateDifficulty(novel, vocabularyOnly)).toBeCloseTo(5 * breakdown.vocabulary, 10);
  });

  it('names the malformed field', () => {
    expect(() => estimateDifficulty({ ...novel, words: [{ rank: 5, occurrences: 0 }] })).toThrow(
      /words\[0\]\.occurrences must be a positive integer, got 0/,
    );
    expect(() => estimateDifficulty({ ...novel, words: [{ rank: -1, occurrences: 1 }] })).toThrow(
      /words\[0\]\.rank/,
    );
    expect(() => estimateDifficulty({ ...novel, words: [{ rank: NaN, occurrences: 1 }] })).toThrow(
      /words\[0\]\.rank/,
    );
    expect(() => estimateDifficulty({ ...novel, averageSentenceLength: NaN })).toThrow(
      /averageSentenceLength must be a non-negative number/,
    );
    expect(() => estimateDifficulty({ ...novel, dialoguePercentage: 120 })).toThrow(
      /dialoguePercentage must be at most 100/,
    );
    expect(() => estimateDifficulty({ ...novel, kanjiCharacterCount: 4000 })).toThrow(
      /kanjiCharacterCount \(4000\) is larger than characterCount \(3000\)/,
    );
  });
});
