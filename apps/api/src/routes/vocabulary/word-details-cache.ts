/**
 * Dictionary entries (forms, senses, pitch accents) kept in memory between requests. A deck's
 * vocabulary page shows 100 entries, and reading them was the page's largest cost (four
 * queries and ~700 rows of JSON columns, ~4 ms on SQLite; profile of bench/api.ts). The
 * dictionary only changes when it is imported again, which writes a new digest to `app_meta`:
 * each request reads the digest (one primary-key lookup) and a new digest empties the cache.
 * Common words fill most pages (の, 猫, 言う…), so a bounded least-recently-used set of entries
 * answers nearly every page from memory. One cache per database handle.
 */
import { DICTIONARY_DIGEST_KEY, getWordDetails, type DbOrTrx, type WordDetails } from '@goi/db';

/** About 1 kB each: 20,000 entries ≈ 20–30 MB. */
const DEFAULT_MAX_ENTRIES = 20_000;

export class WordDetailsCache {
  private readonly entries = new Map<number, WordDetails>();
  private digest: string | undefined;
  /** Entries read from the database since the cache was created (for tests). */
  loads = 0;

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  /** Entries of `wordIds` in their order, as `getWordDetails` (unknown ids are left out). */
  async get(db: DbOrTrx, wordIds: readonly number[]): Promise<WordDetails[]> {
    const row = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', DICTIONARY_DIGEST_KEY)
      .executeTakeFirst();
    if (row?.value !== this.digest) {
      this.entries.clear();
      this.digest = row?.value;
    }
    const missing = [...new Set(wordIds)].filter((wordId) => !this.entries.has(wordId));
    if (missing.length > 0) {
      const loaded = await getWordDetails(db, missing);
      this.loads += loaded.length;
      for (const details of loaded) this.entries.set(details.wordId, details);
    }
    const result: WordDetails[] = [];
    for (const wordId of new Set(wordIds)) {
      const details = this.entries.get(wordId);
      if (!details) continue;
      // Map order is insertion order: re-inserting keeps recently used entries last.
      this.entries.delete(wordId);
      this.entries.set(wordId, details);
      result.push(details);
    }
    for (const wordId of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(wordId);
    }
    return result;
  }
}

const caches = new WeakMap<DbOrTrx, WordDetailsCache>();

/** The process's cache for this database. */
export function wordDetailsCacheOf(db: DbOrTrx): WordDetailsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new WordDetailsCache();
    caches.set(db, cache);
  }
  return cache;
}
