import { afterEach, describe, expect, it } from 'vitest';
import { createExternalSources } from './external-sources';
import { jimakuEntry } from '../../test/support/metadata/fixtures';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(() => server?.close());

describe('Jimaku', () => {
  it('sends the key as the whole Authorization header and maps entries and files', async () => {
    server = await startFakeServer((request, base) => {
      if (request.url.pathname === '/api/entries/search') return { body: [jimakuEntry] };
      if (request.url.pathname === '/api/entries/9001') return { body: { id: 9001, name: 'Bare' } };
      if (request.url.pathname === '/api/entries/9001/files')
        return {
          body: [
            {
              url: `${base}/entry/9001/download/ep1.srt`,
              name: 'ep1.srt',
              size: 12,
              last_modified: '2024-01-01',
            },
          ],
        };
      return { body: 'bytes' };
    });
    const { jimaku } = createExternalSources(
      { jimakuApiUrl: server.url, jimakuApiKey: 'secret-key' },
      { unlimited: true },
    );
    const [entry] = await jimaku.search({ query: 'euphonium', anime: true });
    expect(server.requests[0]!.headers.authorization).toBe('secret-key');
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({
      query: 'euphonium',
      anime: 'true',
    });
    expect(entry).toEqual({
      id: 9001,
      name: 'Hibike! Euphonium',
      japaneseName: '響け！ユーフォニアム',
      englishName: 'Sound! Euphonium',
      anilistId: 20912,
      tmdbId: 'tv:62745',
      flags: { anime: true, movie: false, adult: false, unverified: false, external: false },
      lastModified: '2024-01-01T00:00:00Z',
    });
    // Missing optional fields and flags.
    expect(await jimaku.entry(9001)).toMatchObject({
      japaneseName: null,
      anilistId: null,
      tmdbId: null,
      flags: { anime: false },
    });
    const [file] = await jimaku.files(9001);
    expect(file).toEqual({
      url: `${server.url}/entry/9001/download/ep1.srt`,
      name: 'ep1.srt',
      size: 12,
      lastModified: '2024-01-01',
    });
    expect(Buffer.from(await jimaku.download(file!.url)).toString()).toBe('bytes');
  });

  it('downloads only from the configured host', async () => {
    server = await startFakeServer(() => ({ body: 'x' }));
    const { jimaku } = createExternalSources(
      { jimakuApiUrl: server.url, jimakuApiKey: 'k' },
      { unlimited: true },
    );
    await expect(jimaku.download('http://169.254.169.254/latest/meta-data')).rejects.toThrow(
      `Jimaku: files are downloaded from ${server.url} only, not http://169.254.169.254`,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('is not configured without a key, and a bad key is named as such', async () => {
    server = await startFakeServer(() => ({ status: 401, body: { error: 'Invalid API key' } }));
    expect(createExternalSources({}).jimaku.configured).toBe(false);
    await expect(
      createExternalSources({ jimakuApiUrl: server.url }).jimaku.entry(1),
    ).rejects.toThrow('Jimaku: not configured: set JIMAKU_API_KEY');
    await expect(
      createExternalSources(
        { jimakuApiUrl: server.url, jimakuApiKey: 'bad' },
        { unlimited: true },
      ).jimaku.entry(1),
    ).rejects.toMatchObject({
      kind: 'not-configured',
      message: 'Jimaku: refused our key (HTTP 401): Invalid API key',
    });
  });
});
