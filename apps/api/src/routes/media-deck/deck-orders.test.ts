import { formKey } from '@goi/db';
import { deckWordOrder } from '@goi/library';
import { describe, expect, it } from 'vitest';
import { FormRankTable } from '../vocabulary/form-rank-table';
import { deckPageIndexes, prepareDeckOrders } from './deck-orders';

/** A deck in first-appearance order: [wordId, occurrences] per word (reading 0). */
function deck(words: [number, number][]) {
  return {
    keys: Uint32Array.from(words.map(([wordId]) => formKey(wordId, 0))),
    occurrences: Uint32Array.from(words.map(([, occurrences]) => occurrences)),
    totalOccurrences: words.reduce((sum, [, occurrences]) => sum + occurrences, 0),
  };
}
const table = (ranks: [number, number][]) =>
  new FormRankTable(
    ranks.map(([wordId, frequencyRank]) => ({
      wordId,
      readingIndex: 0,
      frequencyRank,
      frequencyPercentage: 1,
      usedInMediaAmount: 1,
    })),
  );

describe('deck vocabulary orders', () => {
  // 1 (5×), 2 (3×), 3 (5×), 4 (1×, unranked), 5 (3×)
  const words = deck([
    [1, 5],
    [2, 3],
    [3, 5],
    [4, 1],
    [5, 3],
  ]);
  const ranks = table([
    [1, 40],
    [2, 7],
    [3, 40],
    [5, 1],
  ]);
  const page = (
    sortBy: 'chrono' | 'globalFreq' | 'deckFreq',
    sortOrder: 0 | 1,
    offset: number,
    count: number,
    with_ = ranks,
  ) => Array.from(deckPageIndexes(words, sortBy, sortOrder, with_, offset, count));

  it('pages first appearance in both directions without an order', () => {
    expect(page('chrono', 0, 0, 3)).toEqual([0, 1, 2]);
    expect(page('chrono', 0, 3, 3)).toEqual([3, 4]);
    expect(page('chrono', 1, 0, 2)).toEqual([4, 3]);
    expect(page('chrono', 1, 4, 2)).toEqual([0]);
    expect(page('chrono', 1, 5, 2)).toEqual([]);
    expect(page('chrono', 0, 99, 2)).toEqual([]);
  });

  it('pages the sorted orders as deckWordOrder sorts them', () => {
    const rankOf = (key: number) => ranks.rank(key);
    for (const sortBy of ['globalFreq', 'deckFreq'] as const)
      for (const sortOrder of [0, 1] as const) {
        const whole = [...deckWordOrder(words, sortBy, sortOrder, rankOf)];
        expect(page(sortBy, sortOrder, 0, 5)).toEqual(whole);
        expect(page(sortBy, sortOrder, 2, 2)).toEqual(whole.slice(2, 4));
        expect(page(sortBy, sortOrder, 4, 100)).toEqual(whole.slice(4));
      }
    // Most common first; the unranked word last.
    expect(page('globalFreq', 0, 0, 5)).toEqual([4, 1, 0, 2, 3]);
  });

  it('keeps each order, and sorts by rank again only with another rank table', () => {
    const fresh = deck([
      [1, 2],
      [2, 9],
      [5, 4],
    ]);
    prepareDeckOrders(fresh, ranks);
    const kept = (sortBy: 'globalFreq' | 'deckFreq', with_: FormRankTable) =>
      deckPageIndexes(fresh, sortBy, 0, with_, 0, 3) as Uint16Array;
    const byRank = kept('globalFreq', ranks);
    const byCount = kept('deckFreq', ranks);
    // The same sorted arrays, not sorted again.
    expect(kept('globalFreq', ranks).buffer).toBe(byRank.buffer);
    expect(kept('deckFreq', ranks).buffer).toBe(byCount.buffer);
    expect([...byRank]).toEqual([2, 1, 0]);
    // A recompute: word 1 is now the most common.
    const recomputed = table([
      [1, 1],
      [2, 2],
      [5, 3],
    ]);
    expect([...kept('globalFreq', recomputed)]).toEqual([0, 1, 2]);
    expect(kept('deckFreq', recomputed).buffer).toBe(byCount.buffer);
  });

  it("keeps the orders with the deck's words, whichever copy of them a page gets", () => {
    const loaded = deck([
      [1, 1],
      [2, 5],
    ]);
    prepareDeckOrders(loaded, ranks);
    // A copy of the deck's words object (same arrays) finds them too.
    const copy = { ...loaded };
    const sorted = deckPageIndexes(loaded, 'deckFreq', 1, ranks, 0, 2) as Uint16Array;
    expect((deckPageIndexes(copy, 'deckFreq', 1, ranks, 0, 2) as Uint16Array).buffer).toBe(
      sorted.buffer,
    );
    // A reloaded deck (new arrays) is sorted anew.
    const reloaded = { ...loaded, keys: Uint32Array.from(loaded.keys) };
    expect((deckPageIndexes(reloaded, 'deckFreq', 1, ranks, 0, 2) as Uint16Array).buffer).not.toBe(
      sorted.buffer,
    );
  });
});
