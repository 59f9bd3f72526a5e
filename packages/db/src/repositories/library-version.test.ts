import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../connection';
import { DICTIONARY_DIGEST_KEY } from '../dictionary/import-dictionary';
import { describeEachDialect } from '../../testing/dialects';
import { replaceFrequencies } from './frequencies';
import {
  bumpLibraryVersion,
  dictionaryDigestOfVersion,
  ranksVersionOf,
  readContentVersion,
} from './library-version';

describeEachDialect('library version', (database) => {
  it('moves on each bump, and with the dictionary digest', async () => {
    const { db } = database();
    const first = await readContentVersion(db);
    await bumpLibraryVersion(db);
    const second = await readContentVersion(db);
    await bumpLibraryVersion(db);
    const third = await readContentVersion(db);
    expect(new Set([first, second, third]).size).toBe(3);
    await db
      .insertInto('appMeta')
      .values({ key: DICTIONARY_DIGEST_KEY, value: `digest-${Date.now()}` })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: 'another digest' }))
      .execute();
    expect(await readContentVersion(db)).not.toBe(third);
  });

  it('moves when the frequency ranks are replaced, and not when that transaction fails', async () => {
    const { db } = database();
    const before = await readContentVersion(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await replaceFrequencies(trx, [], []);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readContentVersion(db)).toBe(before);
    await db.transaction().execute((trx) => replaceFrequencies(trx, [], []));
    expect(await readContentVersion(db)).not.toBe(before);
  });

  it('moves the ranks part with a recompute or a new dictionary, not with a deck write', async () => {
    const { db } = database();
    const start = await readContentVersion(db);
    await bumpLibraryVersion(db);
    const afterDeckWrite = await readContentVersion(db);
    expect(afterDeckWrite).not.toBe(start);
    expect(ranksVersionOf(afterDeckWrite)).toBe(ranksVersionOf(start));
    await db.transaction().execute((trx) => replaceFrequencies(trx, [], []));
    const afterRecompute = await readContentVersion(db);
    expect(ranksVersionOf(afterRecompute)).not.toBe(ranksVersionOf(afterDeckWrite));
    expect(dictionaryDigestOfVersion(afterRecompute)).toBe(dictionaryDigestOfVersion(start));
  });
});

describe('content version parts', () => {
  it('reads the ranks part and the digest out of library|ranks|digest', () => {
    expect(ranksVersionOf('12|3|sha-a|b')).toBe('3|sha-a|b');
    expect(dictionaryDigestOfVersion('12|3|sha-a|b')).toBe('sha-a|b');
    expect(dictionaryDigestOfVersion('12|3|')).toBe('');
  });
});

describe('withStatementCache', () => {
  it('prepares a statement once per SQL text, and a fresh one while it is being iterated', () => {
    const sqlite = new SQLite(':memory:');
    const database = withStatementCache(sqlite);
    try {
      sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
      const text = 'select n from t order by n';
      const statement = database.prepare(text);
      expect(database.prepare(text)).toBe(statement);
      const rows = statement.iterate([]);
      rows.next();
      const other = database.prepare(text);
      expect(other).not.toBe(statement);
      expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      rows.return?.();
    } finally {
      database.close();
    }
  });
});
