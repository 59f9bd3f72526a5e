/**
 * What the difficulty estimator reads (deck statistics, deck words, ranks) and writes (every
 * deck's difficulty at once).
 */
import type { DbOrTrx } from '../connection';

/** Whether the library's own form ranks have been computed (else the dictionary's prior). */
export async function hasFormRanks(db: DbOrTrx): Promise<boolean> {
  return (
    (await db.selectFrom('formFrequencies').select('wordId').limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** Stored form ranks of these words (every reading). */
export async function listFormRanksOfWords(db: DbOrTrx, wordIds: readonly number[]) {
  if (wordIds.length === 0) return [];
  return db
    .selectFrom('formFrequencies')
    .select(['wordId', 'readingIndex', 'frequencyRank'])
    .where('wordId', 'in', [...wordIds])
    .execute();
}

/** The dictionary's prior ranks and form types of these words' forms. */
export async function listPriorRanksOfWords(db: DbOrTrx, wordIds: readonly number[]) {
  if (wordIds.length === 0) return [];
  return db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex', 'formType', 'priorRank'])
    .where('wordId', 'in', [...wordIds])
    .execute();
}

/** Every deck's stored statistics, by deckId. */
export async function listDeckStatistics(db: DbOrTrx) {
  return db
    .selectFrom('decks')
    .select([
      'deckId',
      'parentDeckId',
      'characterCount',
      'wordCount',
      'uniqueWordCount',
      'uniqueWordUsedOnceCount',
      'uniqueKanjiCount',
      'uniqueKanjiUsedOnceCount',
      'kanjiCharacterCount',
      'sentenceCount',
      'dialoguePercentage',
    ])
    .orderBy('deckId')
    .execute();
}

/** The words (and their occurrences) of these decks. */
export async function listWordsOfDecks(db: DbOrTrx, deckIds: readonly number[]) {
  if (deckIds.length === 0) return [];
  return db
    .selectFrom('deckWords')
    .select(['deckId', 'wordId', 'readingIndex', 'occurrences'])
    .where('deckId', 'in', [...deckIds])
    .execute();
}

/** Sets each deck's difficulty (call inside the caller's transaction). */
export async function setDeckDifficulties(
  trx: DbOrTrx,
  difficulties: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [deckId, difficulty] of difficulties)
    await trx.updateTable('decks').set({ difficulty }).where('deckId', '=', deckId).execute();
}
