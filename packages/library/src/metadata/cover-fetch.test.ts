/**
 * The SSRF guard on cover URLs: loopback, private, link-local and metadata addresses are
 * refused, so are redirects to them and `file:` URLs; only a configured provider's exact host
 * and port is reachable on the local network (how tests reach their fake AniList).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { storeCover } from '../media/covers';
import { createGuardedFetch } from '../media/guarded-fetch';
import { coverFetchFor } from './cover-fetch';
import { startFakeServer, type FakeServer } from '../../test/support/metadata/fake-server';

let server: FakeServer;
afterEach(async () => {
  await server?.close();
});

const dataDir = '/nonexistent-goi-test-dir';

describe('cover URL guard', () => {
  it.each([
    ['http://127.0.0.1/cover.jpg', '127.0.0.1'],
    ['http://10.0.0.1/cover.jpg', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]:8080/cover.jpg', '[::1]:8080'],
    ['http://192.168.1.1/cover.jpg', '192.168.1.1'],
  ])('refuses %s', async (url, host) => {
    await expect(storeCover(dataDir, url, coverFetchFor([]))).rejects.toThrow(
      `cover: ${url} is refused: ${host} is an internal address; give a public URL`,
    );
  });

  it('refuses a local server that is not a configured provider, even on a random port', async () => {
    server = await startFakeServer(() => ({ body: 'x' }));
    await expect(
      storeCover(dataDir, `${server.url}/c.jpg`, coverFetchFor(['127.0.0.1:1'])),
    ).rejects.toThrow('is an internal address');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses file: URLs', async () => {
    await expect(coverFetchFor([])('file:///etc/passwd')).rejects.toThrow(
      'only http(s) URLs are fetched, got file:',
    );
    await expect(storeCover(dataDir, 'file:///etc/passwd', coverFetchFor([]))).rejects.toThrow(
      'cover: only http(s) cover URLs are fetched, got file:',
    );
  });

  it('re-checks redirects: a public URL answering 302 to an internal address is refused', async () => {
    const requested: string[] = [];
    // A transport standing in for the public server (offline), which answers with a redirect.
    const guarded = createGuardedFetch(undefined, (url) => {
      requested.push(url.href);
      return Promise.resolve(
        new Response(null, {
          status: 302,
          headers: { location: 'http://169.254.169.254/latest/meta-data/' },
        }),
      );
    });
    // An address literal: public, and no DNS needed offline.
    await expect(
      storeCover(dataDir, 'http://93.184.215.14/cover.jpg', coverFetchFor([], guarded)),
    ).rejects.toThrow(
      'cover: http://93.184.215.14/cover.jpg is refused: 169.254.169.254 is an internal address; give a public URL',
    );
    expect(requested).toEqual(['http://93.184.215.14/cover.jpg']);
  });

  it('reaches a configured provider host, but follows no redirect from it', async () => {
    server = await startFakeServer((request) =>
      request.url.pathname === '/redirect'
        ? { status: 302, headers: { location: 'http://10.0.0.1/x.jpg' } }
        : { body: 'image bytes' },
    );
    const fetchCover = coverFetchFor([new URL(server.url).host]);
    const answer = await fetchCover(`${server.url}/cover.jpg`);
    expect(await answer.text()).toBe('image bytes');
    await expect(storeCover(dataDir, `${server.url}/redirect`, fetchCover)).rejects.toThrow(
      `cover: could not download ${server.url}/redirect`,
    );
  });
});
