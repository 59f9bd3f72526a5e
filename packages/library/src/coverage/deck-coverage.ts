/** Coverage of one deck's words by a known-word set (pure). */
import type { KnownWordSet } from './known-word-set';

/** A deck's words, packed: `keys[i]` = formKey(wordId, readingIndex), `occurrences[i]`. */
export interface PackedDeckWords {
  keys: Uint32Array;
  occurrences: Uint32Array;
  totalOccurrences: number;
}

export interface DeckCoverage {
  /** Known occurrences / all occurrences, percent 0–100 (2 decimals, rounded down). */
  coverage: number;
  /** Known distinct forms / distinct forms, percent 0–100 (2 decimals, rounded down). */
  uniqueCoverage: number;
  knownOccurrences: number;
  knownUniqueWords: number;
  totalOccurrences: number;
  totalUniqueWords: number;
}

/**
 * Rounded down so that 100 means "every word": 9,999 of 10,000 shows 99.99, never 100. In
 * integers, because 0.29 × 100 is 28.999… in floating point.
 */
export function percentDown(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.floor((part * 10_000) / whole) / 100;
}

/**
 * Numerator and denominators come from the same rows (the deck's own distinct forms), so a
 * parent deck can never go above 100 % (the reference divided known pairs by distinct word ids
 * for parents, §11.2 item 5).
 */
export function deckCoverage(words: PackedDeckWords, known: KnownWordSet): DeckCoverage {
  const { keys, occurrences } = words;
  let knownOccurrences = 0;
  let knownUniqueWords = 0;
  for (let i = 0; i < keys.length; i++) {
    if (known.hasKey(keys[i]!)) {
      knownOccurrences += occurrences[i]!;
      knownUniqueWords++;
    }
  }
  return {
    coverage: percentDown(knownOccurrences, words.totalOccurrences),
    uniqueCoverage: percentDown(knownUniqueWords, keys.length),
    knownOccurrences,
    knownUniqueWords,
    totalOccurrences: words.totalOccurrences,
    totalUniqueWords: keys.length,
  };
}
