// Rows in, bytes out: the deck and frequency-list download writers, file naming, and deck word
// selection. No database, HTTP or environment here.
export type {
  DownloadFile,
  ExportDeck,
  ExportDefinition,
  ExportExampleSentence,
  ExportWord,
  WordSource,
} from './types';
export { ExportInputError, InvalidDownloadRequestError } from './errors';
export { deckDownload, type DeckDownloadOptions } from './deck-download';
export { collectBytes } from './stream/bytes';
export { checkExportWords } from './prepare-word';

export { writeAnkiPackage, ankiDeckId, ankiDeckName, ankiNoteKey } from './anki/write-apkg';
export { ankiFieldNames, ankiNoteTypeId, ankiNoteTypeName } from './anki/note-type';
export { writeDeckCsv, deckCsvColumns } from './csv/deck-csv';
export { writeDeckTxt, writeDeckTxtRepeated } from './txt/deck-txt';
export { writeDeckYomitan, deckFrequencyIndex, deckFrequencyTitle } from './yomitan/deck-frequency';
export type { YomitanIndex, YomitanTermFrequency } from './yomitan/yomitan-types';

export type { GlobalFrequencyEntry, GlobalFrequencyForm } from './global/global-frequency-entry';
export { writeGlobalFrequencyCsv } from './global/global-frequency-csv';
export {
  writeGlobalFrequencyYomitan,
  globalFrequencyIndex,
  type GlobalFrequencyOptions,
} from './global/global-frequency-yomitan';

export { safeDownloadFileName } from './files/safe-file-name';
export { contentDisposition } from './files/content-disposition';
export { ankiFurigana, kanaOfFurigana, parseFurigana } from './text/furigana';

export { selectWords } from './selection/select-words';
export type { SelectableWord, SelectionRequest } from './selection/selection-request';
