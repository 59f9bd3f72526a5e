/**
 * Cover images live in `$GOI_DATA_DIR/covers/` under a name derived from their content, so a
 * cover can be stored before its deck exists (when a job is queued) and storing it twice is
 * harmless. Whatever comes in (a JPEG, PNG, WebP or AVIF, judged by its bytes) is re-encoded by
 * sharp to a JPEG of at most 600×900: a cover is shown at most ~300 px wide, a bounded file keeps
 * pages light, and re-encoding drops whatever else the file carried (metadata, trailing data).
 * A URL is fetched only when it is http(s); offline, that fails with a clear message.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BlockedUrlError } from './guarded-fetch';
import { MediaRequestError } from './media-metadata';

const MAX_COVER_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
export const COVER_MAX_WIDTH = 600;
export const COVER_MAX_HEIGHT = 900;
/** Refuse decompression bombs: a 10 MB file may claim 100,000 × 100,000 pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Image types by their first bytes: an extension can lie, the bytes cannot. */
export function imageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'avif' | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
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
  if (!imageType(bytes))
    throw new MediaRequestError('cover', `${source} is not a JPEG, PNG, WebP or AVIF image`);
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: COVER_MAX_WIDTH,
        height: COVER_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MediaRequestError('cover', `${source} is not a readable image (${reason})`);
  }
  const name = `${createHash('sha256').update(encoded).digest('hex').slice(0, 32)}.jpg`;
  await fs.mkdir(coversDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(coversDir(dataDir), name), encoded);
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
      if (error instanceof BlockedUrlError)
        throw new MediaRequestError('cover', `${source} is refused: ${error.message}`);
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
