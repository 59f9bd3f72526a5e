export {
  DeckWordNotInDictionaryError,
  loadSelectableDeckWords,
  type SelectableDeckWord,
} from './deck-words';
export { firstExampleSentences } from './example-sentences';
export { streamExportWords, type ExportWordOptions } from './export-words';
export { definitionsOf, senseAppliesTo } from './word-definitions';
export {
  findExportDeck,
  prepareDeckDownload,
  type PrepareDeckDownloadOptions,
} from './download-deck';
export {
  createFrequencyListService,
  frequencyListFileName,
  frequencyListUrls,
  NoMediaOfTypeError,
  type FrequencyListFile,
  type FrequencyListService,
  type FrequencyListServiceOptions,
} from './frequency-lists';
export {
  FREQUENCY_LIST_VERSION_KEY,
  currentFrequencyListVersion,
  type FrequencyListVersion,
} from './frequency-list-version';
export {
  entriesOfRanking,
  storedGlobalEntries,
  storedRanking,
  type RankColumns,
} from './global-frequency-entries';
export { prepareCustomDeckDownload, type CustomDeckDownloadInput } from './custom-deck-download';
