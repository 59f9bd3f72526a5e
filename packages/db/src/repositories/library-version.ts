/**
 * The library's version: a counter in `app_meta` that every write to what the public reads show
 * moves, in the same transaction as the write: a deck added (`insertDeck`), a deck reparsed
 * (`replaceDeckContent`), the frequency ranks recomputed (`replaceFrequencies`). A new repository
 * function that changes decks, their titles, links, words or the ranks must call
 * `bumpLibraryVersion` too. Together with the dictionary's digest (a new import) it is the
 * `contentVersion` that in-process read caches are keyed by (apps/api/src/read-cache): a cache
 * entry made under another version is never served. It lives in the database, so a write from
 * another process (the CLI, another API process) is seen by the next request.
 */
import { sql, type CompiledQuery } from 'kysely';
import type { DbOrTrx } from '../connection';
import { DICTIONARY_DIGEST_KEY } from '../dictionary/import-dictionary';

export const LIBRARY_VERSION_KEY = 'library.version';
/**
 * Moved with the library's version by `replaceFrequencies` alone, so a cache of the ranks (the
 * API's form rank table, ~490,000 rows) is reloaded after a recompute, not after every deck write.
 */
export const RANKS_VERSION_KEY = 'frequencies.version';

/** Moves the library's version on (call it inside the write's transaction). */
export function bumpLibraryVersion(db: DbOrTrx): Promise<void> {
  return bumpCounter(db, LIBRARY_VERSION_KEY);
}

/** Moves the ranks' version and the library's on (inside `replaceFrequencies`' transaction). */
export async function bumpRanksVersion(db: DbOrTrx): Promise<void> {
  await bumpCounter(db, RANKS_VERSION_KEY);
  await bumpCounter(db, LIBRARY_VERSION_KEY);
}

async function bumpCounter(db: DbOrTrx, key: string): Promise<void> {
  await db
    .insertInto('appMeta')
    .values({ key, value: '1' })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ value: sql<string>`cast(cast(app_meta.value as bigint) + 1 as text)` }),
    )
    .execute();
}

/**
 * What the public reads depend on, as one string `library|ranks|dictionary`: the library's
 * version, the ranks' version and the dictionary's digest. Equal strings mean equal answers;
 * one indexed read of `app_meta`.
 */
export async function readContentVersion(db: DbOrTrx): Promise<string> {
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = compileVersionQuery(db)));
  const { rows } = await db.executeQuery(query);
  let library = '0';
  let ranks = '0';
  let dictionary = '';
  for (const row of rows) {
    if (row.key === LIBRARY_VERSION_KEY) library = row.value;
    else if (row.key === RANKS_VERSION_KEY) ranks = row.value;
    else dictionary = row.value;
  }
  return `${library}|${ranks}|${dictionary}`;
}

/**
 * The version's query, built and compiled once per Kysely instance (or transaction): it runs on
 * every read request, and building it through the query builder cost more than running it.
 */
const versionQueries = new WeakMap<DbOrTrx, CompiledQuery<{ key: string; value: string }>>();

function compileVersionQuery(db: DbOrTrx) {
  return db
    .selectFrom('appMeta')
    .select(['key', 'value'])
    .where('key', 'in', [LIBRARY_VERSION_KEY, RANKS_VERSION_KEY, DICTIONARY_DIGEST_KEY])
    .compile();
}

/**
 * The dictionary's digest inside a content version from `readContentVersion` (empty before any
 * import): what caches of dictionary entries are keyed by, without reading `app_meta` again.
 */
export function dictionaryDigestOfVersion(version: string): string {
  return version.slice(version.indexOf('|', version.indexOf('|') + 1) + 1);
}

/**
 * The part of a content version the global ranks depend on (the ranks' version and the
 * dictionary's digest): what a cache of every form's rank is keyed by.
 */
export function ranksVersionOf(version: string): string {
  return version.slice(version.indexOf('|') + 1);
}

/** The dictionary's digest alone (empty before any import): one primary-key read. */
export async function readDictionaryDigest(db: DbOrTrx): Promise<string> {
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', DICTIONARY_DIGEST_KEY)
    .executeTakeFirst();
  return row?.value ?? '';
}
