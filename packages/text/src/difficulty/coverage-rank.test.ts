import { describe, expect, it } from 'vitest';
import { ranksForCoverage } from './coverage-rank';

describe('ranksForCoverage', () => {
  it('finds the rank a reader must know up to for each coverage level', () => {
    // 100 running words: ranks 1 (60), 10 (30), 500 (5), 3000 (3), 90000 (2).
    const words = [
      { rank: 3000, occurrences: 3 },
      { rank: 1, occurrences: 60 },
      { rank: 90000, occurrences: 2 },
      { rank: 10, occurrences: 30 },
      { rank: 500, occurrences: 5 },
    ];
    expect(ranksForCoverage(words, [0.9, 0.95, 0.98, 0.99, 0.5])).toEqual([
      10, 500, 3000, 90000, 1,
    ]);
  });

  it('returns 0 without words and the only rank for a single word', () => {
    expect(ranksForCoverage([], [0.9, 0.98])).toEqual([0, 0]);
    expect(ranksForCoverage([{ rank: 42, occurrences: 1 }], [0.9])).toEqual([42]);
  });
});
