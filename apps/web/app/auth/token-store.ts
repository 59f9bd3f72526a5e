/**
 * The two session cookies (spec §3): `token` for 7 days and `refreshToken` for 30, path /,
 * SameSite=Lax, Secure. Secure cookies are refused on plain http except on the loopback host, so
 * a plain-http deployment (not recommended) gets them without the flag rather than no session.
 */
import {
  ACCESS_COOKIE_MAX_AGE_SECONDS,
  ACCESS_TOKEN_COOKIE,
  REFRESH_COOKIE_MAX_AGE_SECONDS,
  REFRESH_TOKEN_COOKIE,
} from './auth-constants';
import { readCookie } from './read-cookie';

export { readCookie };

export interface TokenStore {
  get(): { accessToken?: string; refreshToken?: string };
  set(tokens: { accessToken: string; refreshToken: string }): void;
  clear(): void;
}

function secureFlag(location: Pick<Location, 'protocol' | 'hostname'>): string {
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  return location.protocol === 'https:' || loopback ? '; Secure' : '';
}

export function cookieString(name: string, value: string, maxAgeSeconds: number, secure: string) {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** The browser's cookie jar (`document`), or any object with a `cookie` property in tests. */
export function createCookieTokenStore(
  doc: { cookie: string } = document,
  location: Pick<Location, 'protocol' | 'hostname'> = window.location,
): TokenStore {
  const secure = secureFlag(location);
  return {
    get: () => ({
      accessToken: readCookie(doc.cookie, ACCESS_TOKEN_COOKIE),
      refreshToken: readCookie(doc.cookie, REFRESH_TOKEN_COOKIE),
    }),
    set(tokens) {
      doc.cookie = cookieString(
        ACCESS_TOKEN_COOKIE,
        tokens.accessToken,
        ACCESS_COOKIE_MAX_AGE_SECONDS,
        secure,
      );
      doc.cookie = cookieString(
        REFRESH_TOKEN_COOKIE,
        tokens.refreshToken,
        REFRESH_COOKIE_MAX_AGE_SECONDS,
        secure,
      );
    },
    clear() {
      doc.cookie = cookieString(ACCESS_TOKEN_COOKIE, '', 0, secure);
      doc.cookie = cookieString(REFRESH_TOKEN_COOKIE, '', 0, secure);
    },
  };
}
