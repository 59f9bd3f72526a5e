import { resolveLimits } from './archive/archive-limits';
import { extractZip } from './archive/extract-zip';
import { handlerByContent, handlerByName, type Handler } from './detect-format';
import { decodeText } from './encoding/decode-text';
import { extractEpub } from './epub/extract-epub';
import { ExtractionError } from './extraction-error';
import { extractMokuroPage, extractMokuroVolume } from './mokuro/extract-mokuro';
import { extractSubtitles } from './subtitles/extract-subtitles';
import { containsJapanese } from './text/japanese-characters';
import { tidyLines } from './text/tidy-lines';
import type { ExtractedDocument, ExtractOptions, InputFile } from './types';

/**
 * The readable Japanese text of a file: plain text in any common encoding, EPUB, SubRip, WebVTT,
 * ASS/SSA, mokuro, or a zip of those. Pure: bytes in, text out; `extractFile` reads from disk.
 * Every failure is an `ExtractionError` whose message names the file (and the archive member).
 * A file with no Japanese text at all is refused: it is the wrong file or the wrong track.
 */
export function extractText(
  file: InputFile,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  try {
    const document = extractDocument(file, options);
    if (!containsJapanese(document.text)) {
      throw new ExtractionError(
        file.name,
        document.text.trim() === ''
          ? 'no text was found in it'
          : 'no Japanese text was found in it; is it the right file (or the Japanese track)?',
      );
    }
    return Promise.resolve(document);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Dispatch on extension, then content; no judgement on whether the text is Japanese. */
export function extractDocument(file: InputFile, options: ExtractOptions = {}): ExtractedDocument {
  const limits = resolveLimits(options.archiveLimits);
  const byName = handlerByName(file);
  if (byName === 'epub') return extractEpub(file, limits);
  if (byName === 'zip')
    return extractZip(file, limits, (member) => extractDocument(member, options));

  const { text } = decodeText(file);
  const handler: Handler = byName ?? handlerByContent(text);
  switch (handler) {
    case 'srt':
    case 'vtt':
    case 'ass':
    case 'ssa':
      return extractSubtitles(file, tidyNewlines(text), handler, options.subtitles);
    case 'mokuro':
      return extractMokuroVolume(file, text);
    case 'mokuro-page':
      return extractMokuroPage(file, text);
    case 'text':
      return { text: tidyLines(text), format: 'text' };
    case 'epub':
    case 'zip':
      // Decided by the zip signature before decoding; text content never says "archive".
      throw new ExtractionError(
        file.name,
        'it looks like an archive but could not be opened as one',
      );
  }
}

function tidyNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
