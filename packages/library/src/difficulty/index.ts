export {
  deckDifficulty,
  lengthWeightedDifficulty,
  loadRanks,
  type RankLookup,
} from './deck-difficulty';
export {
  difficultyEstimatorKey,
  refreshDifficulties,
  type RefreshDifficultiesResult,
} from './refresh-difficulties';
export { textPartsProfile } from './text-parts-profile';
