import { describe, expect, it } from 'vitest';
import { textPartsProfile } from './text-parts-profile';

const parts = [
  { partIndex: 0, characterCount: 900, difficulty: 2.5 },
  { partIndex: 3, characterCount: 1100, difficulty: 4.5 },
  { partIndex: 9, characterCount: 1000, difficulty: 0.25 },
];

describe('textPartsProfile', () => {
  it('numbers the tenths 1–10 with the share of the text each covers', () => {
    expect(textPartsProfile(parts, { difficulty: 3, difficultyOverride: -1 })).toEqual([
      { part: 1, fromPercent: 0, toPercent: 10, difficulty: 2.5, characterCount: 900 },
      { part: 4, fromPercent: 30, toPercent: 40, difficulty: 4.5, characterCount: 1100 },
      { part: 10, fromPercent: 90, toPercent: 100, difficulty: 0.25, characterCount: 1000 },
    ]);
    expect(textPartsProfile([], { difficulty: 3, difficultyOverride: 1 })).toEqual([]);
  });

  it('moves the tenths with an override, within 0–5', () => {
    const up = textPartsProfile(parts, { difficulty: 3, difficultyOverride: 4 });
    expect(up.map((part) => part.difficulty)).toEqual([3.5, 5, 1.25]);
    const down = textPartsProfile(parts, { difficulty: 3, difficultyOverride: 2.5 });
    expect(down.map((part) => part.difficulty)).toEqual([2, 4, 0]);
    // The computed value unknown (−1): no difference to apply.
    const unknown = textPartsProfile(parts, { difficulty: -1, difficultyOverride: 4 });
    expect(unknown.map((part) => part.difficulty)).toEqual([2.5, 4.5, 0.25]);
  });
});
