import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { addDeck, resetLibrary } from '../frequency/library-fixture';
import { createCoverageService } from './coverage-service';
import { createKnownWordSet } from './known-word-set';

describeEachDialect('coverage for decks', (database) => {
  const service = createCoverageService();
  const decks = { volume1: 0, volume2: 0, series: 0, other: 0, empty: 0 };

  beforeAll(async () => {
    const { db } = database();
    await resetLibrary(db);
    // A series of two volumes; the parent stores the union of its children's words.
    decks.series = await addDeck(db, {
      words: [
        [10, 0, 8],
        [10, 1, 2],
        [20, 0, 6],
        [30, 0, 4],
      ],
    });
    decks.volume1 = await addDeck(db, {
      parentDeckId: decks.series,
      words: [
        [10, 0, 5],
        [20, 0, 5],
      ],
    });
    decks.volume2 = await addDeck(db, {
      parentDeckId: decks.series,
      words: [
        [10, 0, 3],
        [10, 1, 2],
        [20, 0, 1],
        [30, 0, 4],
      ],
    });
    decks.other = await addDeck(db, { words: [[40, 0, 10]] });
    decks.empty = await addDeck(db, { words: [] });
  });

  it('measures coverage by occurrences and by distinct forms', async () => {
    const known = createKnownWordSet({
      pairs: [
        [10, 0],
        [30, 0],
      ],
    });
    const result = await service.coverageForDecks(
      database().db,
      [decks.series, decks.volume2, decks.other],
      known,
    );
    expect([...result.keys()]).toEqual([decks.series, decks.volume2, decks.other]);
    expect(result.get(decks.series)).toEqual({
      coverage: 60,
      uniqueCoverage: 50,
      knownOccurrences: 12,
      knownUniqueWords: 2,
      totalOccurrences: 20,
      totalUniqueWords: 4,
    });
    expect(result.get(decks.volume2)).toMatchObject({ coverage: 70, uniqueCoverage: 50 });
    expect(result.get(decks.other)).toMatchObject({ coverage: 0, uniqueCoverage: 0 });
  });

  it('counts every reading of a word known by id, and never goes above 100 % for a parent', async () => {
    const known = createKnownWordSet({ wordIds: [10, 20, 30] });
    const result = await service.coverageForDecks(
      database().db,
      [decks.series, decks.volume1],
      known,
    );
    expect(result.get(decks.series)).toMatchObject({
      coverage: 100,
      uniqueCoverage: 100,
      knownUniqueWords: 4,
    });
    expect(result.get(decks.volume1)).toMatchObject({ coverage: 100, uniqueCoverage: 100 });
  });

  it('gives 0 for empty decks and leaves out ids that are not decks', async () => {
    const known = createKnownWordSet({ wordIds: [10] });
    const result = await service.coverageForDecks(database().db, [decks.empty, 987654], known);
    expect([...result.keys()]).toEqual([decks.empty]);
    expect(result.get(decks.empty)).toMatchObject({ coverage: 0, uniqueCoverage: 0 });
    expect((await service.coverageForDecks(database().db, [], known)).size).toBe(0);
  });

  it('hands out the same words object on the first load and after it', async () => {
    const { db } = database();
    const fresh = createCoverageService();
    const first = (await fresh.deckWords(db, [decks.other])).get(decks.other);
    const again = (await fresh.deckWords(db, [decks.other])).get(decks.other);
    expect(first).toBeDefined();
    expect(again).toBe(first);
  });

  it('reads a deck’s words once, and again after the deck changes', async () => {
    const { db } = database();
    const cache = service.cacheFor(db);
    const known = createKnownWordSet({ pairs: [[40, 0]] });
    const loadsBefore = cache.loads;
    expect(
      (await service.coverageForDecks(db, [decks.other], known)).get(decks.other),
    ).toMatchObject({ coverage: 100 });
    expect(cache.loads).toBe(loadsBefore);

    // Ingest replaces the deck's words and moves last_update.
    await db.deleteFrom('deckWords').where('deckId', '=', decks.other).execute();
    await db
      .insertInto('deckWords')
      .values([
        { deckId: decks.other, wordId: 40, readingIndex: 0, occurrences: 10, firstPosition: 0 },
        { deckId: decks.other, wordId: 50, readingIndex: 0, occurrences: 30, firstPosition: 1 },
      ])
      .execute();
    await db
      .updateTable('decks')
      .set({ lastUpdate: '2026-02-01T00:00:00.000Z', wordCount: 40, uniqueWordCount: 2 })
      .where('deckId', '=', decks.other)
      .execute();
    const after = await service.coverageForDecks(db, [decks.other], known);
    expect(after.get(decks.other)).toMatchObject({
      coverage: 25,
      uniqueCoverage: 50,
      totalOccurrences: 40,
    });
    expect(cache.loads).toBe(loadsBefore + 1);
  });

  it('sorts deck ids by coverage, keeping the given order for ties', async () => {
    const known = createKnownWordSet({
      pairs: [
        [10, 0],
        [20, 0],
      ],
    });
    const ids = [decks.other, decks.empty, decks.volume1, decks.series, 424242];
    // volume1: 100 %; series: 70 %; other and empty: 0 %.
    expect(await service.sortDeckIdsByCoverage(database().db, ids, known)).toEqual([
      decks.volume1,
      decks.series,
      decks.other,
      decks.empty,
    ]);
    expect(
      await service.sortDeckIdsByCoverage(database().db, ids, known, {
        metric: 'uniqueCoverage',
        direction: 'ascending',
      }),
    ).toEqual([decks.other, decks.empty, decks.series, decks.volume1]);
  });

  it('drops least recently used decks beyond its budget', async () => {
    const small = createCoverageService({ maxWords: 4 });
    const { db } = database();
    const known = createKnownWordSet();
    await small.coverageForDecks(db, [decks.series], known);
    await small.coverageForDecks(db, [decks.volume1], known);
    // series (4 words) was dropped to make room for volume1 (2 words).
    expect(small.cacheFor(db).size).toEqual({ decks: 1, words: 2 });
    // A request larger than the budget is still answered in full.
    const both = await small.coverageForDecks(db, [decks.series, decks.volume2], known);
    expect(both.size).toBe(2);
  });
});
