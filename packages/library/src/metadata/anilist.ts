/** AniList GraphQL (anime, manga, light novels): no key; about 90 requests a minute. */
import { LinkType, type Metadata, type MetadataKind } from '@goi/contracts';
import { z } from 'zod';
import { descriptionFromHtml } from './description-text';
import { cleanTitle, dateFromParts, webUrl, metadata } from './metadata-fields';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

export const ANILIST_MIN_INTERVAL_MS = 700;

const FIELDS = `id idMal type format title { romaji english native } synonyms
  startDate { year month day } description coverImage { extraLarge large } siteUrl averageScore isAdult
  genres tags { name rank isMediaSpoiler }`;
const SEARCH_QUERY = `query ($search: String, $type: MediaType, $format: MediaFormat) {
  Page(perPage: 10) { media(search: $search, type: $type, format: $format) { ${FIELDS} } } }`;
const BY_ID_QUERY = `query ($id: Int) { Media(id: $id) { ${FIELDS} } }`;

const text = z.string().nullish();
export const anilistMediaSchema = z.object({
  id: z.number().int(),
  idMal: z.number().int().nullish(),
  type: z.enum(['ANIME', 'MANGA']).nullish(),
  format: z.string().nullish(),
  title: z.object({ romaji: text, english: text, native: text }).nullish(),
  synonyms: z.array(z.string().nullable()).nullish(),
  startDate: z
    .object({ year: z.number().nullish(), month: z.number().nullish(), day: z.number().nullish() })
    .nullish(),
  description: text,
  coverImage: z.object({ extraLarge: text, large: text }).nullish(),
  averageScore: z.number().nullish(),
  isAdult: z.boolean().nullish(),
  genres: z.array(z.string().nullable()).nullish(),
  tags: z
    .array(
      z.object({
        name: z.string(),
        rank: z.number().nullish(),
        isMediaSpoiler: z.boolean().nullish(),
      }),
    )
    .nullish(),
});

/** AniList ranks a tag's relevance 0–100; weaker ones and spoilers are not the deck's tags. */
const TAG_MIN_RANK = 60;
const LABELS_KEPT = 20;
type AniListMedia = z.infer<typeof anilistMediaSchema>;

const errorsSchema = z
  .array(z.object({ message: z.string().optional(), status: z.number().optional() }))
  .nullish();
const searchAnswer = z.object({
  data: z.object({ Page: z.object({ media: z.array(anilistMediaSchema) }) }).nullable(),
  errors: errorsSchema,
});
const byIdAnswer = z.object({
  data: z.object({ Media: anilistMediaSchema.nullable() }).nullable(),
  errors: errorsSchema,
});

export function anilistToMetadata(media: AniListMedia): Metadata | null {
  const path = media.type === 'ANIME' ? 'anime' : 'manga';
  const links: Metadata['links'] = [
    { linkType: LinkType.Anilist, url: `https://anilist.co/${path}/${media.id}` },
  ];
  if (media.idMal)
    links.push({ linkType: LinkType.Mal, url: `https://myanimelist.net/${path}/${media.idMal}` });
  return metadata({
    provider: 'anilist',
    providerId: String(media.id),
    originalTitle: cleanTitle(media.title?.native),
    romajiTitle: cleanTitle(media.title?.romaji),
    englishTitle: cleanTitle(media.title?.english),
    aliases: media.synonyms?.filter((name): name is string => !!name) ?? [],
    releaseDate: dateFromParts(media.startDate?.year, media.startDate?.month, media.startDate?.day),
    description: descriptionFromHtml(media.description),
    coverUrl: webUrl(media.coverImage?.extraLarge ?? media.coverImage?.large),
    links,
    rating: media.averageScore ?? null,
    ...labelsOf(media),
  });
}

function labelsOf(media: AniListMedia): Pick<Metadata, 'genres' | 'tags'> {
  const genres = (media.genres ?? [])
    .filter((name): name is string => !!name?.trim())
    .slice(0, LABELS_KEPT);
  const tags = (media.tags ?? [])
    .filter((tag) => !tag.isMediaSpoiler && (tag.rank ?? 0) >= TAG_MIN_RANK && tag.name.trim())
    .map((tag) => tag.name)
    .slice(0, LABELS_KEPT);
  return {
    ...(genres.length > 0 ? { genres } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  };
}

const variablesOfKind: Record<string, { type: string; format?: string }> = {
  anime: { type: 'ANIME' },
  manga: { type: 'MANGA', format: 'MANGA' },
  novel: { type: 'MANGA', format: 'NOVEL' },
};

export function createAniList(http: ProviderHttp, baseUrl: string): MetadataSource {
  const post = <S extends z.ZodType>(query: string, variables: object, schema: S) =>
    http.json(
      baseUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      schema,
    );
  return {
    id: 'anilist',
    name: 'AniList',
    kinds: ['anime', 'manga', 'novel'],
    configured: true,
    async search(query: string, kind: MetadataKind) {
      const variables = variablesOfKind[kind] ?? variablesOfKind.anime!;
      const answer = await post(SEARCH_QUERY, { search: query, ...variables }, searchAnswer);
      if (!answer.data)
        throw new ProviderError('bad-request', 'AniList', answer.errors?.[0]?.message ?? 'no data');
      return answer.data.Page.media.map(anilistToMetadata).filter((item) => item !== null);
    },
    async byId(id: string) {
      if (!/^\d{1,9}$/.test(id))
        throw new ProviderError(
          'bad-request',
          'AniList',
          `"${id}" is not an AniList id (a number)`,
        );
      const answer = await post(BY_ID_QUERY, { id: Number(id) }, byIdAnswer);
      const found = answer.data?.Media ? anilistToMetadata(answer.data.Media) : null;
      if (!found) throw new ProviderError('not-found', 'AniList', `no media with id ${id}`);
      return found;
    },
  };
}
