import { afterEach, describe, expect, it } from 'vitest';
import type { ApiConfigInput } from '../config';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit-plugin';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/**
 * The app with test-only routes under each policy. Tests that lower "fixed" make it sliding
 * (60 segments): a one-segment window is aligned on the clock's minutes, and a test running
 * across a minute boundary would see its count reset.
 */
async function appWithLimitedRoutes(config: ApiConfigInput = {}): Promise<TestApp> {
  testApp = await createTestApp({
    config,
    routes: (app, _context, done) => {
      const download = { config: { rateLimitPolicy: 'download' as const } };
      app.get('/api/test/download-a', download, () => ({ a: 1 }));
      app.get('/api/test/download-b', download, () => ({ b: 1 }));
      app.get('/api/test/read', () => ({ read: true }));
      app.get('/api/test/unlimited', { config: { rateLimitPolicy: 'none' } }, () => ({ ok: 1 }));
      done();
    },
  });
  return testApp;
}

const client = (remoteAddress: string) => ({ remoteAddress });

describe('rate limits', () => {
  it('answers the sixth download in a minute with 429, a JSON body and Retry-After', async () => {
    const { app } = await appWithLimitedRoutes();
    for (let i = 0; i < 5; i++) {
      const allowed = await app.inject({ url: '/api/test/download-a', ...client('203.0.113.7') });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['x-ratelimit-remaining']).toBe(String(4 - i));
    }
    const rejected = await app.inject({ url: '/api/test/download-a', ...client('203.0.113.7') });
    expect(rejected.statusCode).toBe(429);
    expect(rejected.headers['content-type']).toMatch(/^application\/json/);
    expect(rejected.json()).toEqual({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    const retryAfter = Number(rejected.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(rejected.headers['cache-control']).toBe('no-store');
  });

  it('shares one count among the routes of a policy, per client', async () => {
    const { app } = await appWithLimitedRoutes();
    for (let i = 0; i < 5; i++) {
      const url = i % 2 === 0 ? '/api/test/download-a' : '/api/test/download-b';
      expect((await app.inject({ url, ...client('203.0.113.7') })).statusCode).toBe(200);
    }
    const other = await app.inject({ url: '/api/test/download-b', ...client('203.0.113.7') });
    expect(other.statusCode).toBe(429);
    // Another client, and another policy for the same client, still have their own allowance.
    const otherClient = await app.inject({
      url: '/api/test/download-a',
      ...client('198.51.100.2'),
    });
    expect(otherClient.statusCode).toBe(200);
    const read = await app.inject({ url: '/api/test/read', ...client('203.0.113.7') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-ratelimit-limit']).toBe('120');
  });

  it('limits routes without a policy by "fixed" and leaves "none" routes alone', async () => {
    const { app } = await appWithLimitedRoutes({
      rateLimit: { policies: { fixed: { max: 2, windowSeconds: 60, segments: 60 } } },
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject('/api/test/read')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(429);
    const unlimited = await app.inject('/api/test/unlimited');
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('limits probing of unknown URLs too', async () => {
    const { app } = await appWithLimitedRoutes({
      rateLimit: { policies: { fixed: { max: 2, windowSeconds: 60, segments: 60 } } },
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject(`/api/probe-${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
  });

  it('can be turned off', async () => {
    const { app } = await appWithLimitedRoutes({ rateLimit: { enabled: false } });
    for (let i = 0; i < 8; i++) {
      expect((await app.inject('/api/test/download-a')).statusCode).toBe(200);
    }
  });

  it('counts by the peer address when X-Forwarded-For comes from an untrusted peer', async () => {
    const { app } = await appWithLimitedRoutes();
    // A client on the Internet sends a different forged address each time: all count as one.
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        url: '/api/test/download-a',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        ...client('203.0.113.7'),
      });
      expect(response.statusCode).toBe(200);
    }
    const forged = await app.inject({
      url: '/api/test/download-a',
      headers: { 'x-forwarded-for': '192.0.2.99' },
      ...client('203.0.113.7'),
    });
    expect(forged.statusCode).toBe(429);
  });

  it('counts by the forwarded address behind a trusted proxy', async () => {
    const { app } = await appWithLimitedRoutes({ trustProxy: ['10.0.0.0/8'] });
    const viaProxy = (forwardedFor: string) =>
      app.inject({
        url: '/api/test/download-a',
        headers: { 'x-forwarded-for': forwardedFor },
        ...client('10.1.2.3'),
      });
    for (let i = 0; i < 5; i++) expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
    // Another user behind the same proxy is another client.
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
  });
});
