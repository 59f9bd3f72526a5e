import { formKey } from '@goi/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageCurve } from './coverage-curve';
import { deckCoverage, type PackedDeckWords } from './deck-coverage';
import { createKnownWordSet } from './known-word-set';

function deckOf(
  rows: readonly (readonly [wordId: number, occurrences: number])[],
): PackedDeckWords {
  return {
    keys: Uint32Array.from(rows.map(([wordId]) => formKey(wordId, 0))),
    occurrences: Uint32Array.from(rows.map(([, occurrences]) => occurrences)),
    totalOccurrences: rows.reduce((sum, [, occurrences]) => sum + occurrences, 0),
  };
}

/** The deck's unknown word ids, most used first (ties in deck order), as the curve learns them. */
function learningOrder(
  rows: readonly (readonly [number, number])[],
  known: ReadonlySet<number>,
): number[] {
  return rows
    .map(([wordId, occurrences], index) => ({ wordId, occurrences, index }))
    .filter(({ wordId }) => !known.has(wordId))
    .sort((a, b) => b.occurrences - a.occurrences || a.index - b.index)
    .map(({ wordId }) => wordId);
}

describe('coverageCurve', () => {
  it('counts the words to learn for each goal, from what the reader knows', () => {
    // 100 occurrences: 1000001 × 50, 1000002 × 30, 1000003 × 15, 1000004 × 5.
    const deck = deckOf([
      [1000003, 15],
      [1000001, 50],
      [1000004, 5],
      [1000002, 30],
    ]);
    const nobody = coverageCurve(deck, createKnownWordSet());
    expect(nobody.startCoverage).toBe(0);
    expect(nobody.unknownWords).toBe(4);
    expect(nobody.milestones).toEqual([
      { target: 80, words: 2 },
      { target: 90, words: 3 },
      { target: 95, words: 3 },
      { target: 98, words: 4 },
    ]);
    expect(nobody.points).toEqual([
      { words: 0, coverage: 0 },
      { words: 1, coverage: 50 },
      { words: 2, coverage: 80 },
      { words: 3, coverage: 95 },
      { words: 4, coverage: 100 },
    ]);

    // Who knows the most used word starts at 50 % and needs one word fewer for each goal.
    const reader = coverageCurve(deck, createKnownWordSet({ wordIds: [1000001] }));
    expect(reader.startCoverage).toBe(50);
    expect(reader.unknownWords).toBe(3);
    expect(reader.milestones.map(({ words }) => words)).toEqual([1, 2, 2, 3]);
  });

  it('says 0 for a goal already reached and handles an empty deck', () => {
    const deck = deckOf([
      [1000001, 9],
      [1000002, 1],
    ]);
    const curve = coverageCurve(deck, createKnownWordSet({ wordIds: [1000001] }), {
      targets: [90],
    });
    expect(curve.milestones).toEqual([{ target: 90, words: 0 }]);

    const empty = coverageCurve(deckOf([]), createKnownWordSet());
    expect(empty).toMatchObject({ startCoverage: 0, unknownWords: 0, points: [{ words: 0 }] });
  });

  it('refuses goals outside (0, 100] and too few points', () => {
    const deck = deckOf([[1000001, 1]]);
    expect(() => coverageCurve(deck, createKnownWordSet(), { targets: [0] })).toThrow(/target/);
    expect(() => coverageCurve(deck, createKnownWordSet(), { targets: [101] })).toThrow(/target/);
    expect(() => coverageCurve(deck, createKnownWordSet(), { maxPoints: 1 })).toThrow(/maxPoints/);
  });

  it('keeps at most maxPoints points, from 0 to every unknown word, rising', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [1000000 + i, 1 + (i % 97)] as const);
    const curve = coverageCurve(deckOf(rows), createKnownWordSet(), { maxPoints: 40 });
    expect(curve.points.length).toBeLessThanOrEqual(40);
    expect(curve.points[0]).toEqual({ words: 0, coverage: 0 });
    expect(curve.points.at(-1)).toEqual({ words: 5000, coverage: 100 });
    for (let i = 1; i < curve.points.length; i++) {
      expect(curve.points[i]!.words).toBeGreaterThan(curve.points[i - 1]!.words);
      expect(curve.points[i]!.coverage).toBeGreaterThanOrEqual(curve.points[i - 1]!.coverage);
    }
  });

  it('agrees with deckCoverage at each milestone, on random decks and readers', () => {
    const deckRows = fc.uniqueArray(
      fc.tuple(fc.integer({ min: 1000000, max: 1000400 }), fc.integer({ min: 1, max: 500 })),
      { minLength: 1, maxLength: 120, selector: ([wordId]) => wordId },
    );
    const scenario = deckRows.chain((rows) =>
      fc.record({
        rows: fc.constant(rows),
        known: fc.subarray(rows.map(([wordId]) => wordId)),
        targets: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), {
          minLength: 1,
          maxLength: 4,
        }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ rows, known, targets }) => {
        const deck = deckOf(rows);
        const knownIds = new Set(known);
        const goals = targets.map((basisPoints) => basisPoints / 100);
        const curve = coverageCurve(deck, createKnownWordSet({ wordIds: known }), {
          targets: goals,
        });
        const order = learningOrder(rows, knownIds);
        const coverageAfter = (n: number) =>
          deckCoverage(deck, createKnownWordSet({ wordIds: [...known, ...order.slice(0, n)] }))
            .coverage;
        for (const { target, words } of curve.milestones) {
          expect(coverageAfter(words)).toBeGreaterThanOrEqual(target);
          if (words > 0) expect(coverageAfter(words - 1)).toBeLessThan(target);
        }
        for (const point of curve.points) expect(point.coverage).toBe(coverageAfter(point.words));
      }),
      { numRuns: 200 },
    );
  });
});
