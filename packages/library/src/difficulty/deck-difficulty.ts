/**
 * Difficulty of a deck from the parser's estimator (@goi/text), with each word's frequency rank:
 * the library's own ranks (`form_frequencies`) once they have been computed, otherwise the
 * dictionary's prior rank (`dict_forms.prior_rank`, from the vendored frequency lists). A parent
 * deck's difficulty is the mean of its children weighted by their length, so a long volume
 * counts for more than a short prologue.
 */
import { formKey } from '@goi/contracts';
import { hasFormRanks, listFormRanksOfWords, listPriorRanksOfWords, type DbOrTrx } from '@goi/db';
import { estimateDifficulty, type DeckStatistics } from '@goi/text';

/** Rank per `formKey(wordId, readingIndex)`; missing = unranked. */
export type RankLookup = Map<number, number>;

const IDS_PER_QUERY = 500;

export async function loadRanks(
  db: DbOrTrx,
  words: readonly { wordId: number; readingIndex: number }[],
): Promise<RankLookup> {
  const ranks: RankLookup = new Map();
  const wordIds = [...new Set(words.map((word) => word.wordId))];
  const libraryRanked = await hasFormRanks(db);
  for (let from = 0; from < wordIds.length; from += IDS_PER_QUERY) {
    const ids = wordIds.slice(from, from + IDS_PER_QUERY);
    if (libraryRanked) {
      const rows = await listFormRanksOfWords(db, ids);
      for (const row of rows) ranks.set(formKey(row.wordId, row.readingIndex), row.frequencyRank);
      continue;
    }
    const rows = await listPriorRanksOfWords(db, ids);
    // The prior lists rank kana spellings of common words far down (する 40,246 while 為る is
    // 13; こと 64,581 while 事 is 26): a kana form takes its entry's best rank, as the
    // reference does with word-level ranks for kana readings.
    const bestOfEntry = new Map<number, number>();
    for (const row of rows)
      if (row.priorRank !== null)
        bestOfEntry.set(
          row.wordId,
          Math.min(row.priorRank, bestOfEntry.get(row.wordId) ?? Infinity),
        );
    for (const row of rows) {
      const rank = row.formType === 1 ? bestOfEntry.get(row.wordId) : row.priorRank;
      if (rank !== undefined && rank !== null)
        ranks.set(formKey(row.wordId, row.readingIndex), rank);
    }
  }
  return ranks;
}

export function deckDifficulty(
  statistics: DeckStatistics,
  words: readonly { wordId: number; readingIndex: number; occurrences: number }[],
  ranks: RankLookup,
): number {
  return estimateDifficulty({
    ...statistics,
    words: words.map((word) => ({
      rank: ranks.get(formKey(word.wordId, word.readingIndex)) ?? null,
      occurrences: word.occurrences,
    })),
  });
}

/** The children's difficulties weighted by their character counts (plain mean if all are empty). */
export function lengthWeightedDifficulty(
  children: readonly { difficulty: number; characterCount: number }[],
): number {
  const rated = children.filter((child) => child.difficulty >= 0);
  if (rated.length === 0) return -1;
  const total = rated.reduce((sum, child) => sum + child.characterCount, 0);
  if (total === 0) return rated.reduce((sum, child) => sum + child.difficulty, 0) / rated.length;
  return rated.reduce((sum, child) => sum + child.difficulty * child.characterCount, 0) / total;
}
