/**
 * Where the providers are and their keys. Every base URL defaults to the real service; tests
 * point them at local fake servers. (README "Configuration" lists the variables.)
 */
import { z } from 'zod';

const optionalKey = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const baseUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);

export const providerSettingsSchema = z.object({
  anilistApiUrl: baseUrl('https://graphql.anilist.co'),
  tmdbApiUrl: baseUrl('https://api.themoviedb.org'),
  tmdbApiKey: optionalKey,
  vndbApiUrl: baseUrl('https://api.vndb.org/kana'),
  googleBooksApiUrl: baseUrl('https://www.googleapis.com'),
  googleBooksApiKey: optionalKey,
  igdbApiUrl: baseUrl('https://api.igdb.com/v4'),
  igdbTokenUrl: baseUrl('https://id.twitch.tv/oauth2/token'),
  igdbClientId: optionalKey,
  igdbClientSecret: optionalKey,
  jimakuApiUrl: baseUrl('https://jimaku.cc'),
  jimakuApiKey: optionalKey,
  /** Space requests by each provider's published limit; off only in tests against local fakes. */
  rateLimit: z.boolean().default(true),
  /** Per-request timeout. */
  timeoutMs: z.number().int().min(100).default(15_000),
});
export type ProviderSettings = z.output<typeof providerSettingsSchema>;
export type ProviderSettingsInput = z.input<typeof providerSettingsSchema>;

/** The settings from the environment (names as in the README); unset keeps the default. */
export function providerSettingsFromEnv(env: NodeJS.ProcessEnv): ProviderSettingsInput {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    anilistApiUrl: value('ANILIST_API_URL'),
    tmdbApiUrl: value('TMDB_API_URL'),
    tmdbApiKey: value('TMDB_API_KEY'),
    vndbApiUrl: value('VNDB_API_URL'),
    googleBooksApiUrl: value('GOOGLE_BOOKS_API_URL'),
    googleBooksApiKey: value('GOOGLE_BOOKS_API_KEY'),
    igdbApiUrl: value('IGDB_API_URL'),
    igdbTokenUrl: value('IGDB_TOKEN_URL'),
    igdbClientId: value('IGDB_CLIENT_ID'),
    igdbClientSecret: value('IGDB_CLIENT_SECRET'),
    jimakuApiUrl: value('JIMAKU_API_URL'),
    jimakuApiKey: value('JIMAKU_API_KEY'),
  };
}

/** The provider hosts the server itself is configured to call (see covers' SSRF guard). */
export function providerHosts(settings: ProviderSettings): string[] {
  return [
    settings.anilistApiUrl,
    settings.tmdbApiUrl,
    settings.vndbApiUrl,
    settings.googleBooksApiUrl,
    settings.igdbApiUrl,
    settings.jimakuApiUrl,
  ].map((url) => new URL(url).host);
}
