/**
 * Decks' words in the read cache, as packed typed arrays (8 bytes a word, first-appearance
 * order): what reader coverage counts and vocabulary pages are ordered and paged from, without a
 * query over deck_words per request.
 *
 * Kept by deck id with the deck's own version (last update and word counts) and the content
 * version they were last checked under. A content version that moved (any deck write) costs one
 * small indexed query for the decks a request needs, and only the decks that changed are read
 * again: a deck added to a library of 5,000 does not reload 10 million deck words.
 */
import { formKey } from '@goi/contracts';
import {
  getDeckVersions,
  listDeckWordCounts,
  type DbOrTrx,
  type DeckVersion,
  type DeckWordCount,
} from '@goi/db';
import type { PackedDeckWords } from '../coverage/deck-coverage';
import type { ReadCache } from './read-cache';

export interface KeptDeckWords {
  /** The deck's own version (`lastUpdate|wordCount|uniqueWordCount`). */
  readonly deckVersion: string;
  /** The content version under which the deck was last seen unchanged. */
  checkedUnder: string;
  readonly words: PackedDeckWords;
}

/** Per word: its key and its count. */
const BYTES_PER_WORD = 8;
const DECK_OVERHEAD = 200;

const versionOf = (deck: DeckVersion) =>
  `${deck.lastUpdate}|${deck.wordCount}|${deck.uniqueWordCount}`;

const keyOf = (deckId: number) => `deck-words:${deckId}`;

function pack(rows: readonly DeckWordCount[], start: number, end: number): PackedDeckWords {
  const keys = new Uint32Array(end - start);
  const occurrences = new Uint32Array(end - start);
  let totalOccurrences = 0;
  for (let i = start; i < end; i++) {
    const row = rows[i]!;
    // word key
    keys[i - start] = formKey(row.wordId, row.readingIndex);
    occurrences[i - start] = row.occurrences;
    totalOccurrences += row.occurrences;
  }
  return { keys, occurrences, totalOccurrences };
}

/** Groups rows sorted by deck (first-appearance order within each) into packed decks. */
function packByDeck(rows: readonly DeckWordCount[]): Map<number, PackedDeckWords> {
  const decks = new Map<number, PackedDeckWords>();
  let start = 0;
  for (let end = 1; end <= rows.length; end++) {
    if (end < rows.length && rows[end]!.deckId === rows[start]!.deckId) continue;
    decks.set(rows[start]!.deckId, pack(rows, start, end));
    start = end;
  }
  return decks;
}

/**
 * The current words of these decks (ids that are not decks are absent) under `content`, from the
 * cache where their deck has not changed.
 */
export async function loadDeckWords(
  db: DbOrTrx,
  cache: ReadCache,
  content: string,
  deckIds: readonly number[],
): Promise<Map<number, KeptDeckWords>> {
  const result = new Map<number, KeptDeckWords>();
  const unchecked: number[] = [];
  for (const deckId of deckIds) {
    const kept = cache.peek<KeptDeckWords>(keyOf(deckId))?.value;
    if (kept?.checkedUnder === content) result.set(deckId, kept);
    else if (!result.has(deckId)) unchecked.push(deckId);
  }
  if (unchecked.length === 0) return result;

  const stale = new Map<number, string>();
  for (const deck of await getDeckVersions(db, unchecked)) {
    const deckVersion = versionOf(deck);
    const kept = cache.peek<KeptDeckWords>(keyOf(deck.deckId))?.value;
    if (kept?.deckVersion === deckVersion) {
      kept.checkedUnder = content;
      result.set(deck.deckId, kept);
    } else stale.set(deck.deckId, deckVersion);
  }
  if (stale.size === 0) return result;
  const loaded = packByDeck(await listDeckWordCounts(db, [...stale.keys()]));
  for (const [deckId, deckVersion] of stale) {
    const words = loaded.get(deckId) ?? pack([], 0, 0);
    const kept: KeptDeckWords = { deckVersion, checkedUnder: content, words };
    cache.set(keyOf(deckId), kept, DECK_OVERHEAD + words.keys.length * BYTES_PER_WORD);
    result.set(deckId, kept);
  }
  return result;
}
