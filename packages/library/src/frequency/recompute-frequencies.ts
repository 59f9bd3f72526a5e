/**
 * `recomputeFrequencies(db)`: the global ranking over all top-level decks, written to
 * `word_frequencies` and `form_frequencies` in one transaction (readers see the old ranks until
 * it commits). Per-media-type rankings are not stored: `computeFrequencyRanking(db, type)`.
 * Deck difficulties are then recomputed from the new ranks, so that every deck is rated against
 * the same ranking (a deck ingested before the recompute would otherwise keep the old one).
 */
import { replaceFrequencies, type Db } from '@goi/db';
import { refreshDifficulties } from '../difficulty';
import type { FrequencyBlendOptions } from './frequency-blend';
import { computeFrequencyRanking } from './frequency-ranking';
import { formFrequencyRows, wordFrequencyRows } from './ranking-rows';

export interface RecomputeProgress {
  step:
    | 'counting deck words'
    | 'ranking'
    | 'writing word ranks'
    | 'writing form ranks'
    | 'rating decks';
  done: number;
  total: number;
}

export interface RecomputeFrequenciesOptions extends FrequencyBlendOptions {
  onProgress?: (progress: RecomputeProgress) => void;
}

export interface RecomputeFrequenciesResult {
  deckCount: number;
  totalOccurrences: number;
  libraryWeight: number;
  /** Entries and forms written (every dictionary entry and form). */
  entries: number;
  forms: number;
  /** Entries and forms used by at least one top-level deck. */
  seenEntries: number;
  seenForms: number;
  /** Decks whose difficulty was recomputed from the new ranks. */
  ratedDecks: number;
}

function countSeen(usedInMediaAmount: Int32Array): number {
  let seen = 0;
  for (const amount of usedInMediaAmount) if (amount > 0) seen++;
  return seen;
}

export async function recomputeFrequencies(
  db: Db,
  options: RecomputeFrequenciesOptions = {},
): Promise<RecomputeFrequenciesResult> {
  const { onProgress } = options;
  const ranking = await computeFrequencyRanking(db, undefined, {
    ...options,
    onProgress: (step) => onProgress?.({ step, done: 0, total: 1 }),
  });
  const totals = {
    wordFrequencies: ranking.entries.wordId.length,
    formFrequencies: ranking.forms.wordId.length,
  };
  const written = await db.transaction().execute((trx) =>
    replaceFrequencies(trx, wordFrequencyRows(ranking), formFrequencyRows(ranking), (table, done) =>
      onProgress?.({
        step: table === 'wordFrequencies' ? 'writing word ranks' : 'writing form ranks',
        done,
        total: totals[table],
      }),
    ),
  );
  const rated = await refreshDifficulties(db, {
    force: true,
    onProgress: (done, total) => onProgress?.({ step: 'rating decks', done, total }),
  });
  return {
    deckCount: ranking.deckCount,
    totalOccurrences: ranking.totalOccurrences,
    libraryWeight: ranking.libraryWeight,
    entries: written.words,
    forms: written.forms,
    seenEntries: countSeen(ranking.entries.usedInMediaAmount),
    seenForms: countSeen(ranking.forms.usedInMediaAmount),
    ratedDecks: rated.decks,
  };
}
