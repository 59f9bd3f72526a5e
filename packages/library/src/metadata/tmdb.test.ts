import { LinkType } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { tmdbMovie } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server?.close());

describe('TMDB', () => {
  it('is listed as not configured without a key, and refuses to search', () => {
    const sources = createExternalSources({}, { unlimited: true });
    expect(sources.list().find((provider) => provider.id === 'tmdb')).toEqual({
      id: 'tmdb',
      name: 'TMDB',
      kinds: ['movie', 'tv'],
      configured: false,
    });
    expect(() => sources.resolve('tmdb-movie')).toThrow('TMDB: is not configured on this server');
  });

  it('searches movies in Japanese with the v3 key and maps the poster and link', async () => {
    server = await startFakeServer(() => ({
      body: {
        page: 1,
        results: [tmdbMovie, { id: 5, title: null }],
        total_pages: 1,
        total_results: 2,
      },
    }));
    const sources = createExternalSources(
      { tmdbApiUrl: server.url, tmdbApiKey: 'k3y' },
      { unlimited: true },
    );
    const { source, kind } = sources.resolve('tmdb-movie');
    const results = await source.search('千と千尋', kind);
    const url = server.requests[0]!.url;
    expect(url.pathname).toBe('/3/search/movie');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: '千と千尋',
      language: 'ja-JP',
      api_key: 'k3y',
    });
    // The result without any title is dropped, not a crash.
    expect(results).toEqual([
      {
        provider: 'tmdb',
        providerId: 'movie:129',
        originalTitle: '千と千尋の神隠し',
        romajiTitle: null,
        englishTitle: null,
        aliases: [],
        releaseDate: '2001-07-20',
        description: '10歳の少女千尋は…',
        coverUrl: 'https://image.tmdb.org/t/p/w500/39wmItIWsg5sZMyRUHLkWBcuVCM.jpg',
        links: [{ linkType: LinkType.Tmdb, url: 'https://www.themoviedb.org/movie/129' }],
        rating: 85,
      },
    ]);
  });

  it('reads a TV show by "tv:id" with a bearer token and its English alternative title', async () => {
    server = await startFakeServer((request) =>
      request.url.pathname.endsWith('/alternative_titles')
        ? { body: { results: [{ iso_3166_1: 'US', title: 'Sound! Euphonium' }] } }
        : {
            body: {
              id: 62745,
              name: '響け！ユーフォニアム',
              original_name: '響け！ユーフォニアム',
              original_language: 'ja',
              first_air_date: '2015-04-08',
            },
          },
    );
    const token = 'aaa.bbb.ccc';
    const { source } = createExternalSources(
      { tmdbApiUrl: server.url, tmdbApiKey: token },
      { unlimited: true },
    ).resolve('tmdb-tv');
    const show = await source.byId('tv:62745');
    expect(server.requests[0]!.url.pathname).toBe('/3/tv/62745');
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(server.requests[0]!.url.searchParams.has('api_key')).toBe(false);
    expect(show).toMatchObject({
      originalTitle: '響け！ユーフォニアム',
      englishTitle: 'Sound! Euphonium',
      releaseDate: '2015-04-08',
    });
    await expect(source.byId('62745')).rejects.toThrow('TMDB: "62745" is not a TMDB id');
  });
});
