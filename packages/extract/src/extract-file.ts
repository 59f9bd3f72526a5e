import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { extractText } from './extract-text';
import { ExtractionError } from './extraction-error';
import type { ExtractedDocument, ExtractOptions } from './types';

/** Reads a file from disk and extracts its text; the only part of this package that does I/O. */
export async function extractFile(
  path: string,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const problem =
      code === 'ENOENT'
        ? 'there is no such file'
        : code === 'EISDIR'
          ? 'it is a directory, not a file'
          : code === 'EACCES'
            ? 'we are not allowed to read it'
            : `it could not be read (${code ?? String(error)})`;
    throw new ExtractionError(path, problem, { cause: error });
  }
  return extractText({ name: basename(path), bytes }, options);
}
