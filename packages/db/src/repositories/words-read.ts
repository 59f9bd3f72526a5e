/**
 * Reading words for the public API: a deck's words page by page, the global ranks of forms,
 * where a form is used (per media type) and example sentences. Ranks come
 * from `form_frequencies` (one ranking over every form of every entry, reference §5); the rank
 * look-ups themselves are in `frequencies.ts`.
 */
import { SqliteAdapter, sql, type SqlBool } from 'kysely';
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
  const columns = ['dw.wordId', 'dw.readingIndex', 'dw.occurrences', 'dw.firstPosition'] as const;
  let page;
  if (request.sortBy === 'globalFreq') {
    const rankOrder = ascending ? sql`rank asc nulls last` : sql`rank desc nulls last`;
    page = db
      .selectFrom(deckWordsWithRank(db, deckId).as('dw'))
      .select(columns)
      .orderBy(rankOrder)
      .orderBy('dw.firstPosition', 'asc');
  } else {
    page = db.selectFrom('deckWords as dw').select(columns).where('dw.deckId', '=', deckId);
    if (request.sortBy === 'deckFreq')
      page = page.orderBy('dw.occurrences', ascending ? 'desc' : 'asc');
    page = page.orderBy(
      'dw.firstPosition',
      request.sortBy === 'chrono' && !ascending ? 'desc' : 'asc',
    );
  }

  const [words, count] = await Promise.all([
    page.limit(request.limit).offset(request.offset).execute(),
    db
      .selectFrom('deckWords')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('deckId', '=', deckId)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), words };
}

/**
 * A deck's words with their global form rank (null = unranked). The same rows on both dialects,
 * asked the way each plans well (EXPLAIN on a 2,000-word deck, 80,000 ranked forms): SQLite
 * loops over the deck's words and looks each rank up in the covering index
 * `form_frequencies_form_rank_idx` (1.5 ms); PostgreSQL turns that join into a hash join over
 * every ranked form (a sequential scan of form_frequencies, ~3× slower), so there the rank is a
 * correlated subquery, which it answers with one index-only lookup per deck word.
 */
function deckWordsWithRank(db: DbOrTrx, deckId: number) {
  if (db.getExecutor().adapter instanceof SqliteAdapter)
    return db
      .selectFrom('deckWords as w')
      .leftJoin('formFrequencies as ff', (join) =>
        join.onRef('ff.wordId', '=', 'w.wordId').onRef('ff.readingIndex', '=', 'w.readingIndex'),
      )
      .select(['w.wordId', 'w.readingIndex', 'w.occurrences', 'w.firstPosition'])
      .select('ff.frequencyRank as rank')
      .where('w.deckId', '=', deckId);
  return db
    .selectFrom('deckWords as w')
    .select(['w.wordId', 'w.readingIndex', 'w.occurrences', 'w.firstPosition'])
    .select((eb) =>
      eb
        .selectFrom('formFrequencies as ff')
        .select('ff.frequencyRank')
        .whereRef('ff.wordId', '=', 'w.wordId')
        .whereRef('ff.readingIndex', '=', 'w.readingIndex')
        .as('rank'),
    )
    .where('w.deckId', '=', deckId);
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
