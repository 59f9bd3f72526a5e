import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    config: { publicUrl: 'https://goi.example', version: '2.0.0' },
    routes: (app, _context, done) => {
      app.get(
        '/api/test/decks',
        {
          schema: {
            tags: ['test'],
            querystring: z.object({ offset: z.coerce.number().int().min(0).default(0) }),
            response: { 200: z.object({ totalItems: z.number().int() }) },
          },
        },
        () => ({ totalItems: 0 }),
      );
      done();
    },
  });
});
afterAll(() => testApp.close());

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const response = await testApp.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { version: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('2.0.0');
    expect(document.servers).toEqual([{ url: 'https://goi.example' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/test/decks']),
    );
    expect(document.paths['/api/test/decks']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'offset', in: 'query' }),
    ]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Health', 'ErrorBody']),
    );
    // The docs' own routes are not part of the API.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the docs page with a CSP that lets its scripts and styles load', async () => {
    const page = await testApp.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    const script = await testApp.app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
  });
});
