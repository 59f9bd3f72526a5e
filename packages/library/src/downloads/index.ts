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
