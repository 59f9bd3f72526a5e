/**
 * A user's word knowledge states per (wordId, readingIndex) (spec §3: 0 Unknown, 1 Young,
 * 2 Mature, 3 Suspended). Only marked forms are stored: writing Unknown deletes the row, so "no
 * row" and Unknown are one thing. Writes are chunked under both dialects' bound-parameter
 * limits; callers wrap a multi-chunk write in one transaction.
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import type { DbOrTrx } from '../connection';

export interface WordStateRow {
  wordId: number;
  readingIndex: number;
  /** WordKnowledgeState: 0 Unknown (deletes), 1 Young, 2 Mature, 3 Suspended. */
  state: number;
}

export interface WordStateCounts {
  young: number;
  mature: number;
  suspended: number;
}

const ROWS_PER_STATEMENT = 1000;
const STORED_STATES: readonly number[] = [
  WordKnowledgeState.Young,
  WordKnowledgeState.Mature,
  WordKnowledgeState.Suspended,
];

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

/** The last row wins for a pair given twice (one statement may not update a row twice). */
function lastPerPair(rows: readonly WordStateRow[]): WordStateRow[] {
  const byPair = new Map<string, WordStateRow>();
  for (const row of rows) {
    if (row.state !== WordKnowledgeState.Unknown && !STORED_STATES.includes(row.state))
      throw new RangeError(`word states: ${String(row.state)} is not a WordKnowledgeState`);
    byPair.set(`${row.wordId}:${row.readingIndex}`, row);
  }
  return [...byPair.values()];
}

/**
 * Sets the states of these forms (Unknown removes them); returns how many forms changed state.
 * A form already in the given state keeps its `updatedAt`.
 */
export async function upsertWordStates(
  db: DbOrTrx,
  userId: string,
  rows: readonly WordStateRow[],
  now: string,
): Promise<number> {
  const distinct = lastPerPair(rows);
  const unknown = distinct.filter((row) => row.state === WordKnowledgeState.Unknown);
  let changed = await deleteWordStates(db, userId, unknown);
  const stored = distinct.filter((row) => row.state !== WordKnowledgeState.Unknown);
  for (const chunk of chunks(stored, ROWS_PER_STATEMENT)) {
    const written = await db
      .insertInto('userWordStates')
      .values(
        chunk.map(({ wordId, readingIndex, state }) => ({
          userId,
          wordId,
          readingIndex,
          state,
          updatedAt: now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['userId', 'wordId', 'readingIndex'])
          .doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            updatedAt: eb.ref('excluded.updatedAt'),
          }))
          // Unchanged rows are neither rewritten nor returned, so the count is of real changes.
          .where((eb) => eb('userWordStates.state', '<>', eb.ref('excluded.state'))),
      )
      .returning('wordId')
      .execute();
    changed += written.length;
  }
  return changed;
}

/** Removes these forms' states (back to Unknown); returns how many had one. */
export async function deleteWordStates(
  db: DbOrTrx,
  userId: string,
  pairs: readonly { wordId: number; readingIndex: number }[],
): Promise<number> {
  let removed = 0;
  for (const chunk of chunks(pairs, ROWS_PER_STATEMENT)) {
    const result = await db
      .deleteFrom('userWordStates')
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

/** Every stored state of the user (never Unknown), by wordId then readingIndex. */
export async function findWordStates(
  db: DbOrTrx,
  userId: string,
  options: { states?: readonly number[] } = {},
): Promise<WordStateRow[]> {
  let query = db
    .selectFrom('userWordStates')
    .select(['wordId', 'readingIndex', 'state'])
    .where('userId', '=', userId);
  if (options.states) {
    if (options.states.length === 0) return [];
    query = query.where('state', 'in', [...options.states]);
  }
  return query.orderBy('wordId').orderBy('readingIndex').execute();
}

/** The stored states of these entries' forms (e.g. the forms of one word page). */
export async function findWordStatesOfWords(
  db: DbOrTrx,
  userId: string,
  wordIds: readonly number[],
): Promise<WordStateRow[]> {
  const result: WordStateRow[] = [];
  for (const chunk of chunks([...new Set(wordIds)], ROWS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('userWordStates')
      .select(['wordId', 'readingIndex', 'state'])
      .where('userId', '=', userId)
      .where('wordId', 'in', chunk)
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute();
    result.push(...rows);
  }
  return result;
}

/** How many forms the user has in each stored state. */
export async function countWordStates(db: DbOrTrx, userId: string): Promise<WordStateCounts> {
  const rows = await db
    .selectFrom('userWordStates')
    .select((eb) => ['state', eb.fn.countAll<number>().as('forms')])
    .where('userId', '=', userId)
    .groupBy('state')
    .execute();
  const count = (state: number) => Number(rows.find((row) => row.state === state)?.forms ?? 0);
  return {
    young: count(WordKnowledgeState.Young),
    mature: count(WordKnowledgeState.Mature),
    suspended: count(WordKnowledgeState.Suspended),
  };
}
