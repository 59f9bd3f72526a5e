/**
 * External sources of the admin (issue 19): metadata providers and Jimaku. Shapes of
 * `/api/admin/metadata/*`, `/api/admin/search-media`, `/api/admin/get-jimaku/*` and
 * `/api/admin/add-jimaku-deck` (see the admin contract, "External sources").
 */
import { z } from 'zod';
import { linkTypeEnum } from './enums';

export const providerIdValues = ['anilist', 'tmdb', 'vndb', 'google-books', 'igdb'] as const;
export type ProviderId = (typeof providerIdValues)[number];

/** What a provider can search: AniList anime/manga/novel, TMDB movie/tv, … */
export const metadataKindValues = [
  'anime',
  'manga',
  'novel',
  'movie',
  'tv',
  'vn',
  'book',
  'game',
] as const;
export type MetadataKind = (typeof metadataKindValues)[number];

export const metadataSchema = z
  .object({
    provider: z.enum(providerIdValues),
    /** The provider's own id: `21` (AniList), `movie:603` (TMDB), `v17` (VNDB), … */
    providerId: z.string(),
    originalTitle: z.string(),
    romajiTitle: z.string().nullable(),
    englishTitle: z.string().nullable(),
    aliases: z.array(z.string()),
    /** YYYY-MM-DD; a year alone becomes YYYY-01-01. */
    releaseDate: z.string().nullable(),
    /** Plain text (HTML and BBCode reduced). */
    description: z.string().nullable(),
    coverUrl: z.string().nullable(),
    links: z.array(z.object({ linkType: linkTypeEnum.schema, url: z.string() })),
    /** 0–100, if the provider rates. */
    rating: z.number().nullable(),
    /** Genres and tags, when the provider gives them (issue 21: the media list filters). */
    genres: z.array(z.string()).optional(),
    tags: z.array(z.string()).optional(),
  })
  .meta({ id: 'Metadata' });
export type Metadata = z.infer<typeof metadataSchema>;

export const metadataProviderSchema = z
  .object({
    id: z.enum(providerIdValues),
    name: z.string(),
    kinds: z.array(z.enum(metadataKindValues)),
    /** False when a required key is missing: the provider is listed but cannot be used. */
    configured: z.boolean(),
  })
  .meta({ id: 'MetadataProvider' });
export type MetadataProvider = z.infer<typeof metadataProviderSchema>;

export const searchMediaQuerySchema = z.object({
  /** `anilist-manga`, `tmdb-movie`, `vndb`, … or a provider id with `kind`. */
  provider: z.string().min(1, 'Is required'),
  kind: z.enum(metadataKindValues).optional(),
  query: z.string().trim().min(1, 'Is required').max(200, 'Must be at most 200 characters'),
});

export const jimakuEntrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    japaneseName: z.string().nullable(),
    englishName: z.string().nullable(),
    anilistId: z.number().int().nullable(),
    tmdbId: z.string().nullable(),
    flags: z.object({
      anime: z.boolean(),
      movie: z.boolean(),
      adult: z.boolean(),
      unverified: z.boolean(),
      external: z.boolean(),
    }),
    lastModified: z.string().nullable(),
  })
  .meta({ id: 'JimakuEntry' });
export type JimakuEntry = z.infer<typeof jimakuEntrySchema>;

export const jimakuFileSchema = z
  .object({
    url: z.string(),
    name: z.string(),
    size: z.number().nullable(),
    lastModified: z.string().nullable(),
  })
  .meta({ id: 'JimakuFile' });
export type JimakuFile = z.infer<typeof jimakuFileSchema>;

export const jimakuEntryWithFilesSchema = z.object({
  entry: jimakuEntrySchema,
  files: z.array(jimakuFileSchema),
});

export const jimakuSearchQuerySchema = z
  .object({
    query: z.string().trim().max(200).optional(),
    anilistId: z.coerce.number().int().positive().optional(),
    anime: z.enum(['true', 'false']).optional(),
  })
  .refine((value) => value.query || value.anilistId, {
    message: 'Give a query or an AniList id',
    path: ['query'],
  });

export const addJimakuDeckSchema = z.object({
  jimakuId: z.number().int().positive(),
  /** In the chosen order: each subtitle (or each archive member) becomes "Episode N". */
  files: z
    .array(z.object({ name: z.string().min(1).max(300), url: z.string().min(1).max(2000) }))
    .min(1, 'Pick at least one file')
    .max(500),
  onDuplicate: z.enum(['refuse', 'add', 'replace']).default('refuse'),
});
export type AddJimakuDeckInput = z.input<typeof addJimakuDeckSchema>;

export const fetchMetadataSchema = z.object({
  /** Replace filled fields too (default: only empty ones are filled). */
  overwrite: z.boolean().default(false),
});
