/**
 * The signed-in reader of bench/api.ts: a real account in the bench library that knows the
 * 20,000 most common forms, and an access token for it signed with the server's key. So the
 * "signed in" scenario goes the way a reader's request goes (the bearer token checked, the user
 * and their roles read, the known words from the accounts module's per-user cache), not around
 * it. Made once per library (other known forms write them again).
 */
import { randomUUID } from 'node:crypto';
import {
  addKnownWords,
  bumpKnownWordsVersion,
  clearKnownWords,
  findUserById,
  insertUser,
  listKnownWordPairs,
  ROLE_USER,
  type Db,
} from '@goi/db';
import { createJwtService } from '@goi/library';

const READER_ID = '5eade400-0000-4000-8000-000000000001';

export interface JwtKey {
  secret: string;
  issuer: string;
  audience: string;
}

export async function benchReaderToken(
  db: Db,
  knownForms: readonly (readonly [number, number])[],
  key: JwtKey,
): Promise<string> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, READER_ID)))
      await insertUser(
        trx,
        {
          userId: READER_ID,
          username: 'bench-reader',
          usernameKey: 'bench-reader',
          email: 'reader@bench.invalid',
          emailKey: 'reader@bench.invalid',
          emailConfirmed: 1,
          passwordHash: null,
          securityStamp: randomUUID(),
          failedLoginCount: 0,
          lockoutEnd: null,
          createdAt: now,
          updatedAt: now,
          tosAcceptedAt: now,
          lastPasswordResetRequestedAt: null,
        },
        [ROLE_USER],
      );
    const kept = await listKnownWordPairs(trx, READER_ID);
    const wanted = new Set(knownForms.map(([wordId, readingIndex]) => `${wordId}/${readingIndex}`));
    if (
      kept.length === wanted.size &&
      kept.every((pair) => wanted.has(`${pair.wordId}/${pair.readingIndex}`))
    )
      return;
    await clearKnownWords(trx, READER_ID);
    const pairs = knownForms.map(([wordId, readingIndex]) => ({ wordId, readingIndex }));
    await addKnownWords(trx, READER_ID, pairs, now);
    await bumpKnownWordsVersion(trx, READER_ID);
  });
  const user = await findUserById(db, READER_ID);
  return createJwtService({ ...key, accessTokenSeconds: 24 * 3600 }).signAccessToken(
    { userId: READER_ID, roles: [ROLE_USER], stamp: user!.securityStamp },
    new Date(),
  );
}
