/**
 * How library counts and the dictionary's prior ranks are combined into one rank.
 *
 * Library evidence: the reference's score `round(100 × ln(1 + occurrences) × decks)`, ranked in
 * competition order over every entry (or form); unseen items share the tail rank (seen + 1).
 * Prior evidence: the vendored reference lists' rank (`dict_forms.prior_rank`; an entry takes its
 * best form's), ranked the same way over the same population; unlisted items share its tail.
 *
 * Both are rank orders of a Zipf-like vocabulary, where a word's probability is ≈ c / rank, so
 * ln(rank) is (minus) a log-probability. The blend is a log-linear pool of the two estimates:
 *
 *     key = w · ln(libraryRank) + (1 − w) · ln(priorRank),   w = decks / (decks + priorDecks)
 *
 * and the final rank is the competition rank of `key` (smaller first). `priorDecks` is how many
 * top-level decks of evidence the prior is worth. With no decks, w = 0: the prior order. With 6
 * decks, w ≈ 0.11: words the library has never seen (most of JMdict) keep the prior's order among
 * themselves, and a word the prior calls common (e.g. 彼女) still ranks far above a rare word the
 * library saw once. With 5,000 decks, w ≈ 0.99: the library's own order, the prior only breaking
 * its ties. `priorDecks: 0` gives exactly the reference's ranks.
 */
export const FREQUENCY_BLEND = {
  /** Top-level decks of evidence the prior is worth (w = ½ at this many decks). */
  priorDecks: 50,
} as const;

export interface FrequencyBlendOptions {
  priorDecks?: number;
}

/** The library's weight w in 0–1 for a population of `deckCount` top-level decks. */
export function libraryWeight(deckCount: number, options: FrequencyBlendOptions = {}): number {
  const priorDecks = options.priorDecks ?? FREQUENCY_BLEND.priorDecks;
  if (!Number.isFinite(priorDecks) || priorDecks < 0)
    throw new RangeError(`priorDecks must be a non-negative number, got ${priorDecks}`);
  if (deckCount <= 0) return 0;
  return deckCount / (deckCount + priorDecks);
}

/** The reference's usage score: rewards spread over many decks more than repetition in one. */
export function libraryScore(occurrences: number, decks: number): number {
  if (occurrences <= 0 || decks <= 0) return 0;
  return Math.round(100 * Math.log1p(occurrences) * decks);
}

/** Blended sort keys (smaller = more frequent) from the two competition rankings. */
export function blendedKeys(
  libraryRanks: Int32Array,
  priorRanks: Int32Array,
  weight: number,
): Float64Array {
  const keys = new Float64Array(libraryRanks.length);
  for (let i = 0; i < keys.length; i++) {
    // Skip a side with no weight so its ties cannot perturb the other's exact order.
    const library = weight > 0 ? weight * Math.log(libraryRanks[i]!) : 0;
    const prior = weight < 1 ? (1 - weight) * Math.log(priorRanks[i]!) : 0;
    keys[i] = library + prior;
  }
  return keys;
}
