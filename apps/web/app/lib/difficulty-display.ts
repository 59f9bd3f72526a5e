/**
 * How a deck's difficulty reads for the reader's display and value styles (reference §4.2):
 * name ("Hard"), value ("3.4/6", "2.4/5", "48%") or both; the part not shown is the tooltip.
 */
import {
  DifficultyDisplayStyle,
  DifficultyValueStyle,
  difficultyBucket,
  difficultyLevelName,
} from '@goi/contracts/values';

export const difficultyColours = [
  'text-green-800 dark:text-green-400',
  'text-green-700 dark:text-green-400',
  'text-yellow-800 dark:text-yellow-300',
  'text-amber-800 dark:text-amber-400',
  'text-orange-800 dark:text-orange-400',
  'text-red-700 dark:text-red-400',
] as const;

export function difficultyValue(raw: number, style: DifficultyValueStyle): string {
  switch (style) {
    case DifficultyValueStyle.StartsAt1:
      return `${(raw + 1).toFixed(1)}/6`;
    case DifficultyValueStyle.StartsAt0:
      return `${raw.toFixed(1)}/5`;
    case DifficultyValueStyle.Percentage:
      return `${Math.round(raw * 20)}%`;
  }
}

export interface DifficultyLabel {
  text: string;
  tooltip: string;
  colourClass: string;
}

/** Null when the difficulty was not computed (−1): never shown as a level. */
export function difficultyLabel(
  raw: number,
  display: DifficultyDisplayStyle,
  valueStyle: DifficultyValueStyle,
): DifficultyLabel | null {
  const name = difficultyLevelName(raw);
  const bucket = difficultyBucket(raw);
  if (name === null || bucket === null) return null;
  const value = difficultyValue(raw, valueStyle);
  const colourClass = difficultyColours[bucket] ?? difficultyColours[0];
  switch (display) {
    case DifficultyDisplayStyle.Name:
      return { text: name, tooltip: value, colourClass };
    case DifficultyDisplayStyle.NameAndValue:
      return { text: `${name} (${value})`, tooltip: `${name} (${value})`, colourClass };
    case DifficultyDisplayStyle.Value:
      return { text: value, tooltip: name, colourClass };
  }
}
