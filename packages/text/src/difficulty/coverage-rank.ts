/** A distinct word of a deck with its global frequency rank (1 = most frequent). */
export interface RankedWord {
  /** null = not ranked: treated as very rare. */
  rank: number | null;
  occurrences: number;
}

/**
 * For each coverage level (0.9 = 90 %), the frequency rank a reader must know up to to
 * understand that share of the running words: words sorted by rank, occurrences accumulated
 * until the level is reached. In a text where だ, の and 猫 make 90 % of the words, a reader
 * who knows the words up to 猫's rank covers 90 %. Returns 0 for every level when there are no
 * words. `ranks` are the words' ranks with unranked ones already replaced.
 */
export function ranksForCoverage(
  words: readonly { rank: number; occurrences: number }[],
  coverages: readonly number[],
): number[] {
  const sorted = [...words].sort((a, b) => a.rank - b.rank);
  let total = 0;
  for (const word of sorted) total += word.occurrences;
  if (total === 0) return coverages.map(() => 0);
  const ranks: number[] = [];
  const targets = coverages.map((coverage, index) => ({ needed: coverage * total, index }));
  targets.sort((a, b) => a.needed - b.needed);
  let covered = 0;
  let wordIndex = 0;
  for (const target of targets) {
    // A tiny tolerance so that 0.9 × 10 occurrences is reached by exactly 9 of them.
    while (wordIndex < sorted.length && covered < target.needed - 1e-9) {
      covered += sorted[wordIndex]!.occurrences;
      wordIndex += 1;
    }
    ranks[target.index] = sorted[Math.max(0, wordIndex - 1)]!.rank;
  }
  return ranks;
}
