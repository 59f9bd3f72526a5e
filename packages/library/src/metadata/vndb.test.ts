import { LinkType } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { vndbItem } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server.close());

describe('VNDB', () => {
  it('searches with filters, reduces BBCode (spoilers dropped) and maps titles', async () => {
    server = await startFakeServer(() => ({
      body: { results: [vndbItem, { id: 'v2', title: 'Sparse', released: 'TBA' }], more: false },
    }));
    const { source } = createExternalSources(
      { vndbApiUrl: `${server.url}/kana` },
      { unlimited: true },
    ).resolve('vndb');
    const [ever17, sparse] = await source.search('ever17', 'vn');
    expect(server.requests[0]!.url.pathname).toBe('/kana/vn');
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({
      filters: ['search', '=', 'ever17'],
      results: 10,
    });
    expect(ever17).toEqual({
      provider: 'vndb',
      providerId: 'v17',
      originalTitle: 'Ever17 -the out of infinity-',
      romajiTitle: null,
      englishTitle: 'Ever17: The Out of Infinity',
      aliases: ['E17'],
      releaseDate: '2002-08-29',
      description: 'An underwater park. Takeshi is trapped.',
      coverUrl: 'https://t.vndb.org/cv/31/2331.jpg',
      links: [{ linkType: LinkType.Vndb, url: 'https://vndb.org/v17' }],
      rating: 86,
    });
    expect(sparse).toMatchObject({
      originalTitle: 'Sparse',
      releaseDate: null,
      description: null,
      coverUrl: null,
    });
  });

  it('drops a cover VNDB rates sexual, and reads by id', async () => {
    server = await startFakeServer(() => ({
      body: {
        results: [
          { ...vndbItem, released: '2002', image: { url: 'https://t.vndb.org/x.jpg', sexual: 1 } },
        ],
      },
    }));
    const { source } = createExternalSources(
      { vndbApiUrl: server.url },
      { unlimited: true },
    ).resolve('vndb');
    const item = await source.byId('17');
    expect(JSON.parse(server.requests[0]!.body)).toMatchObject({ filters: ['id', '=', 'v17'] });
    expect(item).toMatchObject({ coverUrl: null, releaseDate: '2002-01-01' });
  });
});
