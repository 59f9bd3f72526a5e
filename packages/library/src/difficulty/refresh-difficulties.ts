/**
 * Stored difficulties follow the estimator. A deck's difficulty is computed when it is ingested,
 * so when the estimator changes (its constants are recalibrated), every stored value is
 * recomputed once from what the decks already store — statistics and words, no re-parse — and
 * the estimator's identity is recorded in `app_meta`. `goi start` calls this on every start; it
 * costs one indexed read when nothing changed.
 */
import { createHash } from 'node:crypto';
import {
  bumpLibraryVersion,
  listDeckStatistics,
  listWordsOfDecks,
  readAppMeta,
  setDeckDifficulties,
  writeAppMeta,
  type Db,
} from '@goi/db';
import { averageSentenceLength, DIFFICULTY_CONSTANTS, type DeckStatistics } from '@goi/text';
import { deckDifficulty, lengthWeightedDifficulty, loadRanks } from './deck-difficulty';

const META_KEY = 'difficulty.estimator';
const DECKS_PER_BATCH = 50;

/** Changes whenever the estimator's constants (or this file's way of using them) change. */
export function difficultyEstimatorKey(): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: 1, constants: DIFFICULTY_CONSTANTS }))
    .digest('hex')
    .slice(0, 16);
}

export interface RefreshDifficultiesResult {
  status: 'current' | 'refreshed';
  /** Decks whose difficulty was recomputed. */
  decks: number;
}

export async function refreshDifficulties(
  db: Db,
  options: { force?: boolean; onProgress?: (done: number, total: number) => void } = {},
): Promise<RefreshDifficultiesResult> {
  const key = difficultyEstimatorKey();
  if (!options.force && (await readAppMeta(db, META_KEY)) === key)
    return { status: 'current', decks: 0 };

  const decks = await listDeckStatistics(db);
  const parents = new Set(decks.map((deck) => deck.parentDeckId).filter((id) => id !== null));
  const leaves = decks.filter((deck) => !parents.has(deck.deckId));

  const difficulty = new Map<number, number>();
  for (let from = 0; from < leaves.length; from += DECKS_PER_BATCH) {
    const batch = leaves.slice(from, from + DECKS_PER_BATCH);
    const rows = await listWordsOfDecks(
      db,
      batch.map((deck) => deck.deckId),
    );
    const ranks = await loadRanks(db, rows);
    const wordsOf = new Map<number, typeof rows>();
    for (const row of rows) {
      const list = wordsOf.get(row.deckId);
      if (list) list.push(row);
      else wordsOf.set(row.deckId, [row]);
    }
    for (const deck of batch) {
      const statistics: DeckStatistics = {
        ...deck,
        averageSentenceLength: averageSentenceLength(deck.characterCount, deck.sentenceCount),
      };
      difficulty.set(
        deck.deckId,
        deckDifficulty(statistics, wordsOf.get(deck.deckId) ?? [], ranks),
      );
    }
    options.onProgress?.(Math.min(from + DECKS_PER_BATCH, leaves.length), leaves.length);
  }
  // Parents after their children; a sub-deck has no sub-decks of its own.
  for (const parent of decks.filter((deck) => parents.has(deck.deckId))) {
    const children = decks
      .filter((deck) => deck.parentDeckId === parent.deckId)
      .map((child) => ({
        difficulty: difficulty.get(child.deckId) ?? -1,
        characterCount: child.characterCount,
      }));
    difficulty.set(parent.deckId, lengthWeightedDifficulty(children));
  }

  await db.transaction().execute(async (trx) => {
    await setDeckDifficulties(trx, difficulty);
    await writeAppMeta(trx, META_KEY, key);
    if (difficulty.size > 0) await bumpLibraryVersion(trx);
  });
  return { status: 'refreshed', decks: difficulty.size };
}
