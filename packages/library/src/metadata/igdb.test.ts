import { LinkType } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { igdbGame } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server?.close());

describe('IGDB', () => {
  it('is off without Twitch credentials', () => {
    const sources = createExternalSources({ igdbClientId: 'id' }, { unlimited: true });
    expect(sources.list().find((provider) => provider.id === 'igdb')!.configured).toBe(false);
  });

  it('gets an app token once, then searches with Apicalypse (quotes escaped)', async () => {
    server = await startFakeServer((request) =>
      request.url.pathname === '/oauth2/token'
        ? { body: { access_token: 'tok', expires_in: 5000000, token_type: 'bearer' } }
        : { body: [igdbGame, { id: 2 }] },
    );
    const { source } = createExternalSources(
      {
        igdbApiUrl: `${server.url}/v4`,
        igdbTokenUrl: `${server.url}/oauth2/token`,
        igdbClientId: 'cid',
        igdbClientSecret: 'sec',
      },
      { unlimited: true },
    ).resolve('igdb');
    const results = await source.search('Witcher "3"', 'game');
    await source.byId('1942');
    const [token, search, byId] = server.requests;
    expect(Object.fromEntries(token!.url.searchParams)).toEqual({
      client_id: 'cid',
      client_secret: 'sec',
      grant_type: 'client_credentials',
    });
    expect(server.requests).toHaveLength(3);
    expect(search!.headers['client-id']).toBe('cid');
    expect(search!.headers.authorization).toBe('Bearer tok');
    expect(search!.body).toMatch(/^search "Witcher \\"3\\""; fields name/);
    expect(byId!.body).toContain('where id = 1942;');
    expect(results).toEqual([
      {
        provider: 'igdb',
        providerId: '1942',
        originalTitle: 'The Witcher 3: Wild Hunt',
        romajiTitle: null,
        englishTitle: null,
        aliases: ['ウィッチャー3 ワイルドハント'],
        releaseDate: '2015-05-19',
        description: 'RPG.',
        coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co1wyy.jpg',
        links: [
          { linkType: LinkType.Igdb, url: 'https://www.igdb.com/games/the-witcher-3-wild-hunt' },
        ],
        rating: 92,
      },
    ]);
  });
});
