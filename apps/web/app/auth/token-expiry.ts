/**
 * When an access token expires, read from its own `exp` claim (no signature check: the server
 * checks that; the client only decides when to refresh). Unreadable tokens count as expired.
 */
import { EXPIRY_MARGIN_SECONDS } from './auth-constants';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's expiry in milliseconds since the epoch, or undefined when it cannot be read. */
export function tokenExpiresAtMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenExpired(token: string, nowMs: number): boolean {
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt === undefined || expiresAt - nowMs <= EXPIRY_MARGIN_SECONDS * 1000;
}

/** The roles claim of an access token (for the first render before `me` answers). */
export function tokenRoles(token: string): string[] {
  const payload = token.split('.')[1];
  if (!payload) return [];
  try {
    const roles = (JSON.parse(decodeBase64Url(payload)) as { roles?: unknown }).roles;
    return Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [];
  } catch {
    return [];
  }
}
