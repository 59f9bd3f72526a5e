/**
 * On a user's first sign-in in a browser, the word ids a visitor marked known there (local
 * storage) are imported into the account once, so coverage does not drop after signing in.
 */
import { readKnownWordIds } from '../lib/known-words';
import type { AuthClient } from './auth-client';

export const MIGRATED_KEY_PREFIX = 'goi-known-words-imported:';

export async function migrateLocalKnownWords(
  client: Pick<AuthClient, 'apiFetch'>,
  userId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): Promise<number | null> {
  const flag = `${MIGRATED_KEY_PREFIX}${userId}`;
  if (storage.getItem(flag)) return null;
  const ids = readKnownWordIds(storage);
  if (ids.length === 0) return null;
  const response = await client.apiFetch('/user/vocabulary/import-from-ids', {
    method: 'POST',
    body: JSON.stringify(ids),
  });
  if (!response.ok) return null;
  storage.setItem(flag, new Date().toISOString());
  return ids.length;
}
