import { LinkType } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { googleVolume } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server.close());

describe('Google Books', () => {
  it('searches titles in Japanese, with https thumbnails and links, and text descriptions', async () => {
    server = await startFakeServer(() => ({ body: { totalItems: 1, items: [googleVolume] } }));
    const { source } = createExternalSources(
      { googleBooksApiUrl: server.url, googleBooksApiKey: 'gk' },
      { unlimited: true },
    ).resolve('google-books');
    const [kokoro] = await source.search('こころ', 'book');
    const url = server.requests[0]!.url;
    expect(url.pathname).toBe('/books/v1/volumes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'intitle:こころ',
      langRestrict: 'ja',
      maxResults: '10',
      key: 'gk',
    });
    expect(kokoro).toEqual({
      provider: 'google-books',
      providerId: 'yx0fAQAAIAAJ',
      originalTitle: 'こころ',
      romajiTitle: null,
      englishTitle: null,
      aliases: [],
      releaseDate: '1927-01-01',
      description: '先生と私。\n\n遺書。',
      coverUrl: 'https://books.google.com/t.jpg',
      links: [
        { linkType: LinkType.GoogleBooks, url: 'https://books.google.com/books?id=yx0fAQAAIAAJ' },
      ],
      rating: null,
    });
  });

  it('answers no results when `items` is absent, and works without a key', async () => {
    server = await startFakeServer(() => ({ body: { totalItems: 0 } }));
    const sources = createExternalSources({ googleBooksApiUrl: server.url }, { unlimited: true });
    expect(sources.list().find((provider) => provider.id === 'google-books')!.configured).toBe(
      true,
    );
    await expect(
      sources.resolve('google-books').source.search('こころ inauthor:夏目漱石', 'book'),
    ).resolves.toEqual([]);
    expect(server.requests[0]!.url.searchParams.get('q')).toBe('こころ inauthor:夏目漱石');
    expect(server.requests[0]!.url.searchParams.has('key')).toBe(false);
  });
});
