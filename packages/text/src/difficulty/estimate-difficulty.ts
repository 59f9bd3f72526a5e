import type { RankedWord } from './coverage-rank';
import { ranksForCoverage } from './coverage-rank';
import type { DifficultyConstants } from './difficulty-constants';
import { DIFFICULTY_CONSTANTS } from './difficulty-constants';

/**
 * What the estimator needs: the deck's distinct words with their ranks, and a few deck
 * statistics (a `DeckStatistics` has all of them: `estimateDifficulty({ ...statistics, words })`).
 */
export interface DifficultyInput {
  words: readonly RankedWord[];
  characterCount: number;
  kanjiCharacterCount: number;
  uniqueKanjiCount: number;
  averageSentenceLength: number;
  /** 0–100. */
  dialoguePercentage: number;
}

export interface DifficultyBreakdown {
  /** 0–5, the value to store. */
  difficulty: number;
  /** Components in 0–1 before weighting, for calibration and explanations. */
  vocabulary: number;
  kanji: number;
  sentenceLength: number;
  /** Points taken off for dialogue. */
  dialogueRelief: number;
  /** Rank needed for each coverage target, in the order of `constants.coverageTargets`. */
  coverageRanks: number[];
}

/**
 * Difficulty on the 0–5 scale from vocabulary (the frequency rank needed for 90/95/98 %
 * coverage), kanji load, sentence length and dialogue share. Deterministic, O(n log n) in the
 * number of distinct words, and monotonic in each component. Throws a RangeError naming the
 * first malformed field.
 */
export function estimateDifficulty(
  input: DifficultyInput,
  constants: DifficultyConstants = DIFFICULTY_CONSTANTS,
): number {
  return explainDifficulty(input, constants).difficulty;
}

export function explainDifficulty(
  input: DifficultyInput,
  constants: DifficultyConstants = DIFFICULTY_CONSTANTS,
): DifficultyBreakdown {
  validate(input);
  const words = input.words.map((word) => ({
    rank: Math.max(1, word.rank ?? constants.unrankedRank),
    occurrences: word.occurrences,
  }));
  const targets = constants.coverageTargets;
  const coverageRanks = ranksForCoverage(
    words,
    targets.map((target) => target.coverage),
  );
  const vocabulary = weightedMean(
    coverageRanks.map((rank) =>
      logScale(rank, constants.vocabularyEasyRank, constants.vocabularyHardRank),
    ),
    targets.map((target) => target.weight),
  );

  const kanjiShare =
    input.characterCount === 0 ? 0 : input.kanjiCharacterCount / input.characterCount;
  const kanji =
    constants.kanjiShareWeight *
      linearScale(kanjiShare, constants.kanjiShareEasy, constants.kanjiShareHard) +
    (1 - constants.kanjiShareWeight) *
      logScale(input.uniqueKanjiCount, constants.uniqueKanjiEasy, constants.uniqueKanjiHard);

  // No sentences (shows force the count to 0) means unknown length, not short sentences.
  const sentenceLengthOrNeutral =
    input.averageSentenceLength > 0 || input.characterCount === 0
      ? input.averageSentenceLength
      : constants.neutralSentenceLength;
  const sentenceLength = logScale(
    sentenceLengthOrNeutral,
    constants.sentenceLengthEasy,
    constants.sentenceLengthHard,
  );

  const { weights } = constants;
  const weighted = weightedMean(
    [vocabulary, kanji, sentenceLength],
    [weights.vocabulary, weights.kanji, weights.sentenceLength],
  );
  const dialogueRelief = constants.dialogueRelief * (input.dialoguePercentage / 100);
  const difficulty = clamp(constants.scale * weighted - dialogueRelief, 0, constants.scale);
  return { difficulty, vocabulary, kanji, sentenceLength, dialogueRelief, coverageRanks };
}

/** 0 at `easy` or below, 1 at `hard` or above, proportional to the logarithm in between. */
function logScale(value: number, easy: number, hard: number): number {
  if (value <= easy) return 0;
  return clamp((Math.log(value) - Math.log(easy)) / (Math.log(hard) - Math.log(easy)), 0, 1);
}

function linearScale(value: number, easy: number, hard: number): number {
  return clamp((value - easy) / (hard - easy), 0, 1);
}

function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  let weightSum = 0;
  values.forEach((value, index) => {
    const weight = weights[index] ?? 0;
    sum += value * weight;
    weightSum += weight;
  });
  return weightSum === 0 ? 0 : sum / weightSum;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function validate(input: DifficultyInput): void {
  input.words.forEach((word, index) => {
    if (!Number.isInteger(word.occurrences) || word.occurrences < 1) {
      throw new RangeError(
        `words[${index}].occurrences must be a positive integer, got ${word.occurrences}`,
      );
    }
    if (word.rank !== null && !(Number.isFinite(word.rank) && word.rank > 0)) {
      throw new RangeError(
        `words[${index}].rank must be a positive number or null, got ${word.rank}`,
      );
    }
  });
  for (const field of [
    'characterCount',
    'kanjiCharacterCount',
    'uniqueKanjiCount',
    'averageSentenceLength',
    'dialoguePercentage',
  ] as const) {
    const value = input[field];
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${field} must be a non-negative number, got ${value}`);
    }
  }
  if (input.dialoguePercentage > 100) {
    throw new RangeError(`dialoguePercentage must be at most 100, got ${input.dialoguePercentage}`);
  }
  if (input.kanjiCharacterCount > input.characterCount) {
    throw new RangeError(
      `kanjiCharacterCount (${input.kanjiCharacterCount}) is larger than characterCount (${input.characterCount})`,
    );
  }
}
