export { extractText } from './extract-text';
export { extractFile } from './extract-file';
export { ExtractionError } from './extraction-error';
export { DEFAULT_ARCHIVE_LIMITS } from './archive/archive-limits';
export { decodeText, type DecodedText, type TextEncodingLabel } from './encoding/decode-text';
export type {
  ArchiveLimits,
  DocumentFormat,
  DocumentPart,
  ExtractedDocument,
  ExtractOptions,
  InputFile,
  SkippedItem,
  SubtitleOptions,
} from './types';
export { readAnkiExport, type AnkiExport } from './anki/read-anki-export';
export {
  ANKI_PACKAGE_LIMITS,
  readAnkiPackage,
  type AnkiCollectionFormat,
  type AnkiPackageLimits,
} from './anki/anki-package';
export type { AnkiCard, AnkiCollection, AnkiNote, AnkiNoteType } from './anki/anki-collection';
export {
  ANKI_MATURE_INTERVAL_DAYS,
  ankiCardState,
  ankiFieldText,
  ankiNoteState,
  countNotesByType,
  selectAnkiWords,
  strongerState,
  type AnkiNoteWord,
  type AnkiSelection,
  type AnkiWordState,
} from './anki/anki-states';
