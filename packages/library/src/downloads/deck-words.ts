/**
 * The words of a deck as selection needs them: one light row per (wordId, readingIndex) with its
 * occurrences, first appearance, global form rank and whether the form is kana. The heavy parts
 * (forms, senses, sentences) are read later, only for the selected words, in batches.
 */
import { listDeckWordsForExport, type DbOrTrx } from '@goi/db';
import type { SelectableWord } from '@goi/exports';

export type SelectableDeckWord = SelectableWord;

/** A deck word whose form is not in the dictionary: the deck predates a dictionary update. */
export class DeckWordNotInDictionaryError extends Error {
  constructor(
    readonly deckId: number,
    readonly wordId: number,
    readonly readingIndex: number,
  ) {
    super(
      `deck ${deckId}: word ${wordId}/${readingIndex} is not in the dictionary (re-parse the deck after a dictionary update)`,
    );
    this.name = 'DeckWordNotInDictionaryError';
  }
}

/** Every word of the deck in order of first appearance; ranks are null where none is stored. */
export async function loadSelectableDeckWords(
  db: DbOrTrx,
  deckId: number,
): Promise<SelectableDeckWord[]> {
  const rows = await listDeckWordsForExport(db, deckId);
  return rows.map((row) => {
    if (row.formType === null) {
      throw new DeckWordNotInDictionaryError(deckId, row.wordId, row.readingIndex);
    }
    return {
      wordId: row.wordId,
      readingIndex: row.readingIndex,
      occurrences: row.occurrences,
      firstAppearance: row.firstPosition,
      globalRank: row.frequencyRank,
      isKana: row.formType === 1,
    };
  });
}
