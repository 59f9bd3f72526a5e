/**
 * The browser's session (spec §3–§8): tokens in cookies, refreshed when they are within 300 s of
 * expiry (one refresh at a time; other callers poll every 100 ms and use its result), a 401 on an
 * ordinary call refreshes and retries once, a failed refresh clears everything and goes to
 * /login, logout revokes on the server and clears everything whatever the outcome. Framework-free
 * (fetch, a token store, a navigate function and a clock are injected) so it is tested with fake
 * timers; `auth-context.tsx` binds it to React.
 */
import {
  GOOGLE_DRAFT_STORAGE_KEY,
  MESSAGES,
  POST_LOGIN_DELAY_MS,
  REFRESH_POLL_MS,
} from './auth-constants';
import { isTokenExpired, tokenRoles } from './token-expiry';
import type { TokenStore } from './token-store';

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
}

/** Spec §3 "Auth state", plus the user the `me` call returned. */
export interface AuthState {
  isLoading: boolean;
  error: string | null;
  isRefreshing: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  user: CurrentUser | null;
}

export interface GoogleDraft {
  tempToken: string;
  email: string;
  name: string;
  picture?: string | null;
  username: string;
}

export interface AuthClientOptions {
  apiBase?: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Goes to a path (the router's navigate, or location.assign). */
  navigate: (path: string) => void;
  /** The current path, to avoid sending someone on /login to /login. */
  currentPath: () => string;
  /** Where the Google draft is kept while the user finishes registering (sessionStorage). */
  draftStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

export const ADMINISTRATOR = 'Administrator';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface TokenPairBody {
  accessToken?: unknown;
  refreshToken?: unknown;
}

function tokenPair(body: TokenPairBody): { accessToken: string; refreshToken: string } | null {
  return typeof body.accessToken === 'string' &&
    body.accessToken !== '' &&
    typeof body.refreshToken === 'string' &&
    body.refreshToken !== ''
    ? { accessToken: body.accessToken, refreshToken: body.refreshToken }
    : null;
}

/** The server's message field, else the error's text, else the fallback (spec §8). */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpFailure && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export type AuthClient = ReturnType<typeof createAuthClient>;

export function createAuthClient(options: AuthClientOptions) {
  const apiBase = options.apiBase ?? '/api';
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log = options.log ?? ((message, error) => console.error(message, error));
  const listeners = new Set<(state: AuthState) => void>();

  let state: AuthState = {
    isLoading: false,
    error: null,
    isRefreshing: false,
    isAuthenticated: options.tokens.get().accessToken !== undefined,
    isAdmin: tokenRoles(options.tokens.get().accessToken ?? '').includes(ADMINISTRATOR),
    user: null,
  };

  function update(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    const { accessToken } = options.tokens.get();
    state.isAuthenticated = accessToken !== undefined;
    // Until `me` answers, the token's own roles claim decides what the header shows.
    const roles = state.user?.roles ?? (accessToken ? tokenRoles(accessToken) : []);
    state.isAdmin = roles.includes(ADMINISTRATOR);
    for (const listener of listeners) listener(state);
  }

  function goToLogin(): void {
    if (options.currentPath() !== '/login') options.navigate('/login');
  }

  function clearAll(): void {
    options.tokens.clear();
    options.draftStorage?.removeItem(GOOGLE_DRAFT_STORAGE_KEY);
    update({ user: null, isRefreshing: false, isLoading: false });
  }

  async function request(path: string, init: RequestInit, token?: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (init.body !== undefined && typeof init.body === 'string')
      headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetchImpl(`${apiBase}${path}`, { ...init, headers });
  }

  async function json<T>(response: Response): Promise<T> {
    if (!response.ok) {
      let message = '';
      try {
        const body = (await response.json()) as { message?: unknown };
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // Not JSON: no server message.
      }
      throw new HttpFailure(response.status, message);
    }
    return (await response.json()) as T;
  }

  const post = (path: string, body: unknown, token?: string) =>
    request(path, { method: 'POST', body: JSON.stringify(body) }, token);

  let refreshing: boolean = false;

  /** One refresh for everyone: a second caller polls every 100 ms until the first is done. */
  async function refresh(): Promise<string | undefined> {
    if (refreshing) {
      while (refreshing) await sleep(REFRESH_POLL_MS);
      return options.tokens.get().accessToken;
    }
    const { accessToken, refreshToken } = options.tokens.get();
    if (!accessToken || !refreshToken) {
      clearAll();
      goToLogin();
      return undefined;
    }
    refreshing = true;
    update({ isRefreshing: true });
    try {
      const pair = tokenPair(
        await json<TokenPairBody>(await post('/auth/refresh', { accessToken, refreshToken })),
      );
      if (!pair) throw new Error(MESSAGES.invalidRefresh);
      options.tokens.set(pair);
      return pair.accessToken;
    } catch (error) {
      log('Token refresh failed', error);
      clearAll();
      goToLogin();
      return undefined;
    } finally {
      refreshing = false;
      update({ isRefreshing: false });
    }
  }

  /** A usable access token: the stored one, or a refreshed one when it is (nearly) expired. */
  async function validToken(): Promise<string | undefined> {
    const { accessToken } = options.tokens.get();
    if (!accessToken) return undefined;
    if (!refreshing && !isTokenExpired(accessToken, now())) return accessToken;
    return refresh();
  }

  /**
   * An API call with the session: bearer token attached; on a 401 (not from /auth/ paths) a
   * refresh and one retry; still 401 → /login.
   */
  async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await validToken();
    const response = await request(path, init, token);
    if (response.status !== 401 || path.startsWith('/auth/') || !token) return response;
    const fresh = await refresh();
    if (!fresh) return response;
    const retried = await request(path, init, fresh);
    if (retried.status === 401) goToLogin();
    return retried;
  }

  async function logout(): Promise<void> {
    const { accessToken } = options.tokens.get();
    if (accessToken) {
      try {
        const response = await request('/auth/revoke-token', { method: 'POST' }, accessToken);
        if (!response.ok) log(`Token revocation answered ${response.status}`);
      } catch (error) {
        log('Token revocation failed', error);
      }
    }
    clearAll();
    options.navigate('/login');
  }

  /** GET /auth/me; a 401 refreshes and retries once, else logs out; other failures: no user. */
  async function loadUser(): Promise<CurrentUser | null> {
    update({ isLoading: true });
    try {
      const token = await validToken();
      if (!token) return null;
      let response = await request('/auth/me', {}, token);
      if (response.status === 401) {
        const fresh = await refresh();
        if (!fresh) return null;
        response = await request('/auth/me', {}, fresh);
        if (response.status === 401) {
          await logout();
          return null;
        }
      }
      const user = await json<CurrentUser>(response);
      update({ user });
      return user;
    } catch (error) {
      log('Could not load the current user', error);
      update({ user: null });
      return null;
    } finally {
      update({ isLoading: false });
    }
  }

  async function storeAndLoad(pair: { accessToken: string; refreshToken: string }) {
    options.tokens.set(pair);
    update({ error: null });
    // The reference waits before loading the user (spec §4: about 500 ms after login).
    await sleep(POST_LOGIN_DELAY_MS);
    await loadUser();
  }

  return {
    getState: () => state,
    subscribe(listener: (state: AuthState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apiFetch,
    refresh,
    validToken,
    loadUser,
    logout,

    /** App start: a valid token loads the user, an expired one refreshes first, none: nothing. */
    async start(): Promise<void> {
      if (options.tokens.get().accessToken) await loadUser();
      else update({});
    },

    /** True when signed in; otherwise `state.error` holds the message to show. */
    async login(usernameOrEmail: string, password: string): Promise<boolean> {
      update({ isLoading: true, error: null });
      try {
        const body = await json<TokenPairBody>(
          await post('/auth/login', { usernameOrEmail, password }),
        );
        const pair = tokenPair(body);
        if (!pair) {
          update({ error: MESSAGES.loginNoToken, isLoading: false });
          return false;
        }
        await storeAndLoad(pair);
        return true;
      } catch (error) {
        update({ error: failureMessage(error, MESSAGES.loginFailed), isLoading: false });
        return false;
      }
    },

    /** 'signed-in', 'registration' (the draft is kept; go to /google-registration) or 'failed'. */
    async signInWithGoogle(idToken: string): Promise<'signed-in' | 'registration' | 'failed'> {
      update({ isLoading: true, error: null });
      try {
        const body = await json<
          TokenPairBody & Partial<GoogleDraft> & { requiresRegistration?: unknown }
        >(await post('/auth/signin-google', { idToken }));
        if (body.requiresRegistration === true) {
          if (typeof body.tempToken !== 'string' || typeof body.email !== 'string')
            throw new Error(MESSAGES.googleInvalid);
          const draft: GoogleDraft = {
            tempToken: body.tempToken,
            email: body.email,
            name: typeof body.name === 'string' ? body.name : '',
            picture: typeof body.picture === 'string' ? body.picture : null,
            username: '',
          };
          options.draftStorage?.setItem(GOOGLE_DRAFT_STORAGE_KEY, JSON.stringify(draft));
          update({ isLoading: false });
          return 'registration';
        }
        const pair = tokenPair(body);
        if (!pair) throw new Error(MESSAGES.googleInvalid);
        await storeAndLoad(pair);
        return 'signed-in';
      } catch (error) {
        update({ error: failureMessage(error, MESSAGES.googleFailed), isLoading: false });
        return 'failed';
      }
    },

    googleDraft(): GoogleDraft | null {
      const raw = options.draftStorage?.getItem(GOOGLE_DRAFT_STORAGE_KEY);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as GoogleDraft;
      } catch {
        return null;
      }
    },

    async completeGoogleRegistration(draft: GoogleDraft, termsAccepted: boolean): Promise<boolean> {
      update({ isLoading: true, error: null });
      try {
        const pair = tokenPair(
          await json<TokenPairBody>(
            await post('/auth/complete-google-registration', {
              tempToken: draft.tempToken,
              username: draft.username,
              termsAccepted,
            }),
          ),
        );
        if (!pair) {
          update({ error: MESSAGES.registrationNoTokens, isLoading: false });
          return false;
        }
        options.draftStorage?.removeItem(GOOGLE_DRAFT_STORAGE_KEY);
        await storeAndLoad(pair);
        return true;
      } catch (error) {
        update({ error: failureMessage(error, MESSAGES.registrationFailed), isLoading: false });
        return false;
      }
    },

    /** Register: the answer's message on success; `state.error` on failure. */
    async register(input: {
      username: string;
      email: string;
      password: string;
      termsAccepted: boolean;
      captchaToken?: string;
    }): Promise<string | null> {
      update({ isLoading: true, error: null });
      try {
        const body = await json<{ message: string }>(await post('/auth/register', input));
        update({ isLoading: false });
        return body.message;
      } catch (error) {
        update({ error: failureMessage(error, MESSAGES.registrationFailed), isLoading: false });
        return null;
      }
    },

    /** Calls that need no session (confirm, forgot, reset): the message, or throws it. */
    async publicPost(path: string, body: unknown): Promise<string> {
      try {
        return (await json<{ message: string }>(await post(path, body))).message;
      } catch (error) {
        throw new Error(failureMessage(error, 'Something went wrong. Please try again.'));
      }
    },
  };
}
