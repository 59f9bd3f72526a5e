import { ExtractionError } from './extraction-error';
import type { InputFile } from './types';

/** What to do with a file: a text format, an archive or a mokuro page. */
export type Handler =
  'text' | 'epub' | 'zip' | 'srt' | 'vtt' | 'ass' | 'ssa' | 'mokuro' | 'mokuro-page';

const BY_EXTENSION: Record<string, Handler> = {
  epub: 'epub',
  zip: 'zip',
  srt: 'srt',
  vtt: 'vtt',
  ass: 'ass',
  ssa: 'ssa',
  mokuro: 'mokuro',
  json: 'mokuro-page',
};

/** Formats people upload that we cannot read, with what to do instead. */
const UNSUPPORTED: Record<string, string> = {
  pdf: 'PDF files are not supported; export the text (or the EPUB) and upload that',
  doc: 'Word documents are not supported; save the document as plain text',
  docx: 'Word documents are not supported; save the document as plain text',
  rtf: 'RTF files are not supported; save the document as plain text',
  mobi: 'Kindle files are not supported; convert the book to EPUB',
  azw: 'Kindle files are not supported; convert the book to EPUB',
  azw3: 'Kindle files are not supported; convert the book to EPUB',
  rar: 'RAR archives are not supported; repack the files as a .zip',
  '7z': '7z archives are not supported; repack the files as a .zip',
  cbz: 'comic archives hold images, not text; run mokuro on them and upload the .mokuro file',
  cbr: 'comic archives hold images, not text; run mokuro on them and upload the .mokuro file',
  html: 'HTML pages are not supported yet; save the page as plain text',
  htm: 'HTML pages are not supported yet; save the page as plain text',
  mkv: 'video files are not supported; extract the subtitle track (.ass or .srt) and upload that',
  mp4: 'video files are not supported; extract the subtitle track (.ass or .srt) and upload that',
};

export function extensionOf(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? name;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether an archive member is worth expanding (and not, say, an image). */
export function isExtractableName(name: string): boolean {
  const extension = extensionOf(name);
  return extension in BY_EXTENSION || extension === 'txt' || extension === 'text';
}

/**
 * The handler for a file. A telling extension decides; `.txt`, unknown extensions and no
 * extension are sniffed: a zip signature, then (once decoded) a WebVTT header, an ASS script
 * header, a SubRip timing line or mokuro JSON. A subtitle saved as `episode1.txt` is read as the
 * subtitle it is, not as text full of timings.
 */
export function handlerByName(file: InputFile): Handler | undefined {
  const extension = extensionOf(file.name);
  const unsupported = UNSUPPORTED[extension];
  if (unsupported) throw new ExtractionError(file.name, unsupported);
  const known = BY_EXTENSION[extension];
  if (known) return known;
  if (
    startsWith(file.bytes, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(file.bytes, [0x50, 0x4b, 0x05, 0x06])
  ) {
    return isEpubSignature(file.bytes) ? 'epub' : 'zip';
  }
  if (startsWith(file.bytes, [0x25, 0x50, 0x44, 0x46]))
    throw new ExtractionError(file.name, UNSUPPORTED.pdf!);
  return undefined;
}

/** For files `handlerByName` left open: what the decoded text says it is. */
export function handlerByContent(text: string): Handler {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^WEBVTT(\s|$)/.test(head)) return 'vtt';
  if (/^\[Script Info\]/i.test(head))
    return /ScriptType:\s*v4\.00\s*$/im.test(head) ? 'ssa' : 'ass';
  if (/^\d+\s*\n\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(head)) return 'srt';
  if (head.startsWith('{')) {
    if (/"pages"\s*:/.test(head)) return 'mokuro';
    if (/"blocks"\s*:/.test(head)) return 'mokuro-page';
  }
  return 'text';
}

/** An EPUB's first member is an uncompressed `mimetype` file holding `application/epub+zip`. */
function isEpubSignature(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(30, 30 + 8 + 20));
  return head.startsWith('mimetype') && head.includes('application/epub+zip');
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}
