/**
 * A deck's text parts as the difficulty profile shows them (issue 21): numbered 1–10 with the
 * share of the text each covers. When an administrator has overridden the deck's difficulty
 * (the estimator rated a picture book 3.1, the override says 1.0), the parts move with it by the
 * same amount, kept within 0–5, so the chart does not contradict the deck's badge; the shape
 * across the text is still the measured one.
 */
import type { DifficultyProfileDto } from '@goi/contracts';

const PERCENT_PER_PART = 10;

export function textPartsProfile(
  parts: readonly { partIndex: number; characterCount: number; difficulty: number }[],
  deck: { difficulty: number; difficultyOverride: number },
): DifficultyProfileDto['textParts'] {
  const shift =
    deck.difficultyOverride > -1 && deck.difficulty >= 0
      ? deck.difficultyOverride - deck.difficulty
      : 0;
  return parts.map((part) => ({
    part: part.partIndex + 1,
    fromPercent: part.partIndex * PERCENT_PER_PART,
    toPercent: (part.partIndex + 1) * PERCENT_PER_PART,
    difficulty: Math.min(5, Math.max(0, part.difficulty + shift)),
    characterCount: part.characterCount,
  }));
}
