/**
 * Selected deck words → `ExportWord`s, read from the dictionary in batches as the writer asks for
 * them, so a 20,000-word deck never has all its senses and sentences in memory at once.
 */
import { getWordDetails, type DbOrTrx } from '@goi/db';
import type { ExportExampleSentence, ExportWord } from '@goi/exports';
import { DeckWordNotInDictionaryError, type SelectableDeckWord } from './deck-words';
import { formKey } from '@goi/contracts';
import { firstExampleSentences } from './example-sentences';
import { definitionsOf } from './word-definitions';

export interface ExportWordOptions {
  /** The reader asked for no example sentences (they are then not even read). */
  excludeExampleSentences?: boolean;
  /** Words read per round trip. */
  batchSize?: number;
}

export const DEFAULT_EXPORT_BATCH_SIZE = 500;

async function exportBatch(
  db: DbOrTrx,
  deckId: number,
  batch: readonly SelectableDeckWord[],
  excludeExampleSentences: boolean,
): Promise<ExportWord[]> {
  const [details, sentences] = await Promise.all([
    getWordDetails(
      db,
      batch.map((word) => word.wordId),
    ),
    excludeExampleSentences
      ? new Map<number, ExportExampleSentence>()
      : firstExampleSentences(db, deckId, batch),
  ]);
  const entries = new Map(details.map((entry) => [entry.wordId, entry]));
  return batch.map((word) => {
    const entry = entries.get(word.wordId);
    const form = entry?.forms.find((candidate) => candidate.readingIndex === word.readingIndex);
    if (!entry || !form) {
      throw new DeckWordNotInDictionaryError(deckId, word.wordId, word.readingIndex);
    }
    return {
      wordId: word.wordId,
      readingIndex: word.readingIndex,
      text: form.text,
      furigana: form.furigana,
      isKana: form.formType === 1,
      occurrences: word.occurrences,
      globalRank: word.globalRank,
      definitions: definitionsOf(entry, word.readingIndex),
      pitchAccents: form.pitchAccents,
      exampleSentence: sentences.get(formKey(word.wordId, word.readingIndex)) ?? null,
    };
  });
}

/** The export rows of `words`, in their order, read `batchSize` at a time. */
export async function* streamExportWords(
  db: DbOrTrx,
  deckId: number,
  words: readonly SelectableDeckWord[],
  options: ExportWordOptions = {},
): AsyncGenerator<ExportWord> {
  const batchSize = options.batchSize ?? DEFAULT_EXPORT_BATCH_SIZE;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) {
    throw new Error(`streamExportWords: batchSize must be a positive integer, got ${batchSize}`);
  }
  for (let start = 0; start < words.length; start += batchSize) {
    yield* await exportBatch(
      db,
      deckId,
      words.slice(start, start + batchSize),
      options.excludeExampleSentences === true,
    );
  }
}
