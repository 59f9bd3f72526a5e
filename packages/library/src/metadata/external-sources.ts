/**
 * The composition of every provider and the Jimaku client from the settings: each with its own
 * HTTP edge (its rate limit is its own), built once per process.
 */
import { metadataKindValues, type MetadataKind, type MetadataProvider } from '@goi/contracts';
import { ANILIST_MIN_INTERVAL_MS, createAniList } from './anilist';
import { createGoogleBooks, GOOGLE_BOOKS_MIN_INTERVAL_MS } from './google-books';
import { createIgdb, IGDB_MIN_INTERVAL_MS } from './igdb';
import { createJimaku, JIMAKU_MIN_INTERVAL_MS, type JimakuClient } from './jimaku';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import { createProviderHttp, type ProviderHttpOptions } from './provider-http';
import { providerSettingsSchema, type ProviderSettingsInput } from './provider-settings';
import { createTmdb, TMDB_MIN_INTERVAL_MS } from './tmdb';
import { createVndb, VNDB_MIN_INTERVAL_MS } from './vndb';

export interface ExternalSources {
  readonly providers: readonly MetadataSource[];
  readonly jimaku: JimakuClient;
  list(): MetadataProvider[];
  /** `anilist-manga`, or `anilist` with a kind; throws a `bad-request` ProviderError. */
  resolve(provider: string, kind?: MetadataKind): { source: MetadataSource; kind: MetadataKind };
}

export interface ExternalSourcesOptions {
  fetchImpl?: typeof fetch;
  sleep?: ProviderHttpOptions['sleep'];
  /** Tests: no spacing between requests (the limiter itself is tested on its own). */
  unlimited?: boolean;
}

export function createExternalSources(
  input: ProviderSettingsInput = {},
  options: ExternalSourcesOptions = {},
): ExternalSources {
  const settings = providerSettingsSchema.parse(input);
  const http = (provider: string, minIntervalMs: number) =>
    createProviderHttp({
      provider,
      minIntervalMs: options.unlimited || !settings.rateLimit ? 0 : minIntervalMs,
      timeoutMs: settings.timeoutMs,
      fetchImpl: options.fetchImpl,
      sleep: options.sleep,
    });
  const providers: MetadataSource[] = [
    createAniList(http('AniList', ANILIST_MIN_INTERVAL_MS), settings.anilistApiUrl),
    createTmdb(http('TMDB', TMDB_MIN_INTERVAL_MS), settings.tmdbApiUrl, settings.tmdbApiKey),
    createVndb(http('VNDB', VNDB_MIN_INTERVAL_MS), settings.vndbApiUrl),
    createGoogleBooks(
      http('Google Books', GOOGLE_BOOKS_MIN_INTERVAL_MS),
      settings.googleBooksApiUrl,
      settings.googleBooksApiKey,
    ),
    createIgdb(http('IGDB', IGDB_MIN_INTERVAL_MS), {
      apiUrl: settings.igdbApiUrl,
      tokenUrl: settings.igdbTokenUrl,
      clientId: settings.igdbClientId,
      clientSecret: settings.igdbClientSecret,
    }),
  ];
  const jimaku = createJimaku(
    http('Jimaku', JIMAKU_MIN_INTERVAL_MS),
    settings.jimakuApiUrl,
    settings.jimakuApiKey,
  );
  return {
    providers,
    jimaku,
    list: () =>
      providers.map(({ id, name, kinds, configured }) => ({
        id,
        name,
        kinds: [...kinds],
        configured,
      })),
    resolve(provider, kind) {
      const source =
        providers.find((candidate) => candidate.id === provider) ??
        providers.find((candidate) => provider.startsWith(`${candidate.id}-`));
      const suffix =
        source && provider !== source.id ? provider.slice(source.id.length + 1) : undefined;
      const chosen = (suffix ?? kind ?? source?.kinds[0]) as MetadataKind | undefined;
      if (!source || !chosen || !(metadataKindValues as readonly string[]).includes(chosen))
        throw new ProviderError(
          'bad-request',
          provider,
          `unknown provider; use one of ${providers.flatMap((item) => item.kinds.map((k) => `${item.id}-${k}`)).join(', ')}`,
        );
      if (!source.kinds.includes(chosen))
        throw new ProviderError(
          'bad-request',
          source.name,
          `does not search ${chosen}; it searches ${source.kinds.join(', ')}`,
        );
      if (!source.configured)
        throw new ProviderError('not-configured', source.name, 'is not configured on this server');
      return { source, kind: chosen };
    },
  };
}
