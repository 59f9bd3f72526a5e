/**
 * Test fixture (not exported from the package): a tiny dictionary and library written straight
 * into the tables, so frequency and coverage tests state exactly which words each deck has.
 */
import type { DbOrTrx } from '@goi/db';
import { testDeckRow, testEntryRow, testFormRow } from '@goi/db/testing';

export interface FixtureForm {
  wordId: number;
  readingIndex: number;
  priorRank?: number | null;
}

/** Adds dictionary entries and forms (text and reading are made up from the ids). */
export async function addForms(db: DbOrTrx, forms: readonly FixtureForm[]): Promise<void> {
  const wordIds = [...new Set(forms.map((form) => form.wordId))];
  await db
    .insertInto('dictEntries')
    .values(wordIds.map((wordId) => testEntryRow({ wordId })))
    .execute();
  await db
    .insertInto('dictForms')
    .values(
      forms.map((form) =>
        testFormRow({
          wordId: form.wordId,
          readingIndex: form.readingIndex,
          text: `w${form.wordId}r${form.readingIndex}`,
          formType: form.readingIndex === 0 ? 0 : 1,
          reading: 'よみ',
          priorRank: form.priorRank ?? null,
        }),
      ),
    )
    .execute();
}

export interface FixtureDeck {
  mediaType?: number;
  parentDeckId?: number | null;
  /** [wordId, readingIndex, occurrences] */
  words: readonly (readonly [number, number, number])[];
  lastUpdate?: string;
}

/** Adds a deck with its words; counts are derived from the words like ingest does. */
export async function addDeck(db: DbOrTrx, deck: FixtureDeck): Promise<number> {
  const { deckId } = await db
    .insertInto('decks')
    .values(
      testDeckRow({
        parentDeckId: deck.parentDeckId ?? null,
        mediaType: deck.mediaType ?? 4,
        ...(deck.lastUpdate === undefined ? {} : { lastUpdate: deck.lastUpdate }),
        wordCount: deck.words.reduce((sum, [, , occurrences]) => sum + occurrences, 0),
        uniqueWordCount: deck.words.length,
      }),
    )
    .returning('deckId')
    .executeTakeFirstOrThrow();
  if (deck.words.length > 0) {
    await db
      .insertInto('deckWords')
      .values(
        deck.words.map(([wordId, readingIndex, occurrences], position) => ({
          deckId,
          wordId,
          readingIndex,
          occurrences,
          firstPosition: position,
        })),
      )
      .execute();
  }
  return deckId;
}

/** Empties the library and the dictionary tables the fixture writes. */
export async function resetLibrary(db: DbOrTrx): Promise<void> {
  for (const table of [
    'deckWords',
    'decks',
    'wordFrequencies',
    'formFrequencies',
    'dictForms',
    'dictEntries',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
}
