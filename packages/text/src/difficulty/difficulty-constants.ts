/**
 * Every tunable number of the difficulty estimator, in one place so that it can be calibrated on
 * the corpora (and a calibrated copy passed to `estimateDifficulty`). Each component maps a
 * measure to 0–1 on a log scale between an "easy" value (0) and a "hard" value (1); the weighted
 * components make the 0–5 scale. See docs/statistics-and-difficulty.md for the reasoning.
 */
export interface DifficultyConstants {
  /** Rank given to words without a frequency rank: very rare, near the end of ~200k ranks. */
  unrankedRank: number;
  /** Coverage levels of the running words and the weight of the rank needed to reach each. */
  coverageTargets: readonly { coverage: number; weight: number }[];
  /** Rank needed for coverage that counts as easy (0) and as hard (1). */
  vocabularyEasyRank: number;
  vocabularyHardRank: number;
  /** Share of kanji among counted characters: easy and hard ends. */
  kanjiShareEasy: number;
  kanjiShareHard: number;
  /** Distinct kanji: easy and hard ends. */
  uniqueKanjiEasy: number;
  uniqueKanjiHard: number;
  /** Part of the kanji component given to the kanji share (the rest to distinct kanji). */
  kanjiShareWeight: number;
  /** Average sentence length in characters: easy and hard ends. */
  sentenceLengthEasy: number;
  sentenceLengthHard: number;
  /** Used when a deck has no sentences (sentence count forced to 0 for shows). */
  neutralSentenceLength: number;
  /** Weights of the components; they are normalized, only their ratios matter. */
  weights: { vocabulary: number; kanji: number; sentenceLength: number };
  /** Points taken off at 100 % dialogue (spoken language is easier to follow). */
  dialogueRelief: number;
  /** Top of the scale. */
  scale: number;
}

export const DIFFICULTY_CONSTANTS: DifficultyConstants = {
  unrankedRank: 200_000,
  coverageTargets: [
    { coverage: 0.9, weight: 0.4 },
    { coverage: 0.95, weight: 0.35 },
    { coverage: 0.98, weight: 0.25 },
  ],
  // Calibrated on the demo library (docs/library.md): with the vendored prior ranks, even easy
  // texts need rank ~8,000 for 90 % coverage and every novel hits unranked words before 98 %,
  // so the hard end sits at the unranked rank and the easy end at the first few thousand words.
  vocabularyEasyRank: 3000,
  vocabularyHardRank: 200_000,
  kanjiShareEasy: 0.05,
  kanjiShareHard: 0.45,
  uniqueKanjiEasy: 50,
  uniqueKanjiHard: 3000,
  kanjiShareWeight: 0.6,
  sentenceLengthEasy: 14,
  sentenceLengthHard: 40,
  neutralSentenceLength: 20,
  // Vocabulary is measured over the whole deck, which overstates a deck of unrelated short
  // sentences (Tatoeba: every line a new topic, so rank ~24,000 for 90 %, more than こころ), and
  // the prior lists count novels, so modern everyday words (当社, マーケティング) look rare.
  // Sentence length is free of both biases and weighs what a reader meets at once. With these
  // weights the demo library spreads as Tatoeba 2.3 < こころ 3.3 < 吾輩は猫である 3.9 on the
  // prior ranks, 2.6 < 3.6 < 4.1 on the library's ranks (docs/library.md "Difficulty").
  weights: { vocabulary: 0.35, kanji: 0.15, sentenceLength: 0.5 },
  dialogueRelief: 0.3,
  scale: 5,
};
