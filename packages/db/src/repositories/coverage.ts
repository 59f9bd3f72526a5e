/**
 * What reader coverage needs from the database: a cheap version stamp per deck (to know whether a
 * cached copy of its words is still good) and the words themselves.
 */
import type { DbOrTrx } from '../connection';

/** `where in` lists stay far below both dialects' parameter limits. */
const IDS_PER_QUERY = 500;
/** Decks per word query: a few hundred thousand rows at most in memory at once. */
const DECKS_PER_WORD_QUERY = 50;

/** A deck's version: any change to its words must move `lastUpdate` (ingest does). */
export interface DeckVersion {
  deckId: number;
  lastUpdate: string;
  wordCount: number;
  uniqueWordCount: number;
}

/** One of a deck's words with its occurrences. */
export interface DeckWordCount {
  deckId: number;
  wordId: number;
  readingIndex: number;
  occurrences: number;
}

function chunks(ids: readonly number[], size: number): number[][] {
  const result: number[][] = [];
  for (let start = 0; start < ids.length; start += size)
    result.push(ids.slice(start, start + size));
  return result;
}

/** Version stamps of these decks; ids that are not decks are absent. */
export async function getDeckVersions(
  db: DbOrTrx,
  deckIds: readonly number[],
): Promise<DeckVersion[]> {
  const result: DeckVersion[] = [];
  for (const chunk of chunks([...new Set(deckIds)], IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('decks')
      .select(['deckId', 'lastUpdate', 'wordCount', 'uniqueWordCount'])
      .where('deckId', 'in', chunk)
      .execute();
    result.push(...rows);
  }
  return result;
}

/**
 * The words of these decks, grouped by deck (ordered by deckId), each deck's in order of first
 * appearance (what a vocabulary page's chrono order shows; `deck_words_order_idx`).
 */
export async function listDeckWordCounts(
  db: DbOrTrx,
  deckIds: readonly number[],
): Promise<DeckWordCount[]> {
  const result: DeckWordCount[] = [];
  for (const chunk of chunks(
    [...new Set(deckIds)].sort((a, b) => a - b),
    DECKS_PER_WORD_QUERY,
  )) {
    const rows = await db
      .selectFrom('deckWords')
      .select(['deckId', 'wordId', 'readingIndex', 'occurrences'])
      .where('deckId', 'in', chunk)
      .orderBy('deckId')
      .orderBy('firstPosition')
      .execute();
    for (const row of rows) result.push(row);
  }
  return result;
}
