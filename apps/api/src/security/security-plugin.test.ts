import { afterEach, describe, expect, it } from 'vitest';
import type { ApiConfigInput } from '../config';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { allowedOrigins } from './security-plugin';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appWithEcho(config: ApiConfigInput = {}): Promise<TestApp> {
  testApp = await createTestApp({
    config,
    routes: (app, _context, done) => {
      app.get('/api/test/ip', (request) => ({ ip: request.ip }));
      done();
    },
  });
  return testApp;
}

describe('CORS', () => {
  const config = { publicUrl: 'https://goi.example', corsOrigins: ['https://tools.example'] };

  it('allows the public origin and the configured ones', async () => {
    const { app } = await appWithEcho(config);
    for (const origin of ['https://goi.example', 'https://tools.example']) {
      const response = await app.inject({ url: '/api/health', headers: { origin } });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.vary).toMatch(/Origin/);
    }
  });

  it('refuses other origins: no allow-origin header, so browsers block the read', async () => {
    const { app } = await appWithEcho(config);
    const response = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an allowed preflight with the methods and the Authorization header', async () => {
    const { app } = await appWithEcho(config);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: {
        origin: 'https://tools.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://tools.example');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it('lists each origin once', () => {
    expect(
      allowedOrigins({
        publicUrl: 'https://goi.example/app',
        corsOrigins: ['https://goi.example', 'http://localhost:5173'],
      }),
    ).toEqual(['https://goi.example', 'http://localhost:5173']);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows nothing on API responses, and the helmet defaults', async () => {
    const { app } = await appWithEcho();
    const response = await app.inject('/api/health');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('trust proxy', () => {
  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const { app } = await appWithEcho();
    const response = await app.inject({
      url: '/api/test/ip',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('believes X-Forwarded-For from a trusted proxy, but only its last untrusted hop', async () => {
    const { app } = await appWithEcho({ trustProxy: ['10.0.0.0/8'] });
    const response = await app.inject({
      url: '/api/test/ip',
      remoteAddress: '10.1.2.3',
      // The client forged the first entry; the proxy appended the address it saw.
      headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('trusts the local machine by default (a reverse proxy on the same host)', async () => {
    const { app } = await appWithEcho();
    const response = await app.inject({
      url: '/api/test/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });
});
