/**
 * A deck's text parts as the difficulty profile shows them (issue 21): numbered 1–10 with the
 * share of the text each covers, at the deck's own level. A tenth is rated on its own at parse
 * time, and some of the estimator's signals grow with the length of the text (distinct kanji, how
 * far down the frequency list a reader must go), so tenths rate lower than their whole deck
 * (『こころ』 下: deck 3.58, tenths 2.7–3.3). Their differences are what the chart is for, so they
 * are moved together until their mean, weighted by length, is the deck's effective difficulty —
 * the administrator's override when set, and the current rating after the library's ranks
 * changed (`refreshDifficulties` re-rates decks, not their tenths, whose words are not stored).
 */
import type { DifficultyProfileDto } from '@goi/contracts';

const PERCENT_PER_PART = 10;

export function textPartsProfile(
  parts: readonly { partIndex: number; characterCount: number; difficulty: number }[],
  deck: { difficulty: number; difficultyOverride: number },
): DifficultyProfileDto['textParts'] {
  const level = deck.difficultyOverride > -1 ? deck.difficultyOverride : deck.difficulty;
  const rated = parts.filter((part) => part.difficulty >= 0);
  const characters = rated.reduce((sum, part) => sum + part.characterCount, 0);
  const mean =
    characters === 0
      ? undefined
      : rated.reduce((sum, part) => sum + part.difficulty * part.characterCount, 0) / characters;
  // A deck not rated (−1) has no level to meet: the tenths show as rated.
  const shift = level >= 0 && mean !== undefined ? level - mean : 0;
  return parts.map((part) => ({
    part: part.partIndex + 1,
    fromPercent: part.partIndex * PERCENT_PER_PART,
    toPercent: (part.partIndex + 1) * PERCENT_PER_PART,
    difficulty: part.difficulty < 0 ? -1 : Math.min(5, Math.max(0, part.difficulty + shift)),
    characterCount: part.characterCount,
  }));
}
