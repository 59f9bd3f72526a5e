/**
 * The admin pages' server guard (issue 16 item 4): the cookie's claims decide nothing; the API's
 * `GET /auth/me` (which verifies the signature) does.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAdmin, NOT_ADMINISTRATOR_MESSAGE } from './admin-loader.server';

const context = { apiBaseUrl: 'http://api.test/api', clientIp: '203.0.113.9' };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** An unsigned token (`alg: none`) whose payload claims the Administrator role. */
const unsignedAdminToken = () =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'x', roles: ['Administrator'], exp: inAnHour() })}.`;

const request = (cookie?: string) =>
  new Request('http://goi.test/dashboard', cookie ? { headers: { cookie } } : {});

async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error as {
      status?: number;
      headers?: Headers;
      init?: { status?: number };
      data?: unknown;
    };
  }
  throw new Error('expected the guard to refuse');
}

function api(answers: Record<string, [number, unknown]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(input as string).pathname.replace(/^\/api/, '');
    const [status, body] = answers[path] ?? [404, { message: `no ${path}` }];
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
}

describe('loadAdmin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a reader without a session to /login without loading anything', async () => {
    const fetch = api({});
    const load = vi.fn();
    const error = await thrown(() => loadAdmin(request(), context, load));
    expect(error.status).toBe(302);
    expect(error.headers?.get('location')).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a reader with only a refresh token to /login (a refresh needs the access token too)', async () => {
    const fetch = api({});
    const error = await thrown(() => loadAdmin(request('refreshToken=abc'), context, vi.fn()));
    expect(error.headers?.get('location')).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a malformed cookie as no session', async () => {
    api({});
    const error = await thrown(() => loadAdmin(request('token=%'), context, vi.fn()));
    expect(error.status).toBe(302);
  });

  it('gives an unsigned alg:none "Administrator" token no admin page: the API refuses it', async () => {
    const fetch = api({ '/auth/me': [401, { statusCode: 401, message: 'Unauthorized' }] });
    const load = vi.fn();
    const token = unsignedAdminToken();
    const error = await thrown(() => loadAdmin(request(`token=${token}`), context, load));
    expect(error.status).toBe(302);
    expect(load).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url as string).toBe('http://api.test/api/auth/me');
    expect((init!.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('asks the browser to refresh when a refresh token exists, still without data', async () => {
    api({ '/auth/me': [401, { statusCode: 401, message: 'Unauthorized' }] });
    const load = vi.fn();
    const answer = await loadAdmin(
      request(`token=${unsignedAdminToken()}; refreshToken=abc`),
      context,
      load,
    );
    expect(answer).toEqual({ state: 'refresh' });
    expect(load).not.toHaveBeenCalled();
  });

  it('answers 403 "You need administrator rights" to a verified reader without the role', async () => {
    api({ '/auth/me': [200, { id: 'u', username: 'reader', roles: ['User'] }] });
    const load = vi.fn();
    const error = await thrown(() =>
      loadAdmin(request(`token=${unsignedAdminToken()}`), context, load),
    );
    expect(error.init?.status).toBe(403);
    expect(error.data).toBe(NOT_ADMINISTRATOR_MESSAGE);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads an administrator's page with the same bearer token", async () => {
    const fetch = api({
      '/auth/me': [200, { id: 'a', username: 'admin', roles: ['User', 'Administrator'] }],
      '/admin/dashboard': [200, { openReports: 2 }],
    });
    const answer = await loadAdmin(request(`token=${unsignedAdminToken()}`), context, (get) =>
      get('/admin/dashboard'),
    );
    expect(answer).toEqual({ state: 'ready', data: { openReports: 2 } });
    const init = fetch.mock.calls[1]![1]!;
    expect((init.headers as Record<string, string>)['x-forwarded-for']).toBe('203.0.113.9');
  });

  it("turns the API's 404 into the 404 page and its 5xx into the error page", async () => {
    api({ '/auth/me': [200, { roles: ['Administrator'] }] });
    const missing = await thrown(() =>
      loadAdmin(request(`token=${unsignedAdminToken()}`), context, (get) => get('/admin/deck/9')),
    );
    expect(missing.init?.status).toBe(404);
    vi.restoreAllMocks();
    api({
      '/auth/me': [200, { roles: ['Administrator'] }],
      '/admin/jobs': [503, { message: 'down' }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await thrown(() =>
      loadAdmin(request(`token=${unsignedAdminToken()}`), context, (get) => get('/admin/jobs')),
    );
    expect(failed.init?.status).toBe(503);
  });
});
