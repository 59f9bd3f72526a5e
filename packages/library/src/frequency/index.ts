export { competitionRanks } from './competition-ranks';
export { attributePriors, type AttributedPriors } from './prior-attribution';
export {
  FREQUENCY_BLEND,
  blendedKeys,
  libraryScore,
  libraryWeight,
  type FrequencyBlendOptions,
} from './frequency-blend';
export { computeFrequencyRanking, type FrequencyRankingProgress } from './frequency-ranking';
export {
  rankFrequencies,
  type FrequencyEvidence,
  type FrequencyRanking,
  type RankedEntries,
  type RankedForms,
} from './rank-frequencies';
export {
  entriesInRankOrder,
  formFrequencyRows,
  wordFrequencyRows,
  type RankedEntry,
} from './ranking-rows';
export {
  recomputeFrequencies,
  type RecomputeFrequenciesOptions,
  type RecomputeFrequenciesResult,
  type RecomputeProgress,
} from './recompute-frequencies';
export {
  RECOMPUTE_FREQUENCIES_JOB,
  findQueuedRecompute,
  frequencyJobHandlers,
  requestFrequencyRecompute,
} from './frequency-jobs';
