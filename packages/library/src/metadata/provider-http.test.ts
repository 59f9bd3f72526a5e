/**
 * The shared HTTP edge, exercised through every provider: a 429 with Retry-After is waited out
 * and retried, a hanging service times out naming the provider, and requests are spaced by the
 * provider's rate limit. Waits go through an injected `sleep`, so the tests assert the delays
 * instead of spending them.
 */
import type { MetadataKind } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources, type ExternalSourcesOptions } from './external-sources';
import { createProviderHttp, retryDelayMs } from './provider-http';
import type { ProviderSettingsInput } from './provider-settings';
import {
  anilistMedia,
  googleVolume,
  igdbGame,
  jimakuEntry,
  tmdbMovie,
  vndbItem,
} from '../../test/support/metadata/fixtures';
import {
  startFakeServer,
  type FakeAnswer,
  type FakeServer,
} from '../../test/support/metadata/fake-server';
import { z } from 'zod';

let server: FakeServer;
afterEach(() => server?.close());

interface Case {
  provider: string;
  name: string;
  settings: (url: string) => ProviderSettingsInput;
  kind: MetadataKind;
  ok: FakeAnswer['body'];
}
const cases: Case[] = [
  {
    provider: 'anilist',
    name: 'AniList',
    settings: (url) => ({ anilistApiUrl: url }),
    kind: 'anime',
    ok: { data: { Page: { media: [anilistMedia] } } },
  },
  {
    provider: 'tmdb',
    name: 'TMDB',
    settings: (url) => ({ tmdbApiUrl: url, tmdbApiKey: 'k' }),
    kind: 'movie',
    ok: { results: [tmdbMovie] },
  },
  {
    provider: 'vndb',
    name: 'VNDB',
    settings: (url) => ({ vndbApiUrl: url }),
    kind: 'vn',
    ok: { results: [vndbItem] },
  },
  {
    provider: 'google-books',
    name: 'Google Books',
    settings: (url) => ({ googleBooksApiUrl: url }),
    kind: 'book',
    ok: { items: [googleVolume] },
  },
  {
    provider: 'igdb',
    name: 'IGDB',
    settings: (url) => ({
      igdbApiUrl: url,
      igdbTokenUrl: `${url}/token`,
      igdbClientId: 'c',
      igdbClientSecret: 's',
    }),
    kind: 'game',
    ok: [igdbGame],
  },
];

const tokenAnswer = { body: { access_token: 't', expires_in: 3600 } };

describe.each(cases)('$name over HTTP', ({ provider, name, settings, kind, ok }) => {
  it('waits out a 429 for its Retry-After, then retries', async () => {
    let searches = 0;
    server = await startFakeServer((request) => {
      if (request.url.pathname === '/token') return tokenAnswer;
      return searches++ === 0
        ? { status: 429, headers: { 'retry-after': '3' }, body: { error: 'slow down' } }
        : { body: ok };
    });
    const waits: number[] = [];
    const options: ExternalSourcesOptions = {
      unlimited: true,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
    };
    const { source } = createExternalSources(settings(server.url), options).resolve(provider);
    const results = await source.search('x', kind);
    expect(results).toHaveLength(1);
    expect(waits).toEqual([3000]);
    expect(searches).toBe(2);
  });

  it('gives up with a clear error when the service does not answer in time', async () => {
    server = await startFakeServer((request) =>
      request.url.pathname === '/token' ? tokenAnswer : { hang: true },
    );
    const { source } = createExternalSources(
      { ...settings(server.url), timeoutMs: 150 },
      { unlimited: true },
    ).resolve(provider);
    await expect(source.search('x', kind)).rejects.toMatchObject({
      kind: 'unavailable',
      message: `${name}: did not answer within 0.15 s`,
    });
  });
});

describe('provider HTTP edge', () => {
  it('retries a 5xx with growing backoff, then names the status', async () => {
    server = await startFakeServer(() => ({ status: 503, body: 'down' }));
    const waits: number[] = [];
    const http = createProviderHttp({
      provider: 'Jimaku',
      minIntervalMs: 0,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
    });
    await expect(http.json(server.url, {}, z.object({}))).rejects.toThrow(
      'Jimaku: answered HTTP 503; try again later',
    );
    expect(waits).toEqual([500, 1000, 2000]);
    expect(server.requests).toHaveLength(4);
  });

  it('spaces requests by the provider rate limit', async () => {
    server = await startFakeServer(() => ({ body: {} }));
    const waits: number[] = [];
    const http = createProviderHttp({
      provider: 'VNDB',
      minIntervalMs: 1500,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
    });
    await http.json(server.url, {}, z.object({}));
    await http.json(server.url, {}, z.object({}));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(1000);
    expect(waits[0]).toBeLessThanOrEqual(1500);
  });

  it('reads Retry-After as seconds or a date, and Jimaku’s reset header', () => {
    expect(retryDelayMs(new Headers({ 'retry-after': '2' }), 0)).toBe(2000);
    expect(
      retryDelayMs(
        new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:10 GMT' }),
        0,
        Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'),
      ),
    ).toBe(10_000);
    expect(retryDelayMs(new Headers({ 'x-ratelimit-reset-after': '1.5' }), 0)).toBe(1500);
    expect(retryDelayMs(new Headers(), 2)).toBe(2000);
  });

  it('Jimaku honours x-ratelimit-reset-after', async () => {
    let calls = 0;
    server = await startFakeServer(() =>
      calls++ === 0
        ? { status: 429, headers: { 'x-ratelimit-reset-after': '2' }, body: { error: 'rate' } }
        : { body: jimakuEntry },
    );
    const waits: number[] = [];
    const { jimaku } = createExternalSources(
      { jimakuApiUrl: server.url, jimakuApiKey: 'k' },
      { unlimited: true, sleep: (ms) => (waits.push(ms), Promise.resolve()) },
    );
    await expect(jimaku.entry(9001)).resolves.toMatchObject({ id: 9001 });
    expect(waits).toEqual([2000]);
  });
});
