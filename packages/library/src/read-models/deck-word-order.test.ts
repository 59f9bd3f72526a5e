import { describe, expect, it } from 'vitest';
import { deckWordOrder } from './deck-word-order';

/** A deck in first-appearance order: [formKey, occurrences] per word. */
function deck(words: [number, number][]) {
  return {
    keys: Uint32Array.from(words.map(([key]) => key)),
    occurrences: Uint32Array.from(words.map(([, occurrences]) => occurrences)),
  };
}
const keysIn = (words: ReturnType<typeof deck>, order: Uint16Array | Uint32Array) =>
  [...order].map((i) => words.keys[i]);

describe('deckWordOrder', () => {
  // 猫 (first, 5×), 犬 (3×), 鳥 (5×), 魚 (1×, unranked), 馬 (3×)
  const words = deck([
    [100, 5],
    [200, 3],
    [300, 5],
    [400, 1],
    [500, 3],
  ]);
  const ranks = new Map([
    [100, 40],
    [200, 7],
    [300, 40],
    [500, 1],
  ]);
  const rankOf = (key: number) => ranks.get(key);

  it('chrono is first appearance, descending its reverse', () => {
    expect(keysIn(words, deckWordOrder(words, 'chrono', 0, rankOf))).toEqual([
      100, 200, 300, 400, 500,
    ]);
    expect(keysIn(words, deckWordOrder(words, 'chrono', 1, rankOf))).toEqual([
      500, 400, 300, 200, 100,
    ]);
  });

  it('deckFreq ascending is the most used first, ties in first-appearance order', () => {
    expect(keysIn(words, deckWordOrder(words, 'deckFreq', 0, rankOf))).toEqual([
      100, 300, 200, 500, 400,
    ]);
    expect(keysIn(words, deckWordOrder(words, 'deckFreq', 1, rankOf))).toEqual([
      400, 200, 500, 100, 300,
    ]);
  });

  it('globalFreq puts unranked forms last in both directions', () => {
    expect(keysIn(words, deckWordOrder(words, 'globalFreq', 0, rankOf))).toEqual([
      500, 200, 100, 300, 400,
    ]);
    expect(keysIn(words, deckWordOrder(words, 'globalFreq', 1, rankOf))).toEqual([
      100, 300, 200, 500, 400,
    ]);
  });

  it('an empty deck has an empty order', () => {
    expect(deckWordOrder(deck([]), 'globalFreq', 0, rankOf)).toHaveLength(0);
  });

  it('agrees with a comparator sort on a random deck with many ties', () => {
    let state = 12345;
    const next = (bound: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % bound;
    };
    const random = deck(Array.from({ length: 3000 }, (_, i) => [i * 256 + next(3), 1 + next(20)]));
    const randomRanks = new Map<number, number>();
    for (const key of random.keys) if (next(4) > 0) randomRanks.set(key, 1 + next(500));
    const rankOfRandom = (key: number) => randomRanks.get(key);
    const indexes = [...random.keys.keys()];
    const unranked = Number.POSITIVE_INFINITY;
    const expected = {
      deckFreq0: indexes.sort((a, b) => random.occurrences[b]! - random.occurrences[a]! || a - b),
      deckFreq1: [...indexes].sort(
        (a, b) => random.occurrences[a]! - random.occurrences[b]! || a - b,
      ),
      globalFreq0: [...indexes].sort((a, b) => {
        const ra = rankOfRandom(random.keys[a]!) ?? unranked;
        const rb = rankOfRandom(random.keys[b]!) ?? unranked;
        return ra === rb ? a - b : ra < rb ? -1 : 1;
      }),
      globalFreq1: [...indexes].sort((a, b) => {
        const ra = rankOfRandom(random.keys[a]!);
        const rb = rankOfRandom(random.keys[b]!);
        if (ra === undefined || rb === undefined)
          return ra === rb ? a - b : ra === undefined ? 1 : -1;
        return rb - ra || a - b;
      }),
    };
    for (const sortBy of ['deckFreq', 'globalFreq'] as const)
      for (const sortOrder of [0, 1] as const)
        expect([...deckWordOrder(random, sortBy, sortOrder, rankOfRandom)]).toEqual(
          expected[`${sortBy}${sortOrder}`],
        );
  });
});
