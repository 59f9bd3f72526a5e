import { DICTIONARY_DIGEST_KEY, getWordDetails } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { GA, HON, NEKO, insertFixtureLibrary } from '../media-deck/testing/read-api-fixture';
import { WordDetailsCache } from './word-details-cache';

describeEachDialect('WordDetailsCache', (database) => {
  beforeAll(async () => {
    const { db } = database();
    await insertFixtureLibrary(db);
    await db.insertInto('appMeta').values({ key: DICTIONARY_DIGEST_KEY, value: 'first' }).execute();
  });

  const glossesOf = (details: { senses: { glosses: string[] }[] }[]) =>
    details.map((entry) => entry.senses[0]!.glosses[0]);

  it('answers as getWordDetails (order, duplicates, unknown ids) and reads each entry once', async () => {
    const { db } = database();
    const cache = new WordDetailsCache();
    const ids = [HON, NEKO, 999_999, HON, GA];
    const first = await cache.get(db, ids);
    expect(first).toEqual(await getWordDetails(db, ids));
    expect(first.map((entry) => entry.wordId)).toEqual([HON, NEKO, GA]);
    expect(cache.loads).toBe(3);
    expect(await cache.get(db, [GA, NEKO])).toEqual(await getWordDetails(db, [GA, NEKO]));
    expect(cache.loads).toBe(3);
  });

  it('reads the dictionary again once its digest changes (a new import)', async () => {
    const { db } = database();
    const cache = new WordDetailsCache();
    const before = glossesOf(await cache.get(db, [NEKO]));
    expect(before).toEqual(['cat']);
    await db
      .updateTable('dictSenses')
      .set({ glosses: JSON.stringify(['feline']) })
      .where('wordId', '=', NEKO)
      .where('senseIndex', '=', 0)
      .execute();
    // Same digest: the entry in memory is still the one served.
    expect(glossesOf(await cache.get(db, [NEKO]))).toEqual(['cat']);
    await db
      .updateTable('appMeta')
      .set({ value: 'second' })
      .where('key', '=', DICTIONARY_DIGEST_KEY)
      .execute();
    expect(glossesOf(await cache.get(db, [NEKO]))).toEqual(['feline']);
    expect(cache.loads).toBe(2);
  });

  it('keeps at most its budget, dropping the least recently used entries', async () => {
    const { db } = database();
    const cache = new WordDetailsCache(2);
    await cache.get(db, [NEKO, HON]);
    await cache.get(db, [NEKO]);
    await cache.get(db, [GA]); // drops HON, the least recently used
    expect(cache.loads).toBe(3);
    await cache.get(db, [NEKO, GA]);
    expect(cache.loads).toBe(3);
    await cache.get(db, [HON]);
    expect(cache.loads).toBe(4);
  });
});
