export type { DifficultyConstants } from './difficulty-constants';
export { DIFFICULTY_CONSTANTS } from './difficulty-constants';
export type { RankedWord } from './coverage-rank';
export { ranksForCoverage } from './coverage-rank';
export type { DifficultyBreakdown, DifficultyInput } from './estimate-difficulty';
export { estimateDifficulty, explainDifficulty } from './estimate-difficulty';
