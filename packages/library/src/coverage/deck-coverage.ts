/** Coverage of one deck's words by a known-word set (pure). */
import type { KnownWordSet } from './known-word-set';

/** A deck's words, packed: `keys[i]` = formKey(wordId, readingIndex), `occurrences[i]`. */
export interface PackedDeckWords {
  keys: Uint32Array;
  occurrences: Uint32Array;
  totalOccurrences: number;
}

export interface DeckCoverage {
  /** Known (Mature) occurrences / all occurrences, percent 0–100 (2 decimals, rounded down). */
  coverage: number;
  /** Known distinct forms / distinct forms, percent 0–100 (2 decimals, rounded down). */
  uniqueCoverage: number;
  /** The same with Young forms counted as known too (the second figure, issue 20). */
  youngCoverage: number;
  youngUniqueCoverage: number;
  knownOccurrences: number;
  knownUniqueWords: number;
  /** Occurrences and forms of Young forms (not in `known…`). */
  youngOccurrences: number;
  youngUniqueWords: number;
  /** Without the reader's Suspended forms, which leave coverage. */
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
  let youngOccurrences = 0;
  let youngUniqueWords = 0;
  let totalOccurrences = words.totalOccurrences;
  let totalUniqueWords = keys.length;
  // Visitors have neither Young nor Suspended forms: skip the lookups.
  const anyYoung = known.young.size > 0;
  const anySuspended = known.suspended.size > 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    // Each deck form counts once, whatever its state: 猫 and its kana spelling ねこ are two deck
    // words, each known through its own (wordId, readingIndex) — marking 猫 marks ねこ too.
    if (known.hasKey(key)) {
      knownOccurrences += occurrences[i]!;
      knownUniqueWords++;
    } else if (anyYoung && known.young.has(key)) {
      youngOccurrences += occurrences[i]!;
      youngUniqueWords++;
    } else if (anySuspended && known.suspended.has(key)) {
      totalOccurrences -= occurrences[i]!;
      totalUniqueWords--;
    }
  }
  return {
    coverage: percentDown(knownOccurrences, totalOccurrences),
    uniqueCoverage: percentDown(knownUniqueWords, totalUniqueWords),
    youngCoverage: percentDown(knownOccurrences + youngOccurrences, totalOccurrences),
    youngUniqueCoverage: percentDown(knownUniqueWords + youngUniqueWords, totalUniqueWords),
    knownOccurrences,
    knownUniqueWords,
    youngOccurrences,
    youngUniqueWords,
    totalOccurrences,
    totalUniqueWords,
  };
}
