export {
  coverageForDecks,
  createCoverageService,
  sortDeckIdsByCoverage,
  warmCoverageCache,
  type CoverageMetric,
  type CoverageService,
} from './coverage-service';
export {
  deckCoverage,
  percentDown,
  type DeckCoverage,
  type PackedDeckWords,
} from './deck-coverage';
export { DeckWordCache, type DeckWordCacheOptions } from './deck-word-cache';
export { createKnownWordSet, type KnownWords, type KnownWordSet } from './known-word-set';
