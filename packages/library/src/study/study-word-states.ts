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
  listEntryForms,
  upsertWordStates,
  type DbOrTrx,
  type WordPair,
  type WordStateRow,
} from '@goi/db';
import { formsToMark } from '../accounts/known-words';

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

/**
 * The studied form's new state as rows: the form, and for a kanji form its kana form too (who
 * learns 食べる reads たべる: coverage counts a deck's たべる with it, jiten-behaviour §4.3), as a
 * state set by hand does. A kana form the user suspended keeps its state.
 */
export async function studiedFormRows(
  db: DbOrTrx,
  userId: string,
  pair: WordPair,
  state: number,
): Promise<WordStateRow[]> {
  const forms = formsToMark(await listEntryForms(db, [pair.wordId]), pair.readingIndex);
  const current = await findWordStatesOfWords(db, userId, [pair.wordId]);
  return forms
    .filter(
      (form) =>
        form.readingIndex === pair.readingIndex ||
        current.find((row) => row.readingIndex === form.readingIndex)?.state !==
          WordKnowledgeState.Suspended,
    )
    .map((form) => ({ ...form, state }));
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
