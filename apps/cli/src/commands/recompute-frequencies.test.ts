import { describe, expect, it } from 'vitest';
import { formatRecomputeSummary, recomputeProgressPrinter } from './recompute-frequencies';

describe('recompute-frequencies output', () => {
  it('prints each step when it starts and then every quarter', () => {
    const lines: string[] = [];
    const print = recomputeProgressPrinter((line) => lines.push(line));
    print({ step: 'counting deck words', done: 0, total: 1 });
    print({ step: 'ranking', done: 0, total: 1 });
    for (let done = 0; done <= 100; done += 10)
      print({ step: 'writing form ranks', done, total: 100 });
    expect(lines).toEqual([
      'counting deck words: 0%',
      'ranking: 0%',
      'writing form ranks: 0%',
      'writing form ranks: 25%',
      'writing form ranks: 50%',
      'writing form ranks: 75%',
      'writing form ranks: 100%',
    ]);
  });

  it('sums up the ranking and the blend', () => {
    const summary = formatRecomputeSummary(
      {
        deckCount: 6,
        totalOccurrences: 1_234_567,
        libraryWeight: 6 / 56,
        entries: 214_530,
        forms: 486_923,
        seenEntries: 12_000,
        seenForms: 15_000,
        ratedDecks: 40,
      },
      3.21,
    );
    expect(summary.split('\n')).toEqual([
      'Ranked 214,530 entries and 486,923 forms in 3.2 s.',
      'Library: 6 top-level decks, 1,234,567 word occurrences; 12,000 entries and 15,000 forms seen.',
      "Blend: the library weighs 10.7%, the dictionary's prior ranks 89.3%.",
      'Difficulty recomputed for 40 decks.',
    ]);
  });
});
