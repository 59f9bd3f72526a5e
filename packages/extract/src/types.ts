/** A file as it arrived (an upload, a member of an archive, a file read from disk). */
export interface InputFile {
  /** The file name as the user knows it; its extension picks the format. */
  name: string;
  bytes: Uint8Array;
}

export type DocumentFormat = 'text' | 'epub' | 'srt' | 'vtt' | 'ass' | 'ssa' | 'mokuro';

/** Something the extractor left out on purpose, said so that nothing disappears silently. */
export interface SkippedItem {
  /** The chapter file, archive member or subtitle style that was left out. */
  name: string;
  reason: string;
}

export interface DocumentPart {
  title: string;
  text: string;
}

export interface ExtractedDocument {
  /** The whole text: lines separated by `\n`, parts separated by a blank line. */
  text: string;
  /**
   * The format the text came from. For a `.zip` this is the members' format when they share one
   * (a season of `.ass` episodes is `ass`) and `text` when they are mixed.
   */
  format: DocumentFormat;
  /** EPUB chapters, mokuro volumes or archive members, in reading order. */
  parts?: DocumentPart[];
  /** What was left out and why (navigation pages, English subtitle styles, image members, …). */
  skipped?: SkippedItem[];
}

export interface ArchiveLimits {
  /** Most entries an archive may list. */
  maxMembers: number;
  /** Most bytes all the members we expand may add up to. */
  maxTotalBytes: number;
  /** Highest uncompressed ÷ compressed size for a member larger than `ratioCheckFromBytes`. */
  maxCompressionRatio: number;
  /** Small members may compress extremely well (a file of spaces); the ratio check starts here. */
  ratioCheckFromBytes: number;
}

export interface SubtitleOptions {
  /** Leave out sign and typesetting lines (on-screen text); see `subtitles/line-kinds.ts`. */
  excludeSigns?: boolean;
  /** Leave out opening/ending/insert song lyrics and karaoke lines. */
  excludeSongs?: boolean;
}

export interface ExtractOptions {
  subtitles?: SubtitleOptions;
  archiveLimits?: Partial<ArchiveLimits>;
}
