import { describe, expect, it } from 'vitest';
import { competitionRanks } from './competition-ranks';

describe('competitionRanks', () => {
  it('gives equal keys one rank and skips the ranks they use (1, 2, 2, 4)', () => {
    const ranks = competitionRanks(new Float64Array([50, 80, 50, 100, 10]), 'descending');
    expect([...ranks]).toEqual([3, 2, 3, 1, 5]);
  });

  it('ranks ascending keys, with infinities tied at the end', () => {
    const keys = new Float64Array([3, Infinity, 1, Infinity, 1]);
    expect([...competitionRanks(keys, 'ascending')]).toEqual([3, 4, 1, 4, 1]);
  });

  it('handles no items and rejects NaN', () => {
    expect(competitionRanks(new Float64Array(0), 'ascending')).toHaveLength(0);
    expect(() => competitionRanks(new Float64Array([1, Number.NaN]), 'ascending')).toThrow(
      /key 1 is NaN/,
    );
  });
});
