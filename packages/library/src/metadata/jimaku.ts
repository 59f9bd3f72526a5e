/**
 * Jimaku (Japanese subtitles): the key is the whole `Authorization` header, as the reference
 * sends it. Files are downloaded only from the configured Jimaku host: a URL in an admin's
 * request naming any other host is refused, so the add cannot be pointed at the server's network.
 */
import type { JimakuEntry, JimakuFile } from '@goi/contracts';
import { z } from 'zod';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

export const JIMAKU_MIN_INTERVAL_MS = 500;
/** One subtitle file or archive. */
export const JIMAKU_MAX_FILE_BYTES = 50 * 1024 * 1024;

const text = z.string().nullish();
const entrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  japanese_name: text,
  english_name: text,
  anilist_id: z.number().int().nullish(),
  tmdb_id: text,
  flags: z
    .object({
      anime: z.boolean().nullish(),
      movie: z.boolean().nullish(),
      adult: z.boolean().nullish(),
      unverified: z.boolean().nullish(),
      external: z.boolean().nullish(),
    })
    .nullish(),
  last_modified: text,
});
const fileSchema = z.object({
  url: z.string().min(1),
  name: z.string().min(1),
  size: z.number().nullish(),
  last_modified: text,
});

function toEntry(entry: z.infer<typeof entrySchema>): JimakuEntry {
  const flags = entry.flags ?? {};
  return {
    id: entry.id,
    name: entry.name,
    japaneseName: entry.japanese_name || null,
    englishName: entry.english_name || null,
    anilistId: entry.anilist_id ?? null,
    tmdbId: entry.tmdb_id || null,
    flags: {
      anime: !!flags.anime,
      movie: !!flags.movie,
      adult: !!flags.adult,
      unverified: !!flags.unverified,
      external: !!flags.external,
    },
    lastModified: entry.last_modified ?? null,
  };
}

export interface JimakuClient {
  readonly configured: boolean;
  search(query: { query?: string; anilistId?: number; anime?: boolean }): Promise<JimakuEntry[]>;
  entry(id: number): Promise<JimakuEntry>;
  files(id: number): Promise<JimakuFile[]>;
  /** Downloads a file the API listed; refuses URLs outside the configured host. */
  download(url: string): Promise<Uint8Array>;
}

export function createJimaku(
  http: ProviderHttp,
  baseUrl: string,
  apiKey: string | undefined,
): JimakuClient {
  const base = new URL(baseUrl);
  const headers = () => {
    if (!apiKey)
      throw new ProviderError('not-configured', 'Jimaku', 'not configured: set JIMAKU_API_KEY');
    return { Authorization: apiKey };
  };
  const api = (path: string) => new URL(path, base);
  return {
    configured: !!apiKey,
    async search({ query, anilistId, anime }) {
      const url = api('/api/entries/search');
      if (query) url.searchParams.set('query', query);
      if (anilistId) url.searchParams.set('anilist_id', String(anilistId));
      if (anime !== undefined) url.searchParams.set('anime', String(anime));
      const entries = await http.json(url, { headers: headers() }, z.array(entrySchema));
      return entries.map(toEntry);
    },
    async entry(id) {
      return toEntry(
        await http.json(api(`/api/entries/${id}`), { headers: headers() }, entrySchema),
      );
    },
    async files(id) {
      const files = await http.json(
        api(`/api/entries/${id}/files`),
        { headers: headers() },
        z.array(fileSchema),
      );
      return files.map((file) => ({
        url: file.url,
        name: file.name,
        size: file.size ?? null,
        lastModified: file.last_modified ?? null,
      }));
    },
    async download(url) {
      let target: URL;
      try {
        target = new URL(url, base);
      } catch {
        throw new ProviderError('bad-request', 'Jimaku', `"${url}" is not a URL`);
      }
      if (target.origin !== base.origin)
        throw new ProviderError(
          'bad-request',
          'Jimaku',
          `files are downloaded from ${base.origin} only, not ${target.origin}`,
        );
      return http.bytes(target, { headers: headers() }, JIMAKU_MAX_FILE_BYTES);
    },
  };
}
