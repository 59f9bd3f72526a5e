/**
 * The API's in-process cache of public reads, one per app (buildApp), all of it keyed by the
 * content version (`readContentVersion`: the library's version, moved by every deck write,
 * reparse and frequency recompute, and the dictionary's digest), read from the database once per
 * request that uses it, so a write made by any process is seen by the next request:
 *
 * - `responses`: whole answers of anonymous GETs of the routes that opt in, by URL
 *   (read-cache-plugin.ts);
 * - `values`: what several answers share and no reader's known words shaped: a list's page of
 *   ids by query (`memo`), and, by id in a map per kind, deck DTOs and their JSON (`memoMany`);
 * - `deckWords`: a deck's words for its vocabulary pages (`memoDeckWords`), bounded by their
 *   count like the coverage service's deck word cache they come from, so that the start-up warm
 *   of a library larger than that budget does not keep every deck;
 * - `words`: deck-list words as JSON templates (routes/vocabulary/word-json-cache.ts), keyed by
 *   the dictionary's digest alone, with the current rank table's fields written in and the
 *   occurrences filled per page; a cache of the dictionary rather than of answers, so it stays
 *   on when `enabled` is false;
 * - `formRanks`: every form's global figures (routes/vocabulary/form-rank-table.ts), keyed by
 *   the ranks' version alone; like `words`, it stays on when `enabled` is false;
 * - per reader, the coverage of each deck (`deckCoverage`), kept with the reader's
 *   `KnownWordSet` object: the accounts module makes a new set when the user's known words
 *   change, so a change never meets an old figure, and two readers never share one.
 *
 * Cached values are shared between requests: callers copy before they change anything.
 * `enabled: false` (READ_CACHE_ENABLED=false) turns all of it off (cache-cold benchmarks).
 */
import { readContentVersion, ranksVersionOf, type DbOrTrx } from '@goi/db';
import {
  DEFAULT_DECK_WORDS,
  type DeckCoverage,
  type KnownWordSet,
  type PackedDeckWords,
} from '@goi/library';
import { FormRankTable } from '../routes/vocabulary/form-rank-table';
import { DEFAULT_WORD_CACHE_BYTES, WordJsonCache } from '../routes/vocabulary/word-json-cache';
import { VersionedLru } from './versioned-lru';

export interface CachedResponse {
  /** The body as sent, UTF-8. */
  payload: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface ReadCacheOptions {
  enabled: boolean;
  /** Bound of the cached answers' bytes (UTF-8). */
  maxBytes: number;
  /** Bound of the word templates (estimated bytes); default `DEFAULT_WORD_CACHE_BYTES`. */
  wordBytes?: number;
  /**
   * Bound of the deck words kept for vocabulary pages (words); default the coverage service's
   * deck word cache's (`DEFAULT_DECK_WORDS`), whose objects these are while both keep a deck.
   */
  deckWords?: number;
}

/** Shared values (deck DTOs, pages of ids): ~1–2 kB each. */
const MAX_VALUES = 50_000;

export class ReadCache {
  readonly enabled: boolean;
  readonly responses: VersionedLru<CachedResponse>;
  readonly words: WordJsonCache;
  private readonly values: VersionedLru<unknown>;
  private readonly deckWords: VersionedLru<PackedDeckWords, number>;
  private readonly valuesById = new Map<string, VersionedLru<unknown, number>>();
  private rankTable: { version: string; table: Promise<FormRankTable> } | undefined;
  private readonly versionOfRequest = new WeakMap<object, Promise<string>>();
  private nextRead: Promise<string> | undefined;
  /** Reads of the content version made for requests (tests, figures). */
  versionReads = 0;
  private readonly coverage = new WeakMap<
    KnownWordSet,
    { version: string; decks: Map<number, DeckCoverage> }
  >();

  constructor(
    private readonly db: DbOrTrx,
    options: ReadCacheOptions,
  ) {
    this.enabled = options.enabled;
    this.responses = new VersionedLru({ maxEntries: 100_000, maxSize: options.maxBytes });
    this.values = new VersionedLru({ maxEntries: MAX_VALUES, maxSize: MAX_VALUES });
    this.deckWords = new VersionedLru({
      maxEntries: Number.POSITIVE_INFINITY,
      maxSize: options.deckWords ?? DEFAULT_DECK_WORDS,
    });
    this.words = new WordJsonCache(options.wordBytes ?? DEFAULT_WORD_CACHE_BYTES);
  }

  /**
   * The content version now, or undefined when the cache is off. Given a request, the version
   * is read once for it (its hooks and its handler see the same one), and requests that ask
   * before a read starts share it (`sharedRead`).
   */
  version(request?: object): Promise<string | undefined> {
    if (!this.enabled) return Promise.resolve(undefined);
    if (!request) return readContentVersion(this.db);
    let read = this.versionOfRequest.get(request);
    if (!read) this.versionOfRequest.set(request, (read = this.sharedRead()));
    return read;
  }

  /**
   * One read of the version for every request that asks before it starts: the read is put off
   * to the end of the event loop's turn, and a request that asks once it has started waits for
   * the next one. So every request still sees each write committed before it asked, and under
   * load the requests of one turn (several, at 50 connections) pay for one query instead of one
   * each (~50 µs on SQLite, ~0.2 ms through `pg` on the bench machine).
   */
  private sharedRead(): Promise<string> {
    this.nextRead ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.nextRead = undefined;
      this.versionReads++;
      return readContentVersion(this.db);
    });
    return this.nextRead;
  }

  /**
   * Every form's global figures under this content version's ranks (read once per ranks
   * version; the content version is read here when the cache is off).
   */
  async formRanks(version: string | undefined): Promise<FormRankTable> {
    const ranksVersion = ranksVersionOf(version ?? (await readContentVersion(this.db)));
    if (this.rankTable?.version !== ranksVersion) {
      const table = FormRankTable.load(this.db);
      const held = { version: ranksVersion, table };
      this.rankTable = held;
      // A failed read is not kept: the next request reads again.
      table.catch(() => {
        if (this.rankTable === held) this.rankTable = undefined;
      });
    }
    return this.rankTable.table;
  }

  /** `compute()`'s value, kept under `key` for this version (always computed without one). */
  async memo<T>(version: string | undefined, key: string, compute: () => Promise<T>): Promise<T> {
    if (version === undefined) return compute();
    const hit = this.values.get(version, key);
    if (hit !== undefined) return hit as T;
    const value = await compute();
    this.values.set(version, key, value);
    return value;
  }

  /**
   * A deck's words (`load`'s, undefined: not a deck) kept for this version, counted by their
   * number against the budget: under one content version a deck's words cannot change, so a
   * page needs no check of the deck's own version.
   */
  async memoDeckWords(
    version: string | undefined,
    deckId: number,
    load: () => Promise<PackedDeckWords | undefined>,
  ): Promise<PackedDeckWords | undefined> {
    if (version === undefined) return load();
    const hit = this.deckWords.get(version, deckId);
    if (hit !== undefined) return hit;
    const words = await load();
    // Even an empty deck counts one, so that the entries stay bounded too.
    if (words) this.deckWords.set(version, deckId, words, Math.max(1, words.keys.length));
    return words;
  }

  /**
   * Values of `ids` of one `kind` (deck DTOs, deck JSON), computing the missing ones at once
   * (`load` may omit ids). Each kind has its own map keyed by the id itself: building and hashing
   * a string key per id cost a signed-in list page ~70 µs.
   */
  async memoMany<T>(
    version: string | undefined,
    kind: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    if (version === undefined) return load([...ids]);
    let values = this.valuesById.get(kind);
    if (!values) {
      values = new VersionedLru({ maxEntries: MAX_VALUES, maxSize: MAX_VALUES });
      this.valuesById.set(kind, values);
    }
    const result = new Map<number, T>();
    let missing: number[] | undefined;
    for (const id of ids) {
      const hit = values.get(version, id);
      if (hit === undefined) (missing ??= []).push(id);
      else result.set(id, hit as T);
    }
    if (missing) {
      const loaded = await load(missing);
      for (const [id, value] of loaded) {
        values.set(version, id, value);
        result.set(id, value);
      }
    }
    return result;
  }

  /**
   * The reader's coverage of these decks (absent: not a deck), from the reader's cache, computing
   * only the decks it does not have yet for this version.
   */
  async deckCoverage(
    version: string | undefined,
    known: KnownWordSet,
    deckIds: readonly number[],
    compute: (deckIds: number[]) => Promise<Map<number, DeckCoverage>>,
  ): Promise<Map<number, DeckCoverage>> {
    if (version === undefined) return compute([...deckIds]);
    let cached = this.coverage.get(known);
    if (cached?.version !== version) {
      cached = { version, decks: new Map() };
      this.coverage.set(known, cached);
    }
    const missing = deckIds.filter((id) => !cached.decks.has(id));
    if (missing.length > 0) {
      for (const [id, coverage] of await compute(missing)) cached.decks.set(id, coverage);
    }
    const result = new Map<number, DeckCoverage>();
    for (const id of deckIds) {
      const coverage = cached.decks.get(id);
      if (coverage) result.set(id, coverage);
    }
    return result;
  }
}

const disabled = new WeakMap<DbOrTrx, ReadCache>();

/** The app's cache (buildApp always sets one); a disabled one for deps built without it. */
export function readCacheOf(deps: { db: DbOrTrx; readCache?: ReadCache }): ReadCache {
  if (deps.readCache) return deps.readCache;
  let cache = disabled.get(deps.db);
  if (!cache) {
    cache = new ReadCache(deps.db, { enabled: false, maxBytes: 0 });
    disabled.set(deps.db, cache);
  }
  return cache;
}
