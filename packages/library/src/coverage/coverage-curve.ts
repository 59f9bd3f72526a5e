/**
 * How a reader's coverage of a deck grows as they learn its words, most frequent first (pure).
 *
 * The curve starts at the reader's coverage today (their known words count as learned) and adds
 * the deck's unknown words by occurrences, most used first: that order is the fastest way up, so
 * each milestone ("learn N words to reach 95 %") is the fewest words that reach it — the same
 * count the target-coverage download takes. Percentages are rounded down like `deckCoverage`, so
 * a milestone's N gives `deckCoverage(...) >= target` and N − 1 words do not.
 */
import { percentDown, type PackedDeckWords } from './deck-coverage';
import type { KnownWordSet } from './known-word-set';

export const DEFAULT_COVERAGE_TARGETS = [80, 90, 95, 98] as const;

export interface CoverageCurvePoint {
  /** Unknown words learned, most frequent first. */
  words: number;
  /** Occurrence coverage after learning them, percent (rounded down). */
  coverage: number;
}

export interface CoverageMilestone {
  /** The goal, percent. */
  target: number;
  /** Words to learn to reach it; 0 when it is already reached. */
  words: number;
}

export interface CoverageCurve {
  /** Coverage with the known words alone (the curve at 0). */
  startCoverage: number;
  /** Distinct unknown words of the deck (the end of the curve, at 100 %). */
  unknownWords: number;
  /** At most `maxPoints` points from 0 to `unknownWords`, denser where the curve is steep. */
  points: CoverageCurvePoint[];
  milestones: CoverageMilestone[];
}

export interface CoverageCurveOptions {
  /** Percent goals, each in (0, 100]; default 80, 90, 95, 98. */
  targets?: readonly number[];
  /** Points of the curve (≥ 2); default 60. */
  maxPoints?: number;
}

/**
 * The counts of words at which the curve is sampled: 0, the end, and geometric steps between
 * (1, 2, 3, 5, 8, … words), because the curve rises fastest over the first hundred words.
 */
function samplePositions(unknownWords: number, maxPoints: number): number[] {
  if (unknownWords === 0) return [0];
  const positions = new Set<number>([0, unknownWords]);
  const steps = Math.max(1, maxPoints - 2);
  const ratio = Math.pow(unknownWords, 1 / steps);
  for (let step = 1; step < steps; step++) positions.add(Math.round(Math.pow(ratio, step)));
  return [...positions].filter((n) => n >= 0 && n <= unknownWords).sort((a, b) => a - b);
}

export function coverageCurve(
  words: PackedDeckWords,
  known: KnownWordSet,
  options: CoverageCurveOptions = {},
): CoverageCurve {
  const targets = options.targets ?? DEFAULT_COVERAGE_TARGETS;
  const maxPoints = options.maxPoints ?? 60;
  for (const target of targets)
    if (!(target > 0 && target <= 100))
      throw new RangeError(`coverage curve: target must be in (0, 100], got ${target}`);
  if (!Number.isInteger(maxPoints) || maxPoints < 2)
    throw new RangeError(`coverage curve: maxPoints must be an integer ≥ 2, got ${maxPoints}`);

  const { keys, occurrences } = words;
  let { totalOccurrences } = words;
  let covered = 0;
  const unknown: number[] = [];
  const anySuspended = known.suspended.size > 0;
  for (let i = 0; i < keys.length; i++) {
    if (known.hasKey(keys[i]!)) covered += occurrences[i]!;
    // Suspended forms leave coverage (issue 20): not a word to learn, not in the total.
    else if (anySuspended && known.suspended.has(keys[i]!)) totalOccurrences -= occurrences[i]!;
    else unknown.push(occurrences[i]!);
  }
  // Most used first; equal counts keep the deck's order (a stable sort).
  unknown.sort((a, b) => b - a);

  // cumulative[n] = occurrences covered after learning the first n unknown words.
  const cumulative = new Float64Array(unknown.length + 1);
  cumulative[0] = covered;
  for (let n = 0; n < unknown.length; n++) cumulative[n + 1] = cumulative[n]! + unknown[n]!;

  const points = samplePositions(unknown.length, maxPoints).map((n) => ({
    words: n,
    coverage: percentDown(cumulative[n]!, totalOccurrences),
  }));

  const milestones = targets.map((target) => {
    // percentDown(c, t) ≥ target  ⇔  c × 10 000 ≥ target × 100 × t, in integers (target has at
    // most 2 decimals, as every coverage figure does).
    const goal = Math.round(target * 100) * totalOccurrences;
    let low = 0;
    let high = unknown.length;
    // The smallest n with cumulative[n] × 10 000 ≥ goal; the end always reaches 100 %.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! * 10_000 >= goal) high = middle;
      else low = middle + 1;
    }
    return { target, words: low };
  });

  return {
    startCoverage: percentDown(covered, totalOccurrences),
    unknownWords: unknown.length,
    points,
    milestones,
  };
}
