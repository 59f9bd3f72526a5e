import { describe, expect, it } from 'vitest';
import { textPartsProfile } from './text-parts-profile';

// Weighted mean (2.5 × 900 + 4.5 × 1100 + 0.3 × 1000) / 3000 = 2.5.
const parts = [
  { partIndex: 0, characterCount: 900, difficulty: 2.5 },
  { partIndex: 3, characterCount: 1100, difficulty: 4.5 },
  { partIndex: 9, characterCount: 1000, difficulty: 0.3 },
];
const difficulties = (deck: { difficulty: number; difficultyOverride: number }) =>
  textPartsProfile(parts, deck).map((part) => part.difficulty);
const near = (values: number[]): unknown[] =>
  values.map((value): unknown => expect.closeTo(value, 10));

describe('textPartsProfile', () => {
  it('numbers the tenths 1–10 with the share of the text each covers', () => {
    expect(textPartsProfile(parts, { difficulty: 2.5, difficultyOverride: -1 })).toEqual([
      { part: 1, fromPercent: 0, toPercent: 10, difficulty: 2.5, characterCount: 900 },
      { part: 4, fromPercent: 30, toPercent: 40, difficulty: 4.5, characterCount: 1100 },
      { part: 10, fromPercent: 90, toPercent: 100, difficulty: 0.3, characterCount: 1000 },
    ]);
    expect(textPartsProfile([], { difficulty: 3, difficultyOverride: 1 })).toEqual([]);
  });

  it("moves the tenths together to the deck's level, keeping their differences, within 0–5", () => {
    expect(difficulties({ difficulty: 3, difficultyOverride: -1 })).toEqual(near([3, 5, 0.8]));
    expect(difficulties({ difficulty: 2, difficultyOverride: -1 })).toEqual(near([2, 4, 0]));
  });

  it("meets the administrator's override rather than the computed rating", () => {
    expect(difficulties({ difficulty: 2.5, difficultyOverride: 1.5 })).toEqual(near([1.5, 3.5, 0]));
  });

  it('shows the tenths as rated when the deck is not rated, and keeps unrated tenths at −1', () => {
    expect(difficulties({ difficulty: -1, difficultyOverride: -1 })).toEqual([2.5, 4.5, 0.3]);
    const withUnrated = textPartsProfile(
      [...parts, { partIndex: 5, characterCount: 500, difficulty: -1 }],
      { difficulty: 3, difficultyOverride: -1 },
    );
    expect(withUnrated.map((part) => part.difficulty)).toEqual(near([3, 5, 0.8, -1]));
  });
});
