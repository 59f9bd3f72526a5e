import { expect, it } from 'vitest';
import { describeEachDialect, testFormRow } from '../../testing';
import {
  addKnownWords,
  clearKnownWords,
  countKnownWords,
  listEntryForms,
  listKnownWordIds,
  listKnownWordPairs,
  listWordIdsByFrequencyRank,
  removeKnownWords,
} from './accounts-known-words';
import {
  findRefreshToken,
  findUserById,
  findUserByLogin,
  findUserWithRoles,
  getUserRoles,
  insertRefreshToken,
  insertUser,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
  setUserRole,
} from './accounts';

const now = '2026-11-21T10:00:00.000Z';

function user(userId: string, username: string, email: string) {
  return {
    userId,
    username,
    usernameKey: username.toLowerCase(),
    email,
    emailKey: email.toLowerCase(),
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

describeEachDialect('accounts repository', (database) => {
  it('finds a user by username or e-mail whatever the case, and refuses duplicates', async () => {
    const { db } = database();
    await insertUser(db, user('u1', 'Taro', 'Taro@Example.com'), ['User']);
    expect((await findUserByLogin(db, 'taro'))?.userId).toBe('u1');
    expect((await findUserByLogin(db, ' TARO@example.COM '))?.userId).toBe('u1');
    expect(await findUserByLogin(db, 'jiro')).toBeUndefined();
    await expect(insertUser(db, user('u2', 'TARO', 'other@example.com'), [])).rejects.toThrow();
    await expect(insertUser(db, user('u3', 'other', 'taro@example.com'), [])).rejects.toThrow();
  });

  it('reads a user with their roles in one query, and a user without roles', async () => {
    const { db } = database();
    await insertUser(db, user('w1', 'withRoles', 'with@example.com'), ['User', 'Administrator']);
    await insertUser(db, user('w2', 'noRoles', 'none@example.com'), []);
    const found = await findUserWithRoles(db, 'w1');
    expect(found).toEqual({
      user: await findUserById(db, 'w1'),
      roles: ['Administrator', 'User'],
    });
    expect(found?.roles).toEqual(await getUserRoles(db, 'w1'));
    expect(await findUserWithRoles(db, 'w2')).toEqual({
      user: await findUserById(db, 'w2'),
      roles: [],
    });
    expect(await findUserWithRoles(db, 'nobody')).toBeUndefined();
  });

  it('grants and takes away roles idempotently', async () => {
    const { db } = database();
    await insertUser(db, user('r1', 'roles', 'roles@example.com'), ['User']);
    await setUserRole(db, 'r1', 'Administrator', true);
    await setUserRole(db, 'r1', 'Administrator', true);
    expect(await getUserRoles(db, 'r1')).toEqual(['Administrator', 'User']);
    await setUserRole(db, 'r1', 'Administrator', false);
    expect(await getUserRoles(db, 'r1')).toEqual(['User']);
  });

  it('keeps the first use of a refresh token and revokes by family or by user', async () => {
    const { db } = database();
    await insertUser(db, user('t1', 'tokens', 'tokens@example.com'), ['User']);
    const token = (tokenHash: string, familyId: string) => ({
      tokenHash,
      familyId,
      userId: 't1',
      createdAt: now,
      expiresAt: '2026-12-21T10:00:00.000Z',
    });
    await insertRefreshToken(db, token('h1', 'f1'));
    await insertRefreshToken(db, token('h2', 'f1'));
    await insertRefreshToken(db, token('h3', 'f2'));
    await markRefreshTokenUsed(db, 'h1', now);
    await markRefreshTokenUsed(db, 'h1', '2026-11-21T11:00:00.000Z');
    expect((await findRefreshToken(db, 'h1'))?.usedAt).toBe(now);
    await revokeRefreshTokenFamily(db, 'f1', now);
    expect((await findRefreshToken(db, 'h2'))?.revokedAt).toBe(now);
    expect((await findRefreshToken(db, 'h3'))?.revokedAt).toBeNull();
    expect(await revokeUserRefreshTokens(db, 't1', now)).toBe(1);
  });

  it('adds, counts, lists, removes and clears known words', async () => {
    const { db } = database();
    await insertUser(db, user('k1', 'known', 'known@example.com'), ['User']);
    await insertUser(db, user('k2', 'other', 'other@example.com'), ['User']);
    const pairs = [
      { wordId: 1358280, readingIndex: 0 },
      { wordId: 1358280, readingIndex: 1 },
      { wordId: 1000000, readingIndex: 0 },
    ];
    expect(await addKnownWords(db, 'k1', pairs, now)).toBe(3);
    expect(await addKnownWords(db, 'k1', pairs.slice(0, 1), now)).toBe(0);
    expect(await addKnownWords(db, 'k2', pairs.slice(2), now)).toBe(1);
    expect(await countKnownWords(db, 'k1')).toEqual({ words: 2, forms: 3 });
    expect(await listKnownWordIds(db, 'k1')).toEqual([1000000, 1358280]);
    expect(await removeKnownWords(db, 'k1', [pairs[1]!, { wordId: 5, readingIndex: 0 }])).toBe(1);
    expect(await listKnownWordPairs(db, 'k1')).toEqual([pairs[2], pairs[0]]);
    expect(await clearKnownWords(db, 'k1')).toBe(2);
    expect(await countKnownWords(db, 'k1')).toEqual({ words: 0, forms: 0 });
    expect(await countKnownWords(db, 'k2')).toEqual({ words: 1, forms: 1 });
  });

  it('adds thousands of known words in chunks', async () => {
    const { db } = database();
    await insertUser(db, user('b1', 'bulk', 'bulk@example.com'), ['User']);
    const many = Array.from({ length: 2500 }, (_, index) => ({
      wordId: index + 1,
      readingIndex: 0,
    }));
    expect(await addKnownWords(db, 'b1', many, now)).toBe(2500);
    expect(await removeKnownWords(db, 'b1', many.slice(0, 1500))).toBe(1500);
    expect(await countKnownWords(db, 'b1')).toEqual({ words: 1000, forms: 1000 });
  });

  it('lists entry forms and entries by frequency rank', async () => {
    const { db } = database();
    const form = (wordId: number, readingIndex: number, formType: number) =>
      testFormRow({ wordId, readingIndex, text: `${wordId}-${readingIndex}`, formType });
    await db
      .insertInto('dictForms')
      .values([form(10, 0, 0), form(10, 1, 1), form(20, 0, 1)])
      .execute();
    expect(await listEntryForms(db, [20, 10, 99])).toEqual([
      { wordId: 10, readingIndex: 0, formType: 0, appliesTo: null },
      { wordId: 10, readingIndex: 1, formType: 1, appliesTo: null },
      { wordId: 20, readingIndex: 0, formType: 1, appliesTo: null },
    ]);
    const frequency = (wordId: number, frequencyRank: number) => ({
      wordId,
      frequencyRank,
      occurrences: 1,
      usedInMediaAmount: 1,
      observedFrequency: 1,
    });
    await db
      .insertInto('wordFrequencies')
      .values([frequency(10, 1), frequency(20, 2), frequency(30, 3)])
      .execute();
    expect(await listWordIdsByFrequencyRank(db, 2, 3)).toEqual([20, 30]);
  });
});
