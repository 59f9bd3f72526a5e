/**
 * Reader coverage of decks, computed on request from the cached deck words (see
 * deck-word-cache.ts): a page of 50 decks against a 20,000-word known set costs one version query
 * plus ~100,000–500,000 set lookups. One cache per database handle, so two databases in one
 * process (tests, SQLite and PostgreSQL) never share deck ids.
 */
import type { DbOrTrx } from '@goi/db';
import { deckCoverage, type DeckCoverage, type PackedDeckWords } from './deck-coverage';
import { DeckWordCache, type DeckWordCacheOptions } from './deck-word-cache';
import type { KnownWordSet } from './known-word-set';

export type CoverageMetric = 'coverage' | 'uniqueCoverage';

export interface CoverageService {
  /** Coverage of each deck that exists (absent ids are left out). Empty decks get 0. */
  coverageForDecks: (
    db: DbOrTrx,
    deckIds: readonly number[],
    known: KnownWordSet,
  ) => Promise<Map<number, DeckCoverage>>;
  /**
   * The deck ids sorted by a coverage metric (stable: equal values keep the given order, so pass
   * them in the list's secondary order). Ids that are not decks are dropped. Cost: every deck's
   * words must be in the cache; see docs/frequency-and-coverage.md for 5,000 decks.
   */
  sortDeckIdsByCoverage: (
    db: DbOrTrx,
    deckIds: readonly number[],
    known: KnownWordSet,
    options?: { metric?: CoverageMetric; direction?: 'ascending' | 'descending' },
  ) => Promise<number[]>;
  /**
   * These decks' words from the cache (absent: not a deck), in first-appearance order: what
   * vocabulary pages are ordered and paged from (vocabulary/deck-word-order.ts).
   */
  deckWords: (db: DbOrTrx, deckIds: readonly number[]) => Promise<Map<number, PackedDeckWords>>;
  /** Loads these decks' words into the cache ahead of the first request (e.g. at start-up). */
  warm: (db: DbOrTrx, deckIds: readonly number[]) => Promise<void>;
  /** The cache serving this database (created on first use). */
  cacheFor: (db: DbOrTrx) => DeckWordCache;
}

export function createCoverageService(options: DeckWordCacheOptions = {}): CoverageService {
  const caches = new WeakMap<DbOrTrx, DeckWordCache>();
  const cacheFor = (db: DbOrTrx) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new DeckWordCache(options);
      caches.set(db, cache);
    }
    return cache;
  };

  const coverageForDecks: CoverageService['coverageForDecks'] = async (db, deckIds, known) => {
    const result = new Map<number, DeckCoverage>();
    if (deckIds.length === 0) return result;
    const decks = await cacheFor(db).get(db, deckIds);
    for (const deckId of deckIds) {
      const words = decks.get(deckId);
      if (words && !result.has(deckId)) result.set(deckId, deckCoverage(words, known));
    }
    return result;
  };

  return {
    coverageForDecks,
    cacheFor,
    deckWords: (db, deckIds) => cacheFor(db).get(db, deckIds),
    async sortDeckIdsByCoverage(db, deckIds, known, sortOptions = {}) {
      const metric = sortOptions.metric ?? 'coverage';
      const sign = sortOptions.direction === 'ascending' ? 1 : -1;
      const coverage = await coverageForDecks(db, deckIds, known);
      return [...coverage.keys()].sort(
        (a, b) => sign * (coverage.get(a)![metric] - coverage.get(b)![metric]),
      );
    },
    async warm(db, deckIds) {
      if (deckIds.length > 0) await cacheFor(db).get(db, deckIds);
    },
  };
}

/** The process-wide service with the default cache budget. */
const defaultService = createCoverageService();

export const coverageForDecks = defaultService.coverageForDecks;
export const sortDeckIdsByCoverage = defaultService.sortDeckIdsByCoverage;
export const warmCoverageCache = defaultService.warm;
export const deckWordsOf = defaultService.deckWords;
