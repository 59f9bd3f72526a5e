import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-error';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { privateNoStore, publicCache } from './cache-headers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    routes: (app, _context, done) => {
      app.get('/api/test/word', (_request, reply) => {
        publicCache(reply, 3600);
        return { wordId: 1358280 };
      });
      app.get('/api/test/coverage', (_request, reply) => {
        privateNoStore(reply);
        return { coverage: 87 };
      });
      app.get('/api/test/plain', () => ({ plain: true }));
      app.get('/api/test/cached-then-failed', (_request, reply) => {
        publicCache(reply, 3600);
        throw new HttpError(404, 'Word 1 not found');
      });
      app.get('/api/test/bad-age', (_request, reply) => {
        publicCache(reply, -1);
        return {};
      });
      done();
    },
  });
});
afterAll(() => testApp.close());

const cacheControl = async (url: string) =>
  (await testApp.app.inject(url)).headers['cache-control'];

describe('cache headers', () => {
  it('marks public reads cacheable for the given time', async () => {
    expect(await cacheControl('/api/test/word')).toBe('public, max-age=3600');
  });

  it('never stores per-user answers', async () => {
    expect(await cacheControl('/api/test/coverage')).toBe('private, no-store');
  });

  it('defaults to no-store when a handler says nothing', async () => {
    expect(await cacheControl('/api/test/plain')).toBe('no-store');
  });

  it('never lets an error be cached, even after a handler chose a public cache', async () => {
    expect(await cacheControl('/api/test/cached-then-failed')).toBe('no-store');
  });

  it('refuses a negative max-age as a server error', async () => {
    const response = await testApp.app.inject('/api/test/bad-age');
    expect(response.statusCode).toBe(500);
  });
});
