import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing';
import { fromJsonArray, toJson } from './json';

describeEachDialect('migrations and JSON columns', (database) => {
  it('create the dictionary tables and round-trip a row', async () => {
    const { db } = database();
    await db
      .insertInto('dictEntries')
      .values({
        wordId: 1358280,
        priorityScore: 35,
        priorityTags: toJson(['ichi1']),
        partsOfSpeech: toJson(['v1', 'vt']),
      })
      .execute();
    const row = await db
      .selectFrom('dictEntries')
      .selectAll()
      .where('wordId', '=', 1358280)
      .executeTakeFirstOrThrow();
    expect(row.priorityScore).toBe(35);
    expect(fromJsonArray<string>(row.partsOfSpeech)).toEqual(['v1', 'vt']);
  });

  it('rejects a duplicate primary key', async () => {
    const { db } = database();
    const row = { wordId: 1, readingIndex: 0, lookupKey: 'たべる' };
    await db.insertInto('dictLookups').values(row).execute();
    await expect(db.insertInto('dictLookups').values(row).execute()).rejects.toThrow();
  });
});
