/**
 * An in-process copy of decks' words as packed typed arrays (8 bytes a word), so coverage for a
 * page of decks is a few hundred thousand set lookups instead of a query over deck_words. Each
 * entry remembers its deck's version (last update and word counts); a request reads the versions
 * (one small indexed query) and reloads only the decks that changed. Least recently used decks
 * are dropped beyond `maxWords`.
 */
import {
  formKey,
  getDeckVersions,
  listDeckWordCounts,
  type DbOrTrx,
  type DeckVersion,
  type DeckWordCount,
} from '@goi/db';
import type { PackedDeckWords } from './deck-coverage';

/** The default bound of the deck words kept in memory: 16 million, 8 bytes each ≈ 128 MB. */
export const DEFAULT_DECK_WORDS = 16_000_000;

export interface DeckWordCacheOptions {
  /** Most distinct deck words kept in memory; default `DEFAULT_DECK_WORDS`. */
  maxWords?: number;
}

interface CachedDeck extends PackedDeckWords {
  version: string;
}

const versionOf = (deck: DeckVersion) =>
  `${deck.lastUpdate}|${deck.wordCount}|${deck.uniqueWordCount}`;

function pack(rows: readonly DeckWordCount[], start: number, end: number): PackedDeckWords {
  const keys = new Uint32Array(end - start);
  const occurrences = new Uint32Array(end - start);
  let totalOccurrences = 0;
  for (let i = start; i < end; i++) {
    const row = rows[i]!;
    keys[i - start] = formKey(row.wordId, row.readingIndex);
    occurrences[i - start] = row.occurrences;
    totalOccurrences += row.occurrences;
  }
  return { keys, occurrences, totalOccurrences };
}

export class DeckWordCache {
  private readonly decks = new Map<number, CachedDeck>();
  private words = 0;
  private readonly maxWords: number;
  /** Decks read from the database since the cache was created (for tests and benchmarks). */
  loads = 0;

  constructor(options: DeckWordCacheOptions = {}) {
    this.maxWords = options.maxWords ?? DEFAULT_DECK_WORDS;
  }

  get size(): { decks: number; words: number } {
    return { decks: this.decks.size, words: this.words };
  }

  /** Current words of these decks; ids that are not decks are absent from the result. */
  async get(db: DbOrTrx, deckIds: readonly number[]): Promise<Map<number, PackedDeckWords>> {
    const versions = await getDeckVersions(db, deckIds);
    const result = new Map<number, PackedDeckWords>();
    const stale = new Map<number, string>();
    for (const deck of versions) {
      const version = versionOf(deck);
      const cached = this.decks.get(deck.deckId);
      if (cached?.version === version) {
        // Move to the back of the map: the front is what is dropped first.
        this.decks.delete(deck.deckId);
        this.decks.set(deck.deckId, cached);
        result.set(deck.deckId, cached);
      } else {
        stale.set(deck.deckId, version);
      }
    }
    if (stale.size > 0) {
      const rows = await listDeckWordCounts(db, [...stale.keys()]);
      const loaded = new Map<number, PackedDeckWords>();
      let start = 0;
      for (let end = 1; end <= rows.length; end++) {
        if (end < rows.length && rows[end]!.deckId === rows[start]!.deckId) continue;
        loaded.set(rows[start]!.deckId, pack(rows, start, end));
        start = end;
      }
      for (const [deckId, version] of stale) {
        // The object kept is the one handed out, now and later: what callers keep with a
        // deck's words (the vocabulary orders) holds whichever load they saw.
        const words: CachedDeck = { ...(loaded.get(deckId) ?? pack([], 0, 0)), version };
        this.store(deckId, words);
        result.set(deckId, words);
      }
    }
    this.evict(result);
    return result;
  }

  private store(deckId: number, deck: CachedDeck): void {
    const previous = this.decks.get(deckId);
    if (previous) this.words -= previous.keys.length;
    this.decks.delete(deckId);
    this.decks.set(deckId, deck);
    this.words += deck.keys.length;
    this.loads++;
  }

  /** Drops least recently used decks over the budget, never one this request needs. */
  private evict(keep: ReadonlyMap<number, unknown>): void {
    for (const [deckId, deck] of this.decks) {
      if (this.words <= this.maxWords) return;
      if (keep.has(deckId)) continue;
      this.decks.delete(deckId);
      this.words -= deck.keys.length;
    }
  }
}
