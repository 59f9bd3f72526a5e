/**
 * Reading source files, gzip-compressed or not (decided by the gzip magic bytes, not the name),
 * with errors that name the file: a truncated download must say which file is broken.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gunzip = promisify(zlib.gunzip);

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class DictionarySourceError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'DictionarySourceError';
  }
}

/** The whole file as UTF-8 text, decompressed when it is gzip. */
export async function readSourceText(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch (error) {
    throw new DictionarySourceError(file, `cannot be read (${reasonOf(error)})`);
  }
  if (!isGzip(bytes)) return bytes.toString('utf8');
  try {
    return (await gunzip(bytes)).toString('utf8');
  } catch (error) {
    throw new DictionarySourceError(file, `is corrupt or truncated (${reasonOf(error)})`);
  }
}

/** Parses a JSON source file; a syntax error names the file. */
export async function readSourceJson(file: string): Promise<unknown> {
  const text = await readSourceText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DictionarySourceError(file, `is not valid JSON (${reasonOf(error)})`);
  }
}

/** UTF-8 text chunks of a large file, decompressed on the fly when it is gzip. */
export async function* streamSourceText(
  file: string,
  onBytesRead?: (bytesRead: number, totalBytes: number) => void,
): AsyncGenerator<string> {
  let totalBytes: number;
  let head: Buffer;
  try {
    totalBytes = (await fs.promises.stat(file)).size;
    const handle = await fs.promises.open(file, 'r');
    try {
      head = Buffer.alloc(2);
      await handle.read(head, 0, 2, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new DictionarySourceError(file, `cannot be read (${reasonOf(error)})`);
  }
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  let bytesRead = 0;
  raw.on('data', (chunk) => {
    bytesRead += chunk.length;
    onBytesRead?.(bytesRead, totalBytes);
  });
  const decoded = isGzip(head) ? raw.pipe(zlib.createGunzip()) : raw;
  raw.on('error', (error) => decoded.destroy(error));
  decoded.setEncoding('utf8');
  try {
    for await (const chunk of decoded) yield chunk as string;
  } catch (error) {
    throw new DictionarySourceError(file, `is corrupt or truncated (${reasonOf(error)})`);
  } finally {
    raw.destroy();
  }
}
