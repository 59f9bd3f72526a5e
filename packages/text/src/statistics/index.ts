export type { DeckStatistics } from './deck-statistics';
export {
  aggregateDeckStatistics,
  averageSentenceLength,
  computeDeckStatistics,
  statisticsFromSummary,
} from './deck-statistics';
export type {
  DeckStatisticsInput,
  DeckSummary,
  DeckWordOccurrence,
  WordPairKey,
} from './deck-summary';
export { mergeDeckSummaries, parseWordPairKey, summarizeDeck, wordPairKey } from './deck-summary';
export type { DeckSummaryJson } from './deck-summary-json';
export { deckSummaryFromJson, deckSummaryToJson } from './deck-summary-json';
export { isCountedCharacter, isCountedKanji } from './counted-characters';
