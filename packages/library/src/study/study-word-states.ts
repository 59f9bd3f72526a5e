/**
 * The word knowledge states study reads and writes (spec §3), through the word-state repository:
 * study decks skip forms the user has a state for and answers move forms between Young and Mature
 * (`next` skips Suspended forms in its queries). A change bumps the user's known-words version, so coverage
 * (which counts Mature, and Young in its second figure) is fresh everywhere.
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import {
  bumpKnownWordsVersion,
  findWordStates,
  findWordStatesOfWords,
  upsertWordStates,
  type DbOrTrx,
  type WordPair,
  type WordStateRow,
} from '@goi/db';

/** Every form the user has a state for (Young, Mature or Suspended). */
export function listWordStates(db: DbOrTrx, userId: string): Promise<WordStateRow[]> {
  return findWordStates(db, userId);
}

export async function wordStateOf(db: DbOrTrx, userId: string, pair: WordPair): Promise<number> {
  const rows = await findWordStatesOfWords(db, userId, [pair.wordId]);
  return (
    rows.find((row) => row.readingIndex === pair.readingIndex)?.state ?? WordKnowledgeState.Unknown
  );
}

/** Writes the states inside the caller's transaction; bumps the version when one changed. */
export async function saveWordStates(
  db: DbOrTrx,
  userId: string,
  rows: readonly WordStateRow[],
  now: string,
): Promise<void> {
  if ((await upsertWordStates(db, userId, rows, now)) > 0) await bumpKnownWordsVersion(db, userId);
}
