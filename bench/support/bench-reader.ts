/**
 * The signed-in reader of bench/api.ts: a real account in the bench library that knows the
 * 20,000 most common forms, made and signed in through the product's account service with the
 * server's settings. So the "signed in" scenario goes the way a reader's request goes (the
 * bearer token checked, the user and their roles read, the known words from the accounts
 * module's per-user cache), not around it. Made once per library (other known forms are written
 * again).
 */
import { accountSettings, type ApiConfig } from '@goi/api';
import {
  addKnownWords,
  bumpKnownWordsVersion,
  clearKnownWords,
  findUserByLogin,
  listKnownWordPairs,
  type Db,
} from '@goi/db';
import { createAccountService, createMemoryMailer } from '@goi/library';

const READER = { username: 'bench-reader', email: 'reader@bench.invalid' };
/** A benchmark account's, in a database of synthetic decks. */
const PASSWORD = 'bench-Reader-2026';

/** An access token of the reader, who knows exactly `knownForms`. */
export async function benchReaderToken(
  db: Db,
  knownForms: readonly (readonly [number, number])[],
  config: ApiConfig,
): Promise<string> {
  const accounts = createAccountService({
    db,
    settings: accountSettings(config),
    mailer: createMemoryMailer(),
    google: null,
  });
  const userId =
    (await findUserByLogin(db, READER.username))?.userId ??
    (await accounts.createConfirmedUser({ ...READER, password: PASSWORD, admin: false })).userId;
  await db.transaction().execute(async (trx) => {
    const kept = await listKnownWordPairs(trx, userId);
    const wanted = new Set(knownForms.map(([wordId, readingIndex]) => `${wordId}/${readingIndex}`));
    if (
      kept.length === wanted.size &&
      kept.every((pair) => wanted.has(`${pair.wordId}/${pair.readingIndex}`))
    )
      return;
    await clearKnownWords(trx, userId);
    const pairs = knownForms.map(([wordId, readingIndex]) => ({ wordId, readingIndex }));
    await addKnownWords(trx, userId, pairs, new Date().toISOString());
    await bumpKnownWordsVersion(trx, userId);
  });
  const { accessToken } = await accounts.login({
    usernameOrEmail: READER.username,
    password: PASSWORD,
  });
  return accessToken;
}
