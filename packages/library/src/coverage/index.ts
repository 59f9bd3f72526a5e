export {
  coverageForDecks,
  createCoverageService,
  deckWordsOf,
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
export { DEFAULT_DECK_WORDS, DeckWordCache, type DeckWordCacheOptions } from './deck-word-cache';
export { Uint32IndexMap } from './uint32-index-map';
export { createKnownWordSet, type KnownWords, type KnownWordSet } from './known-word-set';
