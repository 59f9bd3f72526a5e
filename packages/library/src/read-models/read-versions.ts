/**
 * Where the read models (read-models.ts) learn whether what they keep is still current: two
 * version strings, equal strings meaning equal answers.
 *
 * - `content()`: everything the public reads show — the library's version (moved by every deck
 *   write, reparse and frequency recompute), the ranks' version and the dictionary's digest
 *   (`readContentVersion` in @goi/db). Every cache entry is keyed by it.
 * - `knownWords(userId)`: the user's known-words version (moved by every change to their known
 *   words); a signed-in reader's coverage is keyed by it too.
 *
 * The default reads both from the database on every request, so a write made by any process is
 * seen by the next request. The distributed mode injects one that keeps them in memory and learns
 * of a bump through Redis (the composition root chooses; the read models only see this interface).
 */
import { readContentVersion, readKnownWordsVersion, type DbOrTrx } from '@goi/db';

export interface ReadVersions {
  content(): Promise<string>;
  /** `userId` is the users table's id (a string, as in access tokens). */
  knownWords(userId: string): Promise<string>;
}

/**
 * Versions read from the database (the embedded default). Callers that ask for the content
 * version before a read has started share it: the read is put off to the end of the event loop's
 * turn, and a caller that asks once it has started waits for the next one. So every caller still
 * sees each write committed before it asked, and under load the requests of one turn pay for one
 * query instead of one each (~50 µs on SQLite, ~0.2 ms through `pg`).
 */
export function databaseReadVersions(db: DbOrTrx): ReadVersions {
  let next: Promise<string> | undefined;
  return {
    content() {
      next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next = undefined;
        return readContentVersion(db);
      });
      return next;
    },
    knownWords: (userId) => readKnownWordsVersion(db, userId),
  };
}
