export { databaseReadVersions, type ReadVersions } from './read-versions';
export {
  createReadModels,
  DEFAULT_READ_CACHE_BYTES,
  type DeckListQuery,
  type Reader,
  type ReadModels,
  type ReadModelsOptions,
  type VocabularyQuery,
  type WarmSummary,
} from './read-models';
export { ReadCache, type ReadCacheStats } from './read-cache';
export { type VocabularyFilters } from './vocabulary-filter';
export { packCustomDeckWords } from './custom-deck-words';
export { FormRankTable, type FormRankLookup, type RankFields } from './form-ranks';
export { loadDeckDtos, toDeckDto, withExtras, type DeckDtoExtras } from './deck-dto';
export { definitionsOfForm, toWordDto, type WordView } from './word-dto';
export { deckWordOrder } from './deck-word-order';
