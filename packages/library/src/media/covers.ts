/**
 * Cover images live in `$GOI_DATA_DIR/covers/` under a name derived from their content, so a
 * cover can be stored before its deck exists (when a job is queued) and storing it twice is
 * harmless. A URL is fetched only when it is http(s); offline, that fails with a clear message.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MediaRequestError } from './media-metadata';

const MAX_COVER_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

/** Image types by their first bytes: an extension can lie, the bytes cannot. */
function imageExtension(bytes: Uint8Array): string | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP')
    return 'webp';
  return undefined;
}

export function coversDir(dataDir: string): string {
  return path.join(dataDir, 'covers');
}

/** Stores image bytes; returns the cover name for `decks.cover_name`. */
export async function storeCoverBytes(
  dataDir: string,
  bytes: Uint8Array,
  source: string,
): Promise<string> {
  if (bytes.length === 0) throw new MediaRequestError('cover', `${source} is empty`);
  if (bytes.length > MAX_COVER_BYTES) throw tooLarge(source);
  const extension = imageExtension(bytes);
  if (!extension)
    throw new MediaRequestError('cover', `${source} is not a JPEG, PNG, GIF or WebP image`);
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  await fs.mkdir(coversDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(coversDir(dataDir), name), bytes);
  return name;
}

const tooLarge = (source: string) =>
  new MediaRequestError('cover', `${source} is larger than 10 MB`);

/**
 * The body, read no further than the cover limit: a hostile server could otherwise stream
 * gigabytes (or lie in Content-Length) into the server's memory.
 */
async function readBounded(response: Response, source: string): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_COVER_BYTES) {
    await response.body?.cancel();
    throw tooLarge(source);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body)
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_COVER_BYTES) {
        await response.body.cancel().catch(() => undefined);
        throw tooLarge(source);
      }
      chunks.push(chunk);
    }
  return Buffer.concat(chunks);
}

/** `--cover file|url`: copies a file, or downloads an http(s) URL. */
export async function storeCover(
  dataDir: string,
  source: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(source)) {
    const url = new URL(source);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new MediaRequestError(
        'cover',
        `only http(s) cover URLs are fetched, got ${url.protocol}`,
      );
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MediaRequestError(
        'cover',
        `could not download ${source} (${reason}); are you offline? Give a file instead`,
      );
    }
    if (!response.ok)
      throw new MediaRequestError(
        'cover',
        `downloading ${source} answered HTTP ${response.status}`,
      );
    return storeCoverBytes(dataDir, await readBounded(response, source), source);
  }
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(source);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new MediaRequestError('cover', `cannot read ${source} (${reason})`);
  }
  return storeCoverBytes(dataDir, bytes, source);
}
