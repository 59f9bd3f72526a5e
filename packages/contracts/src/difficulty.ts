/**
 * Difficulty is a float 0–5; −1 means "not computed" and is never shown as a level
 * (the reference mapped −1 to "Beginner", §11.2.6).
 */
export const difficultyLevelNames = [
  'Beginner',
  'Easy',
  'Moderate',
  'Hard',
  'Very hard',
  'Expert',
] as const;
export type DifficultyLevelName = (typeof difficultyLevelNames)[number];

export const NOT_COMPUTED = -1;

/** Bucket 0–5 of an effective difficulty (the later reference thresholds), or null when not computed. */
export function difficultyBucket(raw: number): number | null {
  if (!(raw >= 0)) return null;
  const thresholds = [1.01, 2.01, 3.01, 4.01, 4.95];
  const index = thresholds.findIndex((limit) => raw < limit);
  return index === -1 ? 5 : index;
}

export function difficultyLevelName(raw: number): DifficultyLevelName | null {
  const bucket = difficultyBucket(raw);
  return bucket === null ? null : (difficultyLevelNames[bucket] ?? null);
}

/** The effective difficulty: the override when set (above −1), else the computed value. */
export function effectiveDifficulty(difficulty: number, override: number): number {
  return override > NOT_COMPUTED ? override : difficulty;
}
