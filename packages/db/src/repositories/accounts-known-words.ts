/**
 * The words a user knows, as (wordId, readingIndex) pairs, and the dictionary facts imports need
 * (an entry's forms, entries in a frequency-rank range). Writes are chunked under both dialects'
 * bound-parameter limits, so an import of 50,000 forms is a handful of statements.
 */
import type { DbOrTrx } from '../connection';

export interface KnownWordPair {
  wordId: number;
  readingIndex: number;
}

const ROWS_PER_STATEMENT = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** Adds the pairs not known yet; returns how many were new. */
export async function addKnownWords(
  db: DbOrTrx,
  userId: string,
  pairs: readonly KnownWordPair[],
  learnedAt: string,
): Promise<number> {
  let added = 0;
  for (const chunk of chunks(pairs, ROWS_PER_STATEMENT)) {
    const rows = await db
      .insertInto('userKnownWords')
      .values(
        chunk.map(({ wordId, readingIndex }) => ({ userId, wordId, readingIndex, learnedAt })),
      )
      .onConflict((conflict) => conflict.columns(['userId', 'wordId', 'readingIndex']).doNothing())
      .returning('wordId')
      .execute();
    added += rows.length;
  }
  return added;
}

/** Removes the pairs; returns how many the user knew. */
export async function removeKnownWords(
  db: DbOrTrx,
  userId: string,
  pairs: readonly KnownWordPair[],
): Promise<number> {
  let removed = 0;
  for (const chunk of chunks(pairs, ROWS_PER_STATEMENT)) {
    const result = await db
      .deleteFrom('userKnownWords')
      .where('userId', '=', userId)
      // A row-value IN list, not OR-ed pairs: SQLite limits expression depth to 1000.
      .where((eb) =>
        eb(
          eb.refTuple('wordId', 'readingIndex'),
          'in',
          chunk.map((pair) => eb.tuple(pair.wordId, pair.readingIndex)),
        ),
      )
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

export async function clearKnownWords(db: DbOrTrx, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('userKnownWords')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** `words`: distinct entries; `forms`: distinct (entry, reading) pairs. */
export async function countKnownWords(
  db: DbOrTrx,
  userId: string,
): Promise<{ words: number; forms: number }> {
  const row = await db
    .selectFrom('userKnownWords')
    .select((eb) => [
      eb.fn.count<number>('wordId').distinct().as('words'),
      eb.fn.countAll<number>().as('forms'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { words: Number(row.words), forms: Number(row.forms) };
}

export async function listKnownWordIds(db: DbOrTrx, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('userKnownWords')
    .select('wordId')
    .distinct()
    .where('userId', '=', userId)
    .orderBy('wordId')
    .execute();
  return rows.map((row) => row.wordId);
}

export async function listKnownWordPairs(db: DbOrTrx, userId: string): Promise<KnownWordPair[]> {
  return db
    .selectFrom('userKnownWords')
    .select(['wordId', 'readingIndex'])
    .where('userId', '=', userId)
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
}

export interface EntryFormKind {
  wordId: number;
  readingIndex: number;
  /** 0 = kanji form, 1 = kana form. */
  formType: number;
  /** JSON number[] | null (see `DictFormTable.appliesTo`). */
  appliesTo: string | null;
}

/** The forms of the entries that exist, in reading order; unknown ids are simply absent. */
export async function listEntryForms(
  db: DbOrTrx,
  wordIds: readonly number[],
): Promise<EntryFormKind[]> {
  const forms: EntryFormKind[] = [];
  for (const chunk of chunks([...new Set(wordIds)], ROWS_PER_STATEMENT * 10)) {
    const rows = await db
      .selectFrom('dictForms')
      .select(['wordId', 'readingIndex', 'formType', 'appliesTo'])
      .where('wordId', 'in', chunk)
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute();
    forms.push(...rows);
  }
  return forms;
}

/** Entries whose global rank is in [minRank, maxRank] (inclusive), most frequent first. */
export async function listWordIdsByFrequencyRank(
  db: DbOrTrx,
  minRank: number,
  maxRank: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('wordFrequencies')
    .select('wordId')
    .where('frequencyRank', '>=', minRank)
    .where('frequencyRank', '<=', maxRank)
    .orderBy('frequencyRank')
    .orderBy('wordId')
    .execute();
  return rows.map((row) => row.wordId);
}

/** Marks the user's known words changed (see `UserTable.knownWordsVersion`). */
export async function bumpKnownWordsVersion(db: DbOrTrx, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ knownWordsVersion: eb('knownWordsVersion', '+', 1) }))
    .where('userId', '=', userId)
    .execute();
}
