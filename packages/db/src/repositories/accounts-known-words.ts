/**
 * The words a user knows — their Mature forms in `user_word_states` (word-states.ts) — as
 * (wordId, readingIndex) pairs, and the dictionary facts imports need (an entry's forms, entries
 * in a frequency-rank range). Writes are chunked under both dialects' bound-parameter limits, so
 * an import of 50,000 forms is a handful of statements.
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import type { DbOrTrx } from '../connection';
import { deleteWordStates, upsertWordStates } from './word-states';

const MATURE = WordKnowledgeState.Mature;

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

/**
 * Marks the pairs known (Mature: a word marked known without study is Mature, spec issue 20);
 * returns how many were not Mature before. Young and Suspended forms become Mature too.
 */
export async function addKnownWords(
  db: DbOrTrx,
  userId: string,
  pairs: readonly KnownWordPair[],
  learnedAt: string,
): Promise<number> {
  return upsertWordStates(
    db,
    userId,
    pairs.map(({ wordId, readingIndex }) => ({ wordId, readingIndex, state: MATURE })),
    learnedAt,
  );
}

/** Forgets the pairs, whatever their state; returns how many the user had a state for. */
export async function removeKnownWords(
  db: DbOrTrx,
  userId: string,
  pairs: readonly KnownWordPair[],
): Promise<number> {
  return deleteWordStates(db, userId, pairs);
}

/** Forgets every word state of the user; returns how many forms had one. */
export async function clearKnownWords(db: DbOrTrx, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('userWordStates')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Known (Mature) `words`: distinct entries; `forms`: distinct (entry, reading) pairs. */
export async function countKnownWords(
  db: DbOrTrx,
  userId: string,
): Promise<{ words: number; forms: number }> {
  const row = await db
    .selectFrom('userWordStates')
    .select((eb) => [
      eb.fn.count<number>('wordId').distinct().as('words'),
      eb.fn.countAll<number>().as('forms'),
    ])
    .where('userId', '=', userId)
    .where('state', '=', MATURE)
    .executeTakeFirstOrThrow();
  return { words: Number(row.words), forms: Number(row.forms) };
}

/** The entries with at least one Mature form. */
export async function listKnownWordIds(db: DbOrTrx, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('userWordStates')
    .select('wordId')
    .distinct()
    .where('userId', '=', userId)
    .where('state', '=', MATURE)
    .orderBy('wordId')
    .execute();
  return rows.map((row) => row.wordId);
}

/** The Mature forms. */
export async function listKnownWordPairs(db: DbOrTrx, userId: string): Promise<KnownWordPair[]> {
  return db
    .selectFrom('userWordStates')
    .select(['wordId', 'readingIndex'])
    .where('userId', '=', userId)
    .where('state', '=', MATURE)
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

/**
 * The user's known-words version (`UserTable.knownWordsVersion`) as text, '' for no such user:
 * what caches of a reader's coverage are keyed by (read models' `ReadVersions.knownWords`).
 */
export async function readKnownWordsVersion(db: DbOrTrx, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('knownWordsVersion')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? String(row.knownWordsVersion) : '';
}
