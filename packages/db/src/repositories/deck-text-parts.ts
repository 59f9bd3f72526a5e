/**
 * A leaf deck's text parts (issue 21): its text by tenths, each with a difficulty. Written and
 * replaced with the deck's content (decks-write.ts), in the caller's transaction.
 */
import type { DbOrTrx } from '../connection';

export interface DeckTextPartRecord {
  /** 0–9: the tenth of the text. */
  partIndex: number;
  characterCount: number;
  /** 0–5. */
  difficulty: number;
}

/** Adds a deck's parts (a deck has at most ten: one statement). */
export async function insertDeckTextParts(
  db: DbOrTrx,
  deckId: number,
  parts: readonly DeckTextPartRecord[],
): Promise<void> {
  if (parts.length === 0) return;
  await db
    .insertInto('deckTextParts')
    .values(parts.map((part) => ({ deckId, ...part })))
    .execute();
}

export async function deleteDeckTextParts(db: DbOrTrx, deckIds: readonly number[]): Promise<void> {
  if (deckIds.length === 0) return;
  await db
    .deleteFrom('deckTextParts')
    .where('deckId', 'in', [...deckIds])
    .execute();
}

/** A deck's parts in text order (none for a parent, or a text too short to cut). */
export async function listDeckTextParts(
  db: DbOrTrx,
  deckId: number,
): Promise<DeckTextPartRecord[]> {
  return db
    .selectFrom('deckTextParts')
    .select(['partIndex', 'characterCount', 'difficulty'])
    .where('deckId', '=', deckId)
    .orderBy('partIndex')
    .execute();
}
