import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrations } from '../migrations';
import { migrateToLatest } from '../migrate';
import { describeEachDialect } from '../../testing';
import { insertUser } from './accounts';
import { countKnownWords, listKnownWordPairs } from './accounts-known-words';
import {
  countWordStates,
  deleteWordStates,
  findWordStates,
  findWordStatesOfWords,
  upsertWordStates,
} from './word-states';

const now = '2026-11-24T20:00:00.000Z';
const later = '2026-11-24T21:00:00.000Z';

function user(userId: string) {
  return {
    userId,
    username: userId,
    usernameKey: userId,
    email: `${userId}@example.com`,
    emailKey: `${userId}@example.com`,
    emailConfirmed: 1,
    passwordHash: null,
    securityStamp: 'stamp',
    failedLoginCount: 0,
    lockoutEnd: null,
    createdAt: now,
    updatedAt: now,
    tosAcceptedAt: now,
    lastPasswordResetRequestedAt: null,
  };
}

describeEachDialect('word states repository', (database) => {
  it('sets, changes, finds and counts states per (word, reading); Unknown removes the row', async () => {
    const { db } = database();
    await insertUser(db, user('s1'), []);
    await insertUser(db, user('s2'), []);
    // 私 (1311110): わたし Young, わたくし Mature — two readings of one entry, two states.
    const changed = await upsertWordStates(
      db,
      's1',
      [
        { wordId: 1311110, readingIndex: 1, state: 1 },
        { wordId: 1311110, readingIndex: 2, state: 2 },
        { wordId: 1000000, readingIndex: 0, state: 3 },
      ],
      now,
    );
    expect(changed).toBe(3);
    await upsertWordStates(db, 's2', [{ wordId: 1311110, readingIndex: 1, state: 2 }], now);
    expect(await findWordStates(db, 's1')).toEqual([
      { wordId: 1000000, readingIndex: 0, state: 3 },
      { wordId: 1311110, readingIndex: 1, state: 1 },
      { wordId: 1311110, readingIndex: 2, state: 2 },
    ]);
    expect(await countWordStates(db, 's1')).toEqual({ young: 1, mature: 1, suspended: 1 });

    // Same state again: no change, updatedAt kept; Young → Mature: one change.
    expect(
      await upsertWordStates(
        db,
        's1',
        [
          { wordId: 1311110, readingIndex: 2, state: 2 },
          { wordId: 1311110, readingIndex: 1, state: 2 },
        ],
        later,
      ),
    ).toBe(1);
    const stamps = await db
      .selectFrom('userWordStates')
      .select(['readingIndex', 'updatedAt'])
      .where('userId', '=', 's1')
      .where('wordId', '=', 1311110)
      .orderBy('readingIndex')
      .execute();
    expect(stamps).toEqual([
      { readingIndex: 1, updatedAt: later },
      { readingIndex: 2, updatedAt: now },
    ]);

    // Unknown deletes; unknown-to-unknown changes nothing.
    expect(
      await upsertWordStates(
        db,
        's1',
        [
          { wordId: 1000000, readingIndex: 0, state: 0 },
          { wordId: 42, readingIndex: 0, state: 0 },
        ],
        later,
      ),
    ).toBe(1);
    expect(await findWordStates(db, 's1', { states: [2] })).toHaveLength(2);
    expect(await findWordStates(db, 's1', { states: [3] })).toEqual([]);
    expect(await findWordStatesOfWords(db, 's2', [1311110, 5])).toEqual([
      { wordId: 1311110, readingIndex: 1, state: 2 },
    ]);
    // Known words are the Mature forms.
    expect(await countKnownWords(db, 's1')).toEqual({ words: 1, forms: 2 });
    expect(await deleteWordStates(db, 's1', [{ wordId: 1311110, readingIndex: 1 }])).toBe(1);
    expect(await listKnownWordPairs(db, 's1')).toEqual([{ wordId: 1311110, readingIndex: 2 }]);
  });

  it('keeps the last state of a pair given twice, and refuses a state outside the enum', async () => {
    const { db } = database();
    await insertUser(db, user('s3'), []);
    await upsertWordStates(
      db,
      's3',
      [
        { wordId: 7, readingIndex: 0, state: 1 },
        { wordId: 7, readingIndex: 0, state: 3 },
      ],
      now,
    );
    expect(await findWordStates(db, 's3')).toEqual([{ wordId: 7, readingIndex: 0, state: 3 }]);
    await expect(
      upsertWordStates(db, 's3', [{ wordId: 7, readingIndex: 0, state: 4 }], now),
    ).rejects.toThrow(/not a WordKnowledgeState/);
    // The table refuses it too, whoever writes.
    await expect(
      db
        .insertInto('userWordStates')
        .values({ userId: 's3', wordId: 8, readingIndex: 0, state: 0, updatedAt: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('writes thousands of states in chunks inside one transaction', async () => {
    const { db } = database();
    await insertUser(db, user('s4'), []);
    const many = Array.from({ length: 2500 }, (_, i) => ({
      wordId: 2_000_000 + i,
      readingIndex: i % 3,
      state: 1 + (i % 3),
    }));
    const written = await db.transaction().execute((trx) => upsertWordStates(trx, 's4', many, now));
    expect(written).toBe(2500);
    expect(await countWordStates(db, 's4')).toEqual({ young: 834, mature: 833, suspended: 833 });
  });
});

describeEachDialect('migration 009: known words become Mature states', (database) => {
  it('moves every known form of every user to Mature, no more, no less', async () => {
    const { db } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const down = await migrator.migrateTo('2026-11-24-008-login-failures');
    expect(down.error).toBeUndefined();
    await insertUser(db, user('m1'), []);
    await insertUser(db, user('m2'), []);
    const known = [
      ['m1', 1358280, 0],
      ['m1', 1358280, 1],
      ['m1', 1311110, 2],
      ['m2', 1358280, 1],
    ] as const;
    for (const [userId, wordId, readingIndex] of known)
      await sql`insert into user_known_words (user_id, word_id, reading_index, learned_at)
        values (${userId}, ${wordId}, ${readingIndex}, ${now})`.execute(db);
    const before = await sql<{ n: number }>`select count(*) as n from user_known_words`.execute(db);
    expect(Number(before.rows[0]!.n)).toBe(4);

    await migrateToLatest(db);

    const mature = [
      ...(await findWordStates(db, 'm1', { states: [2] })),
      ...(await findWordStates(db, 'm2', { states: [2] })),
    ];
    expect(mature.length).toBe(4);
    expect(await findWordStates(db, 'm1')).toEqual([
      { wordId: 1311110, readingIndex: 2, state: 2 },
      { wordId: 1358280, readingIndex: 0, state: 2 },
      { wordId: 1358280, readingIndex: 1, state: 2 },
    ]);
    const stamp = await db
      .selectFrom('userWordStates')
      .select('updatedAt')
      .where('userId', '=', 'm2')
      .executeTakeFirstOrThrow();
    expect(stamp.updatedAt).toBe(now);
  });
});
