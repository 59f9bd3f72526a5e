/**
 * Global frequency ranks: what the recompute reads (usage over top-level decks, the dictionary's
 * prior ranks), how it writes (`replaceFrequencies`), and what the read API asks for (ranks of
 * some words or forms, deck words in a rank range, entries in a rank range).
 */
import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../connection';
import { BatchWriter } from '../dictionary/bulk-insert';
import type { Database, FormFrequencyTable, WordFrequencyTable } from '../schema';
import { fromJsonArray } from '../json';
import { bumpRanksVersion } from './library-version';

/** `where in` lists stay far below both dialects' parameter limits. */
const IDS_PER_QUERY = 500;

import { formKey, wordIdOfFormKey } from '@goi/contracts';

// The word-identity key lives in @goi/contracts; re-exported for the repositories' callers.
export {
  READING_INDEX_LIMIT,
  formKey,
  readingIndexOfFormKey,
  wordIdOfFormKey,
} from '@goi/contracts';

export type WordFrequencyRow = WordFrequencyTable;
export type FormFrequencyRow = FormFrequencyTable;

/** Usage of one form over the population of decks. */
export interface FormUsage {
  wordId: number;
  readingIndex: number;
  occurrences: number;
  /** Top-level decks containing this form. */
  decks: number;
}

/** Usage of one entry (all its forms) over the population of decks. */
export interface EntryUsage {
  wordId: number;
  occurrences: number;
  /** Distinct top-level decks containing any form of the entry. */
  decks: number;
}

/** The dictionary's prior rank of one form (`null` = in no reference list). */
export interface FormPrior {
  wordId: number;
  readingIndex: number;
  text: string;
  /** Kana reading of the form (a kana form's own text): the lists rank (spelling, reading) pairs. */
  reading: string;
  /** A kana form (JMdict `r_ele`). */
  isKana: boolean;
  priorRank: number | null;
}

/** What the prior needs to know about an entry beyond its forms. */
export interface EntryPrior {
  wordId: number;
  /** JMdict priority score (ichi1, news1, …), to order entries the lists cannot tell apart. */
  priorityScore: number;
  /**
   * The entry's first (main) sense is marked "usually written using kana alone" (`uk`): 為る
   * "to do" is, 出 "coming out" is not (only its sixth sense, "origin", is).
   */
  usuallyKana: boolean;
  /** A particle, copula, auxiliary or conjunction (prt, cop, aux, aux-v, aux-adj, conj). */
  functionWord: boolean;
}

function topLevelDeckWords(db: DbOrTrx, mediaType: number | undefined) {
  let query = db
    .selectFrom('deckWords as w')
    .innerJoin('decks as d', 'd.deckId', 'w.deckId')
    .where('d.parentDeckId', 'is', null);
  if (mediaType !== undefined) query = query.where('d.mediaType', '=', mediaType);
  return query;
}

/**
 * Occurrences and deck counts of every form used by a top-level deck (optionally of one media
 * type). Sub-decks are left out: a parent already stores the union of its children's words.
 */
export async function formUsageOverTopLevelDecks(
  db: DbOrTrx,
  mediaType?: number,
): Promise<FormUsage[]> {
  return topLevelDeckWords(db, mediaType)
    .select((eb) => [
      'w.wordId',
      'w.readingIndex',
      eb.fn.sum<number>('w.occurrences').as('occurrences'),
      eb.fn.countAll<number>().as('decks'),
    ])
    .groupBy(['w.wordId', 'w.readingIndex'])
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, occurrences: Number(row.occurrences) })));
}

/** Occurrences and distinct deck counts of every entry used by a top-level deck. */
export async function entryUsageOverTopLevelDecks(
  db: DbOrTrx,
  mediaType?: number,
): Promise<EntryUsage[]> {
  return topLevelDeckWords(db, mediaType)
    .select((eb) => [
      'w.wordId',
      eb.fn.sum<number>('w.occurrences').as('occurrences'),
      eb.fn.count<number>('w.deckId').distinct().as('decks'),
    ])
    .groupBy('w.wordId')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, occurrences: Number(row.occurrences) })));
}

/** How many top-level decks there are (optionally of one media type). */
export async function countTopLevelDecks(db: DbOrTrx, mediaType?: number): Promise<number> {
  let query = db
    .selectFrom('decks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parentDeckId', 'is', null);
  if (mediaType !== undefined) query = query.where('mediaType', '=', mediaType);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every dictionary form with its prior rank, ordered by (wordId, readingIndex). */
export async function listFormPriors(db: DbOrTrx): Promise<FormPrior[]> {
  const rows = await db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex', 'text', 'reading', 'formType', 'priorRank'])
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
  return rows.map(({ formType, ...row }) => ({ ...row, isKana: formType === 1 }));
}

const FUNCTION_WORD_CODES = new Set(['prt', 'cop', 'aux', 'aux-v', 'aux-adj', 'conj']);

/** Every dictionary entry's priority score, `uk` mark and function-word mark, ordered by wordId. */
export async function listEntryPriors(db: DbOrTrx): Promise<EntryPrior[]> {
  const [entries, usuallyKana] = await Promise.all([
    db
      .selectFrom('dictEntries')
      .select(['wordId', 'priorityScore', 'partsOfSpeech'])
      .orderBy('wordId')
      .execute(),
    db
      .selectFrom('dictSenses')
      .select('wordId')
      .where('senseIndex', '=', 0)
      .where('misc', 'like', '%"uk"%')
      .execute(),
  ]);
  const kana = new Set(usuallyKana.map((row) => row.wordId));
  return entries.map(({ wordId, priorityScore, partsOfSpeech }) => ({
    wordId,
    priorityScore,
    usuallyKana: kana.has(wordId),
    functionWord: fromJsonArray<string>(partsOfSpeech).some((code) =>
      FUNCTION_WORD_CODES.has(code),
    ),
  }));
}

/** Progress of `replaceFrequencies`: rows written so far to one table. */
export type ReplaceFrequenciesProgress = (
  table: 'wordFrequencies' | 'formFrequencies',
  written: number,
) => void;

const ROWS_PER_PROGRESS = 20_000;

async function writeAll<T extends 'wordFrequencies' | 'formFrequencies'>(
  trx: DbOrTrx,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
  onProgress: ReplaceFrequenciesProgress | undefined,
): Promise<number> {
  const writer = new BatchWriter(trx, table);
  let batch: Insertable<Database[T]>[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === ROWS_PER_PROGRESS) {
      await writer.add(batch);
      batch = [];
      onProgress?.(table, writer.written);
    }
  }
  await writer.add(batch);
  await writer.flush();
  onProgress?.(table, writer.written);
  return writer.written;
}

/**
 * Replaces every word and form frequency row. Call it inside a transaction so readers never see
 * an empty or half-written table.
 */
export async function replaceFrequencies(
  trx: DbOrTrx,
  words: Iterable<WordFrequencyRow>,
  forms: Iterable<FormFrequencyRow>,
  onProgress?: ReplaceFrequenciesProgress,
): Promise<{ words: number; forms: number }> {
  await trx.deleteFrom('wordFrequencies').execute();
  await trx.deleteFrom('formFrequencies').execute();
  const written = {
    words: await writeAll(trx, 'wordFrequencies', words, onProgress),
    forms: await writeAll(trx, 'formFrequencies', forms, onProgress),
  };
  await bumpRanksVersion(trx);
  return written;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** Global figures of these entries, by wordId (entries without a row are absent). */
export async function getWordFrequencies(
  db: DbOrTrx,
  wordIds: Iterable<number>,
): Promise<Map<number, WordFrequencyRow>> {
  const result = new Map<number, WordFrequencyRow>();
  for (const chunk of chunks([...new Set(wordIds)], IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('wordFrequencies')
      .selectAll()
      .where('wordId', 'in', chunk)
      .execute();
    for (const row of rows) result.set(row.wordId, row);
  }
  return result;
}

/**
 * Every form's global figures, in rank order (~490,000 rows with a full dictionary: the API keeps
 * them in memory between recomputes, routes/vocabulary/form-rank-table.ts).
 */
export function listFormRanks(
  db: DbOrTrx,
): Promise<
  Pick<
    FormFrequencyRow,
    'wordId' | 'readingIndex' | 'frequencyRank' | 'frequencyPercentage' | 'usedInMediaAmount'
  >[]
> {
  return db
    .selectFrom('formFrequencies')
    .select(['wordId', 'readingIndex', 'frequencyRank', 'frequencyPercentage', 'usedInMediaAmount'])
    .orderBy('frequencyRank')
    .execute();
}

/**
 * The forms some top-level deck uses, most common first (what vocabulary pages show: the API
 * builds their word templates at start, routes/vocabulary/word-json-cache.ts).
 */
export function listFormsInUse(db: DbOrTrx): Promise<{ wordId: number; readingIndex: number }[]> {
  return db
    .selectFrom('formFrequencies')
    .select(['wordId', 'readingIndex'])
    .where('usedInMediaAmount', '>', 0)
    .orderBy('frequencyRank')
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
}

/** Global figures of these forms, by `formKey(wordId, readingIndex)` (unknown forms are absent). */
export async function getFormFrequencies(
  db: DbOrTrx,
  pairs: Iterable<{ wordId: number; readingIndex: number }>,
): Promise<Map<number, FormFrequencyRow>> {
  const wanted = new Set<number>();
  for (const { wordId, readingIndex } of pairs) wanted.add(formKey(wordId, readingIndex));
  const result = new Map<number, FormFrequencyRow>();
  // Ask by wordId (indexed: the primary key starts with it) and keep the wanted readings.
  const wordIds = [...new Set([...wanted].map(wordIdOfFormKey))];
  for (const chunk of chunks(wordIds, IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('formFrequencies')
      .selectAll()
      .where('wordId', 'in', chunk)
      .execute();
    for (const row of rows) {
      const key = formKey(row.wordId, row.readingIndex);
      if (wanted.has(key)) result.set(key, row);
    }
  }
  return result;
}

function checkRankRange(min: number, max: number): void {
  for (const [name, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`rank range: ${name} must be a non-negative integer, got ${value}`);
  }
  if (min > max) throw new RangeError(`rank range: min (${min}) is greater than max (${max})`);
}

/**
 * How many of a deck's words have a **form** rank in [min, max] (inclusive): the
 * `vocabulary-count-frequency` figure.
 */
export async function countDeckWordsInRankRange(
  db: DbOrTrx,
  deckId: number,
  min: number,
  max: number,
): Promise<number> {
  checkRankRange(min, max);
  const row = await db
    .selectFrom('deckWords as w')
    .innerJoin('formFrequencies as f', (join) =>
      join.onRef('f.wordId', '=', 'w.wordId').onRef('f.readingIndex', '=', 'w.readingIndex'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('w.deckId', '=', deckId)
    .where('f.frequencyRank', '>=', min)
    .where('f.frequencyRank', '<=', max)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Entries whose **word** rank is in [min, max] (inclusive), most frequent first: the known-word
 * import by frequency.
 */
export async function wordIdsInRankRange(db: DbOrTrx, min: number, max: number): Promise<number[]> {
  checkRankRange(min, max);
  const rows = await db
    .selectFrom('wordFrequencies')
    .select('wordId')
    .where('frequencyRank', '>=', min)
    .where('frequencyRank', '<=', max)
    .orderBy('frequencyRank')
    .orderBy('wordId')
    .execute();
  return rows.map((row) => row.wordId);
}

/** Whether ranks were ever computed (an empty table means "use the dictionary's prior ranks"). */
export async function hasFrequencies(db: DbOrTrx): Promise<boolean> {
  const row = await db
    .selectFrom('wordFrequencies')
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
