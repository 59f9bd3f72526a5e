import { LinkType } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { anilistMedia, anilistSparse } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server.close());

describe('AniList', () => {
  it('searches with the GraphQL query and maps titles, date, HTML description, cover and links', async () => {
    server = await startFakeServer(() => ({
      body: { data: { Page: { media: [anilistMedia, anilistSparse] } } },
    }));
    const { providers } = createExternalSources({ anilistApiUrl: server.url }, { unlimited: true });
    const anilist = providers.find((provider) => provider.id === 'anilist')!;
    const [onePiece, kokoro] = await anilist.search('one piece', 'anime');

    const sent = JSON.parse(server.requests[0]!.body) as { query: string; variables: object };
    expect(server.requests[0]!.method).toBe('POST');
    expect(sent.query).toContain('Page(perPage: 10)');
    expect(sent.variables).toEqual({ search: 'one piece', type: 'ANIME' });
    expect(onePiece).toEqual({
      provider: 'anilist',
      providerId: '21',
      originalTitle: 'ONE PIECE',
      romajiTitle: 'ONE PIECE',
      englishTitle: 'ONE PIECE',
      aliases: ['ワンピース', 'OP'],
      releaseDate: '1999-10-20',
      description: 'Gold Roger was known as the Pirate King.\n\nLuffy & his crew set sail.',
      coverUrl: 'https://s4.anilist.co/file/cover/21.jpg',
      links: [
        { linkType: LinkType.Anilist, url: 'https://anilist.co/anime/21' },
        { linkType: LinkType.Mal, url: 'https://myanimelist.net/anime/21' },
      ],
      rating: 88,
      genres: ['Action'],
      tags: ['Pirates'],
    });
    // Missing fields: null month/day, no English title, no description or cover.
    expect(kokoro).toMatchObject({
      originalTitle: 'こころ',
      romajiTitle: 'Kokoro',
      englishTitle: null,
      releaseDate: '1914-01-01',
      description: null,
      coverUrl: null,
      aliases: [],
      rating: null,
      links: [{ linkType: LinkType.Anilist, url: 'https://anilist.co/manga/101' }],
    });
  });

  it('asks for novels as MANGA of format NOVEL, and reads one media by id', async () => {
    server = await startFakeServer(() => ({ body: { data: { Media: anilistSparse } } }));
    const { providers } = createExternalSources({ anilistApiUrl: server.url }, { unlimited: true });
    const anilist = providers.find((provider) => provider.id === 'anilist')!;
    await expect(anilist.byId('101')).resolves.toMatchObject({ providerId: '101' });
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({ variables: { id: 101 } });
    await expect(anilist.byId('abc')).rejects.toThrow('AniList: "abc" is not an AniList id');
  });

  it('reports a missing media as not found, naming AniList', async () => {
    server = await startFakeServer(() => ({
      status: 404,
      body: { errors: [{ message: 'Not Found.', status: 404 }], data: null },
    }));
    const { providers } = createExternalSources({ anilistApiUrl: server.url }, { unlimited: true });
    await expect(providers[0]!.byId('999999')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'AniList: not found: Not Found.',
    });
  });

  it('refuses an answer of another shape with a clear error', async () => {
    server = await startFakeServer(() => ({ body: { data: { Page: { media: [{ id: 'x' }] } } } }));
    const { providers } = createExternalSources({ anilistApiUrl: server.url }, { unlimited: true });
    await expect(providers[0]!.search('x', 'anime')).rejects.toMatchObject({
      kind: 'bad-answer',
      message: expect.stringMatching(
        /^AniList: answered in an unexpected shape \(data\.Page\.media\.0\.id/,
      ),
    });
  });
});
