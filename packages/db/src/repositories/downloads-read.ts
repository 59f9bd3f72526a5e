/**
 * What downloads read: a deck's words with their form type and global rank, its titles (and its
 * parent's), first example sentences, the dictionary's forms and the stored rank tables by
 * wordId range (global frequency lists), and a fingerprint of the rank tables.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../connection';

/** Every word of the deck in order of first appearance, with its form type (null when the form is
 *  missing from the dictionary) and stored global form rank (null when unranked). */
export async function listDeckWordsForExport(db: DbOrTrx, deckId: number) {
  return db
    .selectFrom('deckWords as w')
    .leftJoin('dictForms as f', (join) =>
      join.onRef('f.wordId', '=', 'w.wordId').onRef('f.readingIndex', '=', 'w.readingIndex'),
    )
    .leftJoin('formFrequencies as r', (join) =>
      join.onRef('r.wordId', '=', 'w.wordId').onRef('r.readingIndex', '=', 'w.readingIndex'),
    )
    .select([
      'w.wordId',
      'w.readingIndex',
      'w.occurrences',
      'w.firstPosition',
      'f.formType',
      'r.frequencyRank',
    ])
    .where('w.deckId', '=', deckId)
    .orderBy('w.firstPosition')
    .orderBy('w.wordId')
    .orderBy('w.readingIndex')
    .execute();
}

/** The deck's titles, parent and last update (undefined when there is no such deck). */
export async function getDeckTitles(db: DbOrTrx, deckId: number) {
  return db
    .selectFrom('decks')
    .select([
      'deckId',
      'parentDeckId',
      'originalTitle',
      'romajiTitle',
      'englishTitle',
      'lastUpdate',
    ])
    .where('deckId', '=', deckId)
    .executeTakeFirst();
}

/** Sentences of the deck and of its sub-decks that hold any of `wordIds`, unordered. */
export async function listExampleSentencesOfWords(
  db: DbOrTrx,
  deckId: number,
  wordIds: readonly number[],
) {
  if (wordIds.length === 0) return [];
  return db
    .selectFrom('exampleSentenceWords as sw')
    .innerJoin('exampleSentences as s', 's.sentenceId', 'sw.sentenceId')
    .innerJoin('decks as d', 'd.deckId', 's.deckId')
    .select([
      'sw.wordId',
      'sw.readingIndex',
      'sw.position',
      'sw.length',
      's.text',
      's.position as sentencePosition',
      'd.deckId',
      'd.deckOrder',
    ])
    .where((eb) => eb.or([eb('d.deckId', '=', deckId), eb('d.parentDeckId', '=', deckId)]))
    .where('sw.wordId', 'in', [...wordIds])
    .execute();
}

/** The dictionary's forms of words `first` … `last` (inclusive), by (wordId, readingIndex). */
export async function listDictFormsInWordRange(db: DbOrTrx, first: number, last: number) {
  return db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex', 'text', 'formType', 'furigana'])
    .where('wordId', '>=', first)
    .where('wordId', '<=', last)
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
}

/** Up to `limit` stored word ranks with wordId > `after`, by wordId. */
export async function listWordRanksAfter(db: DbOrTrx, after: number, limit: number) {
  return db
    .selectFrom('wordFrequencies')
    .select(['wordId', 'frequencyRank'])
    .where('wordId', '>', after)
    .orderBy('wordId')
    .limit(limit)
    .execute();
}

/** Stored form ranks of words `after` < wordId ≤ `last`, by (wordId, readingIndex). */
export async function listFormRanksInWordRange(db: DbOrTrx, after: number, last: number) {
  return db
    .selectFrom('formFrequencies')
    .select(['wordId', 'readingIndex', 'frequencyRank', 'frequencyPercentage', 'usedInMediaAmount'])
    .where('wordId', '>', after)
    .where('wordId', '<=', last)
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
}

/**
 * Counts and position-weighted sums of both rank tables: swapping two entries' ranks changes
 * Σ wordId × rank even though Σ rank stays the same. Each term is reduced modulo a prime so the
 * sums stay far from 64-bit overflow on 500,000 forms.
 */
export async function rankTablesFingerprint(db: DbOrTrx): Promise<string> {
  const words = await db
    .selectFrom('wordFrequencies')
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`coalesce(sum((cast(word_id as bigint) * frequency_rank) % 1000000007), 0)`.as(
        'weighted',
      ),
      sql<string>`coalesce(sum((cast(occurrences as bigint) * word_id) % 1000000007), 0)`.as(
        'occurrences',
      ),
    ])
    .executeTakeFirstOrThrow();
  const forms = await db
    .selectFrom('formFrequencies')
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`coalesce(sum(((cast(word_id as bigint) * 16 + reading_index) * frequency_rank) % 1000000007), 0)`.as(
        'weighted',
      ),
      sql<string>`coalesce(sum((cast(used_in_media_amount as bigint) * word_id) % 1000000007), 0)`.as(
        'used',
      ),
    ])
    .executeTakeFirstOrThrow();
  return [words.rows, words.weighted, words.occurrences, forms.rows, forms.weighted, forms.used]
    .map(String)
    .join(':');
}
