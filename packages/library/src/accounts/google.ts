/**
 * Google sign-in: the browser gets an ID token from Google; we check it ourselves against
 * Google's published keys (the JWKS URL is configurable so tests serve their own): signature,
 * audience = our client id, issuer = Google, expiry, and a verified e-mail address.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AccountError } from './account-error';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  email: string;
  name: string;
  picture: string | null;
}

export interface GoogleVerifier {
  verify(idToken: string, now?: Date): Promise<GoogleIdentity>;
}

/** `keys` defaults to the remote key set at `jwksUrl` (fetched once, refreshed on unknown keys). */
export function createGoogleVerifier(
  settings: { clientId: string; jwksUrl: string },
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(settings.jwksUrl)),
): GoogleVerifier {
  return {
    async verify(idToken, now) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: settings.clientId,
          algorithms: ['RS256', 'ES256'],
          ...(now ? { currentDate: now } : {}),
        }));
      } catch {
        throw new AccountError('unauthorized', 'Invalid Google token');
      }
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (typeof payload.email !== 'string' || !verified)
        throw new AccountError('unauthorized', 'The Google account has no verified e-mail address');
      return {
        email: payload.email,
        name: typeof payload.name === 'string' ? payload.name : payload.email.split('@')[0]!,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    },
  };
}
