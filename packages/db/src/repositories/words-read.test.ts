import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/dialects';
import { testDeckRow } from '../testing/rows';
import { listDeckWords } from './words-read';

describeEachDialect('listDeckWords', (database) => {
  let deckId = 0;
  beforeAll(async () => {
    const { db } = database();
    const inserted = await db
      .insertInto('decks')
      .values(testDeckRow({ originalTitle: '吾輩は猫である' }))
      .returning('deckId')
      .executeTakeFirstOrThrow();
    deckId = inserted.deckId;
    // [wordId, readingIndex, occurrences, firstPosition]: 猫 (two readings), 吾輩, である, 名前.
    const words = [
      [1467640, 0, 9, 0],
      [1467640, 1, 2, 5],
      [1580240, 0, 4, 1],
      [2089020, 0, 9, 2],
      [1586360, 0, 1, 3],
      [1000000, 0, 4, 4],
    ] as const;
    await db
      .insertInto('deckWords')
      .values(
        words.map(([wordId, readingIndex, occurrences, firstPosition]) => ({
          deckId,
          wordId,
          readingIndex,
          occurrences,
          firstPosition,
        })),
      )
      .execute();
    // Ranks of four forms; ネコ (1467640/1) and 1000000 are unranked. である ties with 猫.
    const ranks = [
      [2089020, 0, 3],
      [1467640, 0, 3],
      [1586360, 0, 1],
      [1580240, 0, 900],
    ] as const;
    await db
      .insertInto('formFrequencies')
      .values(
        ranks.map(([wordId, readingIndex, frequencyRank]) => ({
          wordId,
          readingIndex,
          frequencyRank,
          occurrences: 1,
          usedInMediaAmount: 1,
          frequencyPercentage: 0,
        })),
      )
      .execute();
  });

  const positions = async (
    sortBy: 'chrono' | 'globalFreq' | 'deckFreq',
    sortOrder: 0 | 1,
    offset = 0,
    limit = 10,
  ) => {
    const page = await listDeckWords(database().db, deckId, { sortBy, sortOrder, offset, limit });
    expect(page.total).toBe(6);
    return page.words.map((word) => word.firstPosition);
  };

  it('orders by global rank with unranked forms last in both directions, ties by first use', async () => {
    expect(await positions('globalFreq', 0)).toEqual([3, 0, 2, 1, 4, 5]);
    expect(await positions('globalFreq', 1)).toEqual([1, 0, 2, 3, 4, 5]);
    expect(await positions('globalFreq', 0, 2, 2)).toEqual([2, 1]);
  });

  it('orders by occurrences (most used first when ascending) and by first use', async () => {
    expect(await positions('deckFreq', 0)).toEqual([0, 2, 1, 4, 5, 3]);
    expect(await positions('deckFreq', 1)).toEqual([3, 5, 1, 4, 0, 2]);
    expect(await positions('chrono', 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await positions('chrono', 1, 4)).toEqual([1, 0]);
  });

  it('returns the words with their counts, and nothing for an unknown deck', async () => {
    const page = await listDeckWords(database().db, deckId, {
      sortBy: 'chrono',
      sortOrder: 0,
      offset: 1,
      limit: 1,
    });
    expect(page.words).toEqual([
      { wordId: 1580240, readingIndex: 0, occurrences: 4, firstPosition: 1 },
    ]);
    expect(
      await listDeckWords(database().db, deckId + 99, {
        sortBy: 'globalFreq',
        sortOrder: 0,
        offset: 0,
        limit: 10,
      }),
    ).toEqual({ total: 0, words: [] });
  });
});
