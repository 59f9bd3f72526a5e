/**
 * Test fixture (not exported from the package): a tiny dictionary and library written straight
 * into the tables, so frequency and coverage tests state exactly which words each deck has.
 */
import type { DbOrTrx } from '@goi/db';

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
    .values(
      wordIds.map((wordId) => ({
        wordId,
        priorityScore: 0,
        priorityTags: '[]',
        partsOfSpeech: '[]',
      })),
    )
    .execute();
  await db
    .insertInto('dictForms')
    .values(
      forms.map((form) => ({
        wordId: form.wordId,
        readingIndex: form.readingIndex,
        text: `w${form.wordId}r${form.readingIndex}`,
        formType: form.readingIndex === 0 ? 0 : 1,
        furigana: `w${form.wordId}r${form.readingIndex}`,
        reading: 'よみ',
        info: '[]',
        isHidden: 0,
        appliesTo: null,
        priorRank: form.priorRank ?? null,
      })),
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
    .values({
      parentDeckId: deck.parentDeckId ?? null,
      deckOrder: 0,
      mediaType: deck.mediaType ?? 4,
      originalTitle: 'テスト',
      creationDate: '2026-01-01T00:00:00.000Z',
      lastUpdate: deck.lastUpdate ?? '2026-01-01T00:00:00.000Z',
      characterCount: 0,
      wordCount: deck.words.reduce((sum, [, , occurrences]) => sum + occurrences, 0),
      uniqueWordCount: deck.words.length,
      uniqueWordUsedOnceCount: 0,
      uniqueKanjiCount: 0,
      uniqueKanjiUsedOnceCount: 0,
      kanjiCharacterCount: 0,
      sentenceCount: 0,
      dialoguePercentage: 0,
      hideDialoguePercentage: 0,
      difficulty: -1,
      difficultyOverride: -1,
      externalRating: null,
      isNsfw: 0,
      romajiTitle: null,
      englishTitle: null,
      description: null,
      coverName: null,
      releaseDate: null,
      kanjiCounts: null,
    })
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
