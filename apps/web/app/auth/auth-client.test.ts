import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth-client';
import type { TokenStore } from './token-store';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function jwt(expiresInSeconds: number, roles: string[] = ['User']): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(NOW / 1000) + expiresInSeconds, roles })}.sig`;
}

function memoryTokens(initial: { accessToken?: string; refreshToken?: string } = {}) {
  let tokens = { ...initial };
  const store: TokenStore & { cleared: number } = {
    cleared: 0,
    get: () => tokens,
    set: (pair) => (tokens = { ...pair }),
    clear: () => {
      tokens = {};
      store.cleared++;
    },
  };
  return store;
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: { url: string; authorization: string | null; body?: unknown }[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : input.toString();
    const headers = new Headers(init.headers);
    calls.push({
      url,
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Promise.resolve(handler(url, init));
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  handler: Handler,
  tokens = memoryTokens({ accessToken: jwt(3600), refreshToken: 'r1' }),
  path = '/decks/media',
) {
  const navigate = vi.fn();
  const log = vi.fn();
  const { fetch, calls } = fakeFetch(handler);
  const client = createAuthClient({
    tokens,
    fetch,
    navigate,
    currentPath: () => path,
    now: () => Date.now(),
    log,
  });
  return { client, calls, navigate, tokens, log };
}

describe('auth client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('treats a token expiring within 300 s as expired, and one expiring later as valid', async () => {
    const fresh = jwt(3600);
    const handler: Handler = (url) =>
      url.endsWith('/auth/refresh')
        ? json(200, { accessToken: fresh, refreshToken: 'r2' })
        : json(200, { ok: true });
    const later = setup(handler, memoryTokens({ accessToken: jwt(301), refreshToken: 'r1' }));
    await later.client.apiFetch('/user/vocabulary/known-ids');
    expect(later.calls.map((call) => call.url)).toEqual(['/api/user/vocabulary/known-ids']);

    const soon = setup(handler, memoryTokens({ accessToken: jwt(299), refreshToken: 'r1' }));
    await soon.client.apiFetch('/user/vocabulary/known-ids');
    expect(soon.calls.map((call) => call.url)).toEqual([
      '/api/auth/refresh',
      '/api/user/vocabulary/known-ids',
    ]);
    expect(soon.calls[1]!.authorization).toBe(`Bearer ${fresh}`);
    expect(soon.tokens.get()).toEqual({ accessToken: fresh, refreshToken: 'r2' });

    const unreadable = setup(handler, memoryTokens({ accessToken: 'garbage', refreshToken: 'r1' }));
    await unreadable.client.apiFetch('/x');
    expect(unreadable.calls[0]!.url).toBe('/api/auth/refresh');
  });

  it('runs one refresh for concurrent callers; the others poll every 100 ms and use its result', async () => {
    const fresh = jwt(3600);
    let answerRefresh: (response: Response) => void = () => undefined;
    const { client, calls } = setup(
      (url) =>
        url.endsWith('/auth/refresh')
          ? new Promise<Response>((resolve) => (answerRefresh = resolve))
          : json(200, {}),
      memoryTokens({ accessToken: jwt(10), refreshToken: 'r1' }),
    );
    const first = client.apiFetch('/a');
    const second = client.apiFetch('/b');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getState().isRefreshing).toBe(true);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);

    answerRefresh(json(200, { accessToken: fresh, refreshToken: 'r2' }));
    await first;
    // The waiting caller has not looked again yet: it polls on a 100 ms beat.
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/a']);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/a', '/api/b']);
    expect(calls[2]!.authorization).toBe(`Bearer ${fresh}`);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('retries an ordinary call once after a 401, with the refreshed token', async () => {
    const fresh = jwt(3600);
    let wordsCalls = 0;
    const { client, calls, navigate } = setup((url) => {
      if (url.endsWith('/auth/refresh'))
        return json(200, { accessToken: fresh, refreshToken: 'r2' });
      wordsCalls++;
      return wordsCalls === 1 ? json(401, { message: 'expired' }) : json(200, [1, 2]);
    });
    const response = await client.apiFetch('/user/vocabulary/known-ids');
    expect(response.status).toBe(200);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/user/vocabulary/known-ids',
      '/api/auth/refresh',
      '/api/user/vocabulary/known-ids',
    ]);
    expect(calls[2]!.authorization).toBe(`Bearer ${fresh}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /login when the retried call is still 401, and retries only once', async () => {
    const { client, calls, navigate } = setup((url) =>
      url.endsWith('/auth/refresh')
        ? json(200, { accessToken: jwt(3600), refreshToken: 'r2' })
        : json(401, {}),
    );
    const response = await client.apiFetch('/user/vocabulary/known-ids');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(3);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('clears the session and goes to /login when the refresh fails or answers without tokens', async () => {
    for (const answer of [
      json(400, { message: 'Invalid refresh token' }),
      json(200, { accessToken: 'a' }),
    ]) {
      const { client, tokens, navigate, log } = setup(
        () => answer.clone(),
        memoryTokens({ accessToken: jwt(10), refreshToken: 'r1' }),
      );
      expect(await client.refresh()).toBeUndefined();
      expect(tokens.get()).toEqual({});
      expect(client.getState().isAuthenticated).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/login');
      expect(log).toHaveBeenCalled();
    }
    const onLogin = setup(
      () => json(400, {}),
      memoryTokens({ accessToken: jwt(10), refreshToken: 'r1' }),
      '/login',
    );
    await onLogin.client.refresh();
    expect(onLogin.navigate).not.toHaveBeenCalled();
  });

  it('waits 500 ms after login before loading the user, then knows the roles', async () => {
    const access = jwt(3600, ['User', 'Administrator']);
    const { client, calls } = setup(
      (url) =>
        url.endsWith('/auth/login')
          ? json(200, { accessToken: access, refreshToken: 'r1' })
          : json(200, { id: 'u1', username: 'a', email: 'a@x', roles: ['User', 'Administrator'] }),
      memoryTokens(),
    );
    const done = client.login('a', 'Password-123');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
    expect(client.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login', '/api/auth/me']);
    expect(client.getState()).toMatchObject({ isAdmin: true, isLoading: false, error: null });
  });

  it('shows the server message, the error text, or the spec defaults when login fails', async () => {
    const cases: [Handler, string][] = [
      [
        () => json(401, { message: 'Invalid username or password.' }),
        'Invalid username or password.',
      ],
      [() => json(500, {}), 'Login failed.'],
      [() => json(200, { accessToken: 'only-one' }), 'Login failed: No token received.'],
      [
        () => {
          throw new Error('Network down');
        },
        'Network down',
      ],
    ];
    for (const [handler, message] of cases) {
      const { client } = setup(handler, memoryTokens());
      expect(await client.login('a', 'b')).toBe(false);
      expect(client.getState().error).toBe(message);
    }
  });

  it('logs out: revokes, and clears everything and goes to /login even when revoking fails', async () => {
    const { client, calls, tokens, navigate, log } = setup(() => json(500, {}));
    await client.logout();
    expect(calls[0]).toMatchObject({ url: '/api/auth/revoke-token' });
    expect(tokens.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(log).toHaveBeenCalled();
  });

  it('logs out when the current user is still 401 after a refresh; other failures leave no user', async () => {
    let meCalls = 0;
    const refused = setup((url) => {
      if (url.endsWith('/auth/refresh'))
        return json(200, { accessToken: jwt(3600), refreshToken: 'r2' });
      if (url.endsWith('/auth/me')) {
        meCalls++;
        return json(401, {});
      }
      return json(200, {});
    });
    expect(await refused.client.loadUser()).toBeNull();
    expect(meCalls).toBe(2);
    expect(refused.calls.map((call) => call.url)).toContain('/api/auth/revoke-token');
    expect(refused.tokens.get()).toEqual({});

    const broken = setup(() => json(500, {}));
    expect(await broken.client.loadUser()).toBeNull();
    expect(broken.tokens.get().refreshToken).toBe('r1');
    expect(broken.navigate).not.toHaveBeenCalled();
  });

  it('starts by refreshing an expired token before loading the user, and does nothing without one', async () => {
    const started = setup(
      (url) =>
        url.endsWith('/auth/refresh')
          ? json(200, { accessToken: jwt(3600), refreshToken: 'r2' })
          : json(200, { id: 'u', username: 'u', email: 'u@x', roles: ['User'] }),
      memoryTokens({ accessToken: jwt(-10), refreshToken: 'r1' }),
    );
    await started.client.start();
    expect(started.calls.map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(started.client.getState().user?.username).toBe('u');

    const visitor = setup(() => json(200, {}), memoryTokens());
    await visitor.client.start();
    expect(visitor.calls).toHaveLength(0);
  });
});
