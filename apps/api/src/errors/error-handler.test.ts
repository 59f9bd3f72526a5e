import { errorBodySchema } from '@goi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { errorBodyFor } from './error-handler';
import { HttpError } from './http-error';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** The app with test-only routes that fail in each way a real route can. */
async function appWithFailingRoutes(): Promise<TestApp> {
  testApp = await createTestApp({
    config: { bodyLimitBytes: 2048 },
    routes: (app, _context, done) => {
      app.get(
        '/api/test/wrong-shape',
        { schema: { response: { 200: z.object({ totalItems: z.number().int() }) } } },
        () => ({ totalItems: 'many' }) as unknown as { totalItems: number },
      );
      app.get(
        '/api/test/items',
        {
          schema: {
            querystring: z.object({ offset: z.coerce.number().int().min(0, 'Must be ≥ 0') }),
          },
        },
        (request) => ({ offset: request.query.offset }),
      );
      app.post(
        '/api/test/items',
        {
          schema: {
            body: z.object({
              title: z.string().min(1, 'Must not be empty'),
              links: z.array(z.object({ url: z.url('Must be a URL') })),
            }),
          },
        },
        () => ({ ok: true }),
      );
      app.get('/api/test/crash', () => {
        throw new Error(
          'SQLITE_CORRUPT: database disk image is malformed at /srv/goi/.data/goi.sqlite',
        );
      });
      app.get('/api/test/missing', () => {
        throw new HttpError(404, 'Deck 42 not found');
      });
      done();
    },
  });
  return testApp;
}

describe('error handler', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const { app } = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      message: 'Route GET /api/nothing-here not found',
    });
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it('names the query parameter that failed validation', async () => {
    const { app } = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/items?offset=-5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'Invalid query parameter "offset": Must be ≥ 0',
      errors: { offset: ['Must be ≥ 0'] },
    });
  });

  it('names nested body fields by their path and lists every bad field', async () => {
    const { app } = await appWithFailingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/items',
      payload: { title: '', links: [{ url: 'https://ok.example' }, { url: 'not a url' }] },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.errors).toEqual({ title: ['Must not be empty'], 'links.1.url': ['Must be a URL'] });
    expect(body.message).toBe(
      'Invalid body fields "title": Must not be empty; "links.1.url": Must be a URL',
    );
  });

  it('rejects a missing body and malformed JSON with a 400 JSON body', async () => {
    const { app } = await appWithFailingRoutes();
    const missing = await app.inject({ method: 'POST', url: '/api/test/items' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^Invalid body: /);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(malformed.json()).success).toBe(true);
  });

  it('hides the details of a server error from the client and logs them', async () => {
    const { app, logs } = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(response.body).not.toMatch(/SQLITE|goi\.sqlite|at /);
    const logged = logs.find((line) => line.msg === 'request failed');
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged?.err)).toMatch(/SQLITE_CORRUPT/);
  });

  it('turns a response that breaks its own schema into a generic 500', async () => {
    const { app, logs } = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(logs.some((line) => line.msg === 'request failed')).toBe(true);
  });

  it('refuses a body over the limit with 413 and an unknown content type with 415', async () => {
    const { app } = await appWithFailingRoutes();
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/items',
      payload: { title: 'x'.repeat(4096), links: [] },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).statusCode).toBe(413);
    const unknownType = await app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/x-goi' },
      payload: 'title=x',
    });
    expect(unknownType.statusCode).toBe(415);
    expect(errorBodySchema.safeParse(unknownType.json()).success).toBe(true);
  });

  it('passes a client error thrown by a handler through with its status and message', async () => {
    const { app } = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'Deck 42 not found' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('errorBodyFor', () => {
  it('treats errors without a usable status as 500', () => {
    expect(errorBodyFor(Object.assign(new Error('boom'), { statusCode: 200 }))).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
    });
    expect(errorBodyFor(Object.assign(new Error('gone'), { statusCode: 503 }))).toEqual({
      statusCode: 503,
      message: 'Service Unavailable',
    });
  });

  it('keeps the field errors of an HttpError', () => {
    expect(errorBodyFor(new HttpError(409, 'Already known', { wordId: ['Duplicate'] }))).toEqual({
      statusCode: 409,
      message: 'Already known',
      errors: { wordId: ['Duplicate'] },
    });
  });
});
