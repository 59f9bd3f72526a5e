/**
 * The server-side guard of the administration pages (issue 16 item 4). The access-token cookie is
 * NOT trusted: the guard asks the API (`GET /api/auth/me`, which verifies the signature) who the
 * reader is, and only an Administrator's page gets its data. An unsigned (`alg: none`) or forged
 * token is refused by the API like no token at all.
 *
 * - no usable session → `/login`; an expired or refused access token with a refresh token → a
 *   page that waits for the browser to refresh the session and loads again (the server cannot
 *   refresh it for the browser);
 * - a verified reader without the Administrator role → 403 "You need administrator rights".
 */
import { data, redirect } from 'react-router';
import { ApiError, apiUrl, fetchJson, type QueryValue } from '../lib/api-client';
import { routeNotFound, serverApiBase, type LoaderApiContext } from '../lib/loader-api.server';
import { REFRESH_TOKEN_COOKIE } from '../auth/auth-constants';
import { readCookie } from '../auth/read-cookie';
import { accessTokenFromCookie } from '../auth/session-cookie';
import { isTokenExpired } from '../auth/token-expiry';

export const ADMINISTRATOR_ROLE = 'Administrator';
export const NOT_ADMINISTRATOR_MESSAGE = 'You need administrator rights';

/** What an admin page's loader returns: its data, or "refresh the session, then load again". */
export type AdminLoaderData<T> = { state: 'ready'; data: T } | { state: 'refresh' };

/** A GET of the API on behalf of the verified administrator. */
export type AdminApiGet = <T>(path: string, query?: Record<string, QueryValue>) => Promise<T>;

function cookieSafe(header: string | null, read: (header: string | null) => string | undefined) {
  try {
    return read(header);
  } catch {
    // A malformed cookie (`token=%`) is no session.
    return undefined;
  }
}

function noSession(request: Request): AdminLoaderData<never> {
  const cookie = request.headers.get('cookie');
  if (cookieSafe(cookie, (header) => readCookie(header, REFRESH_TOKEN_COOKIE)))
    return { state: 'refresh' };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  throw redirect('/login');
}

function forbidden(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
  throw data(NOT_ADMINISTRATOR_MESSAGE, { status: 403, statusText: 'Forbidden' });
}

function apiFailure(request: Request, error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 404) routeNotFound(request);
  if (error.status === 403) forbidden();
  console.error(`API ${error.status} for ${error.url}: ${error.message}`);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see forbidden
  throw data(error.message, { status: error.status >= 500 ? error.status : 500 });
}

/**
 * Verifies the reader with the API, then runs `load` with a GET helper that carries the same
 * bearer token (every admin route checks the role again on the API's side).
 */
export async function loadAdmin<T>(
  request: Request,
  context: LoaderApiContext | undefined,
  load: (get: AdminApiGet) => Promise<T>,
): Promise<AdminLoaderData<T>> {
  const token = cookieSafe(request.headers.get('cookie'), accessTokenFromCookie);
  // Without an access token the browser cannot refresh either (the refresh call needs both).
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  if (!token) throw redirect('/login');
  if (isTokenExpired(token, Date.now())) return noSession(request);
  const base = serverApiBase(request, context);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(context?.clientIp ? { 'x-forwarded-for': context.clientIp } : {}),
  };
  const get: AdminApiGet = (path, query) =>
    fetchJson(apiUrl(base, path, query), { headers, signal: request.signal }, context?.apiFetch);

  let me: { roles?: unknown };
  try {
    me = await get<{ roles?: unknown }>('/auth/me');
  } catch (error) {
    // The API refused the token (bad signature, `alg: none`, revoked): no session.
    if (error instanceof ApiError && error.status === 401) return noSession(request);
    apiFailure(request, error);
  }
  if (!Array.isArray(me.roles) || !me.roles.includes(ADMINISTRATOR_ROLE)) forbidden();
  try {
    return { state: 'ready', data: await load(get) };
  } catch (error) {
    apiFailure(request, error);
  }
}
