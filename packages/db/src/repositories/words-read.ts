/**
 * Reading words for the public API: where a form is used (per media type) and example
 * sentences. A deck's vocabulary pages are ordered in memory from the cached deck words
 * (@goi/library deckWordOrder); the rank look-ups are in `frequencies.ts`.
 */
import { sql, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../connection';

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
