/**
 * TMDB (movies and TV drama): a key is required, a v3 key as `api_key=` or a read-access token
 * (a JWT) as `Authorization: Bearer`. Ids are `movie:603` or `tv:1399`, as Jimaku writes them.
 */
import { LinkType, type Metadata, type MetadataKind } from '@goi/contracts';
import { z } from 'zod';
import { tidyDescription } from './description-text';
import { cleanTitle, dateFromText, metadata } from './metadata-fields';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

/** TMDB allows about 50 requests a second; a tenth of it is plenty for an admin. */
export const TMDB_MIN_INTERVAL_MS = 100;
const IMAGE_BASE = 'https://image.tmdb.org/t/p/w500';

const text = z.string().nullish();
export const tmdbItemSchema = z.object({
  id: z.number().int(),
  title: text,
  original_title: text,
  name: text,
  original_name: text,
  original_language: text,
  release_date: text,
  first_air_date: text,
  overview: text,
  poster_path: text,
  vote_average: z.number().nullish(),
});
type TmdbItem = z.infer<typeof tmdbItemSchema>;
const searchAnswer = z.object({ results: z.array(tmdbItemSchema) });
const titlesAnswer = z.object({
  titles: z.array(z.object({ iso_3166_1: text, title: text })).nullish(),
  results: z.array(z.object({ iso_3166_1: text, title: text })).nullish(),
});

type TmdbKind = 'movie' | 'tv';

export function tmdbToMetadata(
  kind: TmdbKind,
  item: TmdbItem,
  alternativeTitles: { iso_3166_1?: string | null; title?: string | null }[] = [],
): Metadata | null {
  const localized = cleanTitle(item.title ?? item.name);
  const original = cleanTitle(item.original_title ?? item.original_name);
  const english =
    item.original_language === 'en'
      ? original
      : cleanTitle(
          alternativeTitles.find((title) => title.iso_3166_1 === 'US' || title.iso_3166_1 === 'GB')
            ?.title,
        );
  return metadata({
    provider: 'tmdb',
    providerId: `${kind}:${item.id}`,
    // Searched in Japanese: a foreign film's Japanese title is the one learners meet.
    originalTitle: item.original_language === 'ja' ? original : (localized ?? original),
    romajiTitle: null,
    englishTitle: english,
    aliases: [
      ...(item.original_language === 'ja' ? [] : [original]),
      ...alternativeTitles.filter((title) => title.iso_3166_1 === 'JP').map((title) => title.title),
    ],
    releaseDate: dateFromText(item.release_date ?? item.first_air_date),
    description: tidyDescription(item.overview),
    coverUrl: item.poster_path ? `${IMAGE_BASE}${item.poster_path}` : null,
    links: [{ linkType: LinkType.Tmdb, url: `https://www.themoviedb.org/${kind}/${item.id}` }],
    rating: item.vote_average ? Math.round(item.vote_average * 10) : null,
  });
}

export function createTmdb(
  http: ProviderHttp,
  baseUrl: string,
  apiKey: string | undefined,
): MetadataSource {
  const base = baseUrl.replace(/\/+$/, '');
  const get = <S extends z.ZodType>(path: string, params: Record<string, string>, schema: S) => {
    if (!apiKey)
      throw new ProviderError('not-configured', 'TMDB', 'not configured: set TMDB_API_KEY');
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    // A read-access token is a JWT (three dot-separated parts); a v3 key is 32 hex digits.
    const bearer = apiKey.split('.').length === 3;
    if (!bearer) url.searchParams.set('api_key', apiKey);
    return http.json(url, bearer ? { headers: { Authorization: `Bearer ${apiKey}` } } : {}, schema);
  };
  return {
    id: 'tmdb',
    name: 'TMDB',
    kinds: ['movie', 'tv'],
    configured: !!apiKey,
    async search(query: string, kind: MetadataKind) {
      const tmdbKind: TmdbKind = kind === 'tv' ? 'tv' : 'movie';
      const answer = await get(`/3/search/${tmdbKind}`, { query, language: 'ja-JP' }, searchAnswer);
      return answer.results
        .map((item) => tmdbToMetadata(tmdbKind, item))
        .filter((item) => item !== null);
    },
    async byId(id: string) {
      const match = /^(movie|tv):(\d{1,10})$/.exec(id);
      if (!match)
        throw new ProviderError(
          'bad-request',
          'TMDB',
          `"${id}" is not a TMDB id (movie:603 or tv:1399)`,
        );
      const kind = match[1] as TmdbKind;
      const item = await get(`/3/${kind}/${match[2]}`, { language: 'ja-JP' }, tmdbItemSchema);
      const titles = await get(`/3/${kind}/${match[2]}/alternative_titles`, {}, titlesAnswer).catch(
        () => ({ titles: [], results: [] }),
      );
      const found = tmdbToMetadata(kind, item, titles.titles ?? titles.results ?? []);
      if (!found) throw new ProviderError('not-found', 'TMDB', `${id} has no title`);
      return found;
    },
  };
}
