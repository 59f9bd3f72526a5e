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
