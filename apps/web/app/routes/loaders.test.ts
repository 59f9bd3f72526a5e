/** Loader error paths: unknown ids are the 404 page, API failures the error page. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as deckDetailLoader } from './decks-media-detail';
import { loader as listLoader } from './decks-media-list';
import { loader as notFoundLoader } from './not-found';
import { loader as parseLoader } from './parse';
import { loader as sitemapLoader } from './sitemap';
import { loader as wordLoader } from './vocabulary';

const context = { apiBaseUrl: 'http://api.test/api', clientIp: '203.0.113.9' };

async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

/** What a loader threw with `data(message, { status })`. */
function answered(error: unknown): { status?: number; message: unknown } {
  const value = error as { init?: { status?: number }; data?: unknown };
  return { status: value.init?.status, message: value.data };
}

function respond(status: number, body: unknown) {
  // A new Response per call: a page loader may call the API more than once.
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), context, params }) as never;

describe('page loaders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 404 "Page Not Found: {fullPath}" for a malformed deck id, without calling the API', async () => {
    const fetch = respond(200, {});
    const error = await thrown(() =>
      deckDetailLoader(args('http://goi.test/decks/media/abc/detail?x=1', { id: 'abc' })),
    );
    expect(answered(error).status).toBe(404);
    expect(answered(error).message).toBe('Page Not Found: /decks/media/abc/detail?x=1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 404 when the API does not know the deck, forwarding the reader address', async () => {
    const fetch = respond(404, { statusCode: 404, message: 'Deck 99 not found' });
    const error = await thrown(() =>
      deckDetailLoader(args('http://goi.test/decks/media/99/detail', { id: '99' })),
    );
    expect(answered(error).status).toBe(404);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url as string).toBe('http://api.test/api/media-deck/99/detail?offset=0');
    expect((init!.headers as Record<string, string>)['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('shows the error page with the API status when the API fails', async () => {
    respond(503, { statusCode: 503, message: 'Service Unavailable' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await thrown(() =>
      wordLoader(
        args('http://goi.test/vocabulary/1358280/0', { wordId: '1358280', readingIndex: '0' }),
      ),
    );
    expect(answered(error).status).toBe(503);
    expect(log).toHaveBeenCalled();
  });

  it('keeps the text on /parse with the reason when the parser is busy (503), fails on a 500', async () => {
    const busy =
      'The text could not be parsed within 3000 ms (the parser is busy); try again shortly';
    respond(503, { statusCode: 503, message: busy });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = `http://goi.test/parse?text=${encodeURIComponent('猫が魚を食べた。')}`;
    await expect(parseLoader(args(url, {}))).resolves.toEqual({
      text: '猫が魚を食べた。',
      cutFrom: null,
      words: [],
      first: null,
      busy,
    });
    vi.restoreAllMocks();
    respond(500, { statusCode: 500, message: 'boom' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(answered(await thrown(() => parseLoader(args(url, {})))).status).toBe(500);
  });

  it('rejects a media type outside 1–9 and an unmatched path with their 404 messages', async () => {
    const error = await thrown(() =>
      listLoader(args('http://goi.test/decks/media/list/12', { mediaType: '12' })),
    );
    expect(answered(error).status).toBe(404);
    const unmatched = await thrown(() => notFoundLoader(args('http://goi.test/no/such/page', {})));
    expect(answered(unmatched).message).toBe('Page not found: /no/such/page');
  });

  it('lists a media type by name as well as by number, and a bad name is the 404 page', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('[]', { status: 200 })));
    const byName = await listLoader(
      args('http://goi.test/decks/media/list/anime', { mediaType: 'anime' }),
    );
    expect(byName.mediaType).toBe(1);
    expect(fetch.mock.calls[0]![0]).toBe(
      'http://api.test/api/media-deck/get-media-decks-by-type/1',
    );
    const visualNovels = await listLoader(
      args('http://goi.test/decks/media/list/visual-novel', { mediaType: 'visual-novel' }),
    );
    expect(visualNovels.mediaType).toBe(7);
    const error = await thrown(() =>
      listLoader(args('http://goi.test/decks/media/list/cartoons', { mediaType: 'cartoons' })),
    );
    expect(answered(error)).toEqual({
      status: 404,
      message: 'Page Not Found: /decks/media/list/cartoons',
    });
  });

  it('answers 429 with the API Retry-After when the reader spent the API limit', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ statusCode: 429, message: 'Too many requests.' }), {
          status: 429,
          headers: { 'retry-after': '42' },
        }),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await thrown(() =>
      deckDetailLoader(args('http://goi.test/decks/media/5/detail', { id: '5' })),
    )) as { init?: { headers?: Record<string, string> } };
    expect(answered(error)).toEqual({ status: 429, message: 'Too many requests.' });
    expect(error.init?.headers?.['retry-after']).toBe('42');
    expect(log).not.toHaveBeenCalled();
  });

  it('builds the sitemap from PUBLIC_URL, whatever Host or X-Forwarded-Host a request sends', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://goi.example/');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[7]', { status: 200 }));
    const request = new Request('http://evil.example/sitemap.xml', {
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    const response = await sitemapLoader({ request, context, params: {} } as never);
    const xml = await response.text();
    expect(xml).toContain('<loc>https://goi.example/</loc>');
    expect(xml).toContain('<loc>https://goi.example/decks/media/7/vocabulary</loc>');
    expect(xml).not.toContain('evil.example');
    vi.unstubAllEnvs();
  });

  it('loads a deck page, its coverage curve and difficulty profile when the API answers', async () => {
    const fetch = respond(200, {
      data: { parentDeck: null, mainDeck: { deckId: 5 }, subDecks: [] },
      totalItems: 0,
      pageSize: 25,
      currentOffset: 0,
    });
    const result = await deckDetailLoader(
      args('http://goi.test/decks/media/5/detail', { id: '5' }),
    );
    expect(result.page.data.mainDeck.deckId).toBe(5);
    expect(fetch.mock.calls.map(([url]) => url as string)).toEqual([
      'http://api.test/api/media-deck/5/detail?offset=0',
      'http://api.test/api/media-deck/5/coverage-curve',
      'http://api.test/api/media-deck/5/difficulty-profile',
    ]);
  });
});
