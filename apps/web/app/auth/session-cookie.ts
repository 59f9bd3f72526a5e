/**
 * What the server can tell about the session from the request's cookies, for the first render
 * (header links) and for guards. The token is not verified here: the API verifies it on every
 * call, so a forged cookie shows a link at most, never data.
 */
import { ACCESS_TOKEN_COOKIE } from './auth-constants';
import { isTokenExpired, tokenRoles } from './token-expiry';
import { readCookie } from './read-cookie';

export interface CookieSession {
  isAuthenticated: boolean;
  isAdmin: boolean;
}

export function accessTokenFromCookie(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, ACCESS_TOKEN_COOKIE);
}

export function sessionFromCookie(cookieHeader: string | null): CookieSession {
  const token = accessTokenFromCookie(cookieHeader);
  return {
    isAuthenticated: token !== undefined,
    isAdmin: token !== undefined && tokenRoles(token).includes('Administrator'),
  };
}

/** `Authorization` for a loader's API call on behalf of the reader, when the token is usable. */
export function authorizationFromCookie(cookieHeader: string | null): Record<string, string> {
  const token = accessTokenFromCookie(cookieHeader);
  return token && !isTokenExpired(token, Date.now()) ? { authorization: `Bearer ${token}` } : {};
}
