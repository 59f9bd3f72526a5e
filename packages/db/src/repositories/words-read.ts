/**
 * Reading words for the public API: a deck's words page by page, the global ranks of forms,
 * where a form is used (per media type) and example sentences. Ranks come
 * from `form_frequencies` (one ranking over every form of every entry, reference §5); the rank
 * look-ups themselves are in `frequencies.ts`.
 */
import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../connection';

export type DeckVocabularySort = 'chrono' | 'globalFreq' | 'deckFreq';

export interface DeckWordEntry {
  wordId: number;
  readingIndex: number;
  occurrences: number;
  firstPosition: number;
}

/**
 * One page of a deck's words and how many it has. `chrono` is first appearance; `globalFreq`
 * the form's global rank (unranked forms last); `deckFreq` is inverted on purpose as in the
 * reference: ascending (0) means the most used word first. Ties keep first-appearance order.
 */
export async function listDeckWords(
  db: DbOrTrx,
  deckId: number,
  request: { sortBy: DeckVocabularySort; sortOrder: 0 | 1; offset: number; limit: number },
): Promise<{ total: number; words: DeckWordEntry[] }> {
  const ascending = request.sortOrder === 0;
  let page = db
    .selectFrom('deckWords as dw')
    .select(['dw.wordId', 'dw.readingIndex', 'dw.occurrences', 'dw.firstPosition'])
    .where('dw.deckId', '=', deckId);
  if (request.sortBy === 'globalFreq') {
    page = page
      .leftJoin('formFrequencies as ff', (join) =>
        join.onRef('ff.wordId', '=', 'dw.wordId').onRef('ff.readingIndex', '=', 'dw.readingIndex'),
      )
      .orderBy(sql`case when ff.frequency_rank is null then 1 else 0 end`)
      .orderBy('ff.frequencyRank', ascending ? 'asc' : 'desc');
  } else if (request.sortBy === 'deckFreq') {
    page = page.orderBy('dw.occurrences', ascending ? 'desc' : 'asc');
  }
  const chronological = request.sortBy === 'chrono' && !ascending ? 'desc' : 'asc';
  page = page
    .orderBy('dw.firstPosition', chronological)
    .limit(request.limit)
    .offset(request.offset);

  const [words, count] = await Promise.all([
    page.execute(),
    db
      .selectFrom('deckWords')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('deckId', '=', deckId)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), words };
}

/** Top-level decks using this exact form, per media type. */
export async function countFormUsageByMediaType(
  db: DbOrTrx,
  wordId: number,
  readingIndex: number,
): Promise<{ mediaType: number; decks: number }[]> {
  const rows = await db
    .selectFrom('deckWords as dw')
    .innerJoin('decks as d', 'd.deckId', 'dw.deckId')
    .select(['d.mediaType', (eb) => eb.fn.countAll<number>().as('decks')])
    .where('dw.wordId', '=', wordId)
    .where('dw.readingIndex', '=', readingIndex)
    .where('d.parentDeckId', 'is', null)
    .groupBy('d.mediaType')
    .orderBy('d.mediaType')
    .execute();
  return rows.map((row) => ({ mediaType: row.mediaType, decks: Number(row.decks) }));
}

export interface ExampleSentenceRow {
  sentenceId: number;
  deckId: number;
  text: string;
  wordPosition: number;
  wordLength: number;
}

/**
 * Up to `limit` random sentences using the form, from decks other than `excludeDeckIds`. The
 * exclusion applies before the limit (the reference took its rows first and excluded after, so
 * "load more" often came back short or empty, §11.2.11).
 */
export async function randomExampleSentences(
  db: DbOrTrx,
  wordId: number,
  readingIndex: number,
  excludeDeckIds: readonly number[],
  limit: number,
): Promise<ExampleSentenceRow[]> {
  const rows = await db
    .selectFrom('exampleSentenceWords as w')
    .innerJoin('exampleSentences as s', 's.sentenceId', 'w.sentenceId')
    .select([
      's.sentenceId',
      's.deckId',
      's.text',
      'w.position as wordPosition',
      'w.length as wordLength',
    ])
    .where('w.wordId', '=', wordId)
    .where('w.readingIndex', '=', readingIndex)
    .$if(excludeDeckIds.length > 0, (qb) =>
      qb.where((eb) => eb.not(eb('s.deckId', 'in', [...new Set(excludeDeckIds)]))),
    )
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows;
}

/** Whether the dictionary has this entry with a form at `readingIndex`. */
export async function formExists(
  db: DbOrTrx,
  wordId: number,
  readingIndex: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('dictForms')
    .select(sql<SqlBool>`1`.as('found'))
    .where('wordId', '=', wordId)
    .where('readingIndex', '=', readingIndex)
    .executeTakeFirst();
  return row !== undefined;
}
