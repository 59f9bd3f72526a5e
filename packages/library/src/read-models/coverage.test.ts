import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { createKnownWordSet } from '../coverage/known-word-set';
import { addDeck, resetLibrary } from '../../test/support/library-fixture';
import { createReadModels } from './read-models';

describeEachDialect('read models: coverage of decks', (database) => {
  const decks = { volume1: 0, volume2: 0, series: 0, other: 0, empty: 0 };
  const readModels = () => createReadModels({ db: database().db });

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
    const result = await readModels().coverage({ known }, [
      decks.series,
      decks.volume2,
      decks.other,
    ]);
    expect(result.get(decks.series)).toEqual({
      coverage: 60,
      uniqueCoverage: 50,
      youngCoverage: 60,
      youngUniqueCoverage: 50,
      youngOccurrences: 0,
      youngUniqueWords: 0,
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
    const result = await readModels().coverage({ known }, [decks.series, decks.volume1]);
    expect(result.get(decks.series)).toMatchObject({
      coverage: 100,
      uniqueCoverage: 100,
      knownUniqueWords: 4,
    });
    expect(result.get(decks.volume1)).toMatchObject({ coverage: 100, uniqueCoverage: 100 });
  });

  it('gives 0 for empty decks and leaves out ids that are not decks', async () => {
    const known = createKnownWordSet({ wordIds: [10] });
    const result = await readModels().coverage({ known }, [decks.empty, 987654]);
    expect([...result.keys()]).toEqual([decks.empty]);
    expect(result.get(decks.empty)).toMatchObject({ coverage: 0, uniqueCoverage: 0 });
    expect((await readModels().coverage({ known }, [])).size).toBe(0);
  });

  it('keeps nothing with a bound of 0 bytes, and gives the same figures', async () => {
    const known = createKnownWordSet({ wordIds: [10] });
    const off = createReadModels({ db: database().db, maxBytes: 0 });
    const words = await off.deckWords([decks.other]);
    expect((await off.deckWords([decks.other])).get(decks.other)).not.toBe(words.get(decks.other));
    expect(off.cache.stats.entries).toBe(0);
    expect(await off.coverage({ known }, [decks.series])).toEqual(
      await readModels().coverage({ known }, [decks.series]),
    );
  });
});
