/**
 * Our JSON Web Tokens, HS256 with `jose`: access tokens (sub = user id, roles, the user's
 * security stamp) and the short-lived Google registration draft token. Validation checks the
 * signature, issuer, audience and expiry with no clock skew, as the reference.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AccountError } from './account-error';
import type { AccountSettings } from './settings';

export interface AccessClaims {
  userId: string;
  roles: string[];
  /** The user's security stamp when the token was issued. */
  stamp: string;
}

export interface GoogleDraftClaims {
  email: string;
  name: string;
  picture: string | null;
}

const GOOGLE_DRAFT_PURPOSE = 'google-registration';

export interface JwtService {
  signAccessToken(claims: AccessClaims, now: Date): Promise<string>;
  /**
   * The claims of a token we signed. `allowExpired` accepts an expired one (the refresh call
   * reads the owner from the access token being replaced); `expired` then says so.
   */
  verifyAccessToken(
    token: string,
    options?: { allowExpired?: boolean; now?: Date },
  ): Promise<AccessClaims & { expired: boolean }>;
  signGoogleDraft(claims: GoogleDraftClaims, now: Date): Promise<string>;
  verifyGoogleDraft(token: string, now?: Date): Promise<GoogleDraftClaims>;
}

export function createJwtService(settings: AccountSettings['jwt']): JwtService {
  if (settings.secret.length < 32)
    throw new Error('The JWT secret must be at least 32 characters long');
  // Imported once as a CryptoKey: given the secret's bytes, jose imports them again for every
  // token it signs or checks, which was a third of checking a signed-in reader's token.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(settings.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  async function verify(token: string, audience: string, now: Date | undefined) {
    return jwtVerify(token, await key, {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience,
      clockTolerance: 0,
      ...(now ? { currentDate: now } : {}),
    });
  }

  /**
   * Access tokens already checked, by their whole text, with their expiry: a signed-in reader's
   * pages send the same token for up to an hour, and checking its signature through Web Crypto
   * cost each request ~60 µs, a fifth of a signed-in list page's CPU. Only a token that passed
   * jose's checks is kept, under its exact text (signature included), and it is used only before
   * its expiry; after that, jose checks it again (and says it has expired). A token with a
   * "not before" time is not kept (ours have none; jose would check it on every call). Whether
   * the session still stands (the user's security stamp) is checked by the caller on every
   * request.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  function remember(token: string, claims: AccessClaims, payload: JWTPayload) {
    if (payload.exp === undefined || payload.nbf !== undefined) return;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: payload.exp });
  }
  function knownClaims(token: string, now: Date): AccessClaims | undefined {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt > seconds(now)) return known.claims;
    verified.delete(token);
    return undefined;
  }

  function accessClaims(payload: JWTPayload): AccessClaims {
    const roles = payload.roles;
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sst !== 'string' ||
      !Array.isArray(roles) ||
      !roles.every((role) => typeof role === 'string')
    ) {
      throw new AccountError('unauthorized', 'Invalid access token');
    }
    return { userId: payload.sub, roles, stamp: payload.sst };
  }

  return {
    async signAccessToken(claims, now) {
      return new SignJWT({ roles: claims.roles, sst: claims.stamp })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setJti(randomUUID())
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + settings.accessTokenSeconds)
        .sign(await key);
    },

    async verifyAccessToken(token, options = {}) {
      const known = knownClaims(token, options.now ?? new Date());
      // Copies: the kept claims are not the caller's to change.
      if (known) return { ...known, roles: [...known.roles], expired: false };
      try {
        const { payload } = await verify(token, settings.audience, options.now);
        const claims = accessClaims(payload);
        remember(token, claims, payload);
        return { ...claims, roles: [...claims.roles], expired: false };
      } catch (error) {
        // jose checks the signature before the claims, so an expired token's payload is ours.
        if (options.allowExpired && error instanceof errors.JWTExpired) {
          const payload = error.payload;
          if (payload.iss === settings.issuer && audienceIncludes(payload.aud, settings.audience))
            return { ...accessClaims(payload), expired: true };
        }
        if (error instanceof AccountError) throw error;
        throw new AccountError(
          'unauthorized',
          error instanceof errors.JWTExpired ? 'Access token expired' : 'Invalid access token',
        );
      }
    },

    async signGoogleDraft(claims, now) {
      return new SignJWT({ email: claims.email, name: claims.name, picture: claims.picture })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(settings.issuer)
        .setAudience(`${settings.audience}:${GOOGLE_DRAFT_PURPOSE}`)
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + 15 * 60)
        .sign(await key);
    },

    async verifyGoogleDraft(token, now) {
      try {
        const { payload } = await verify(
          token,
          `${settings.audience}:${GOOGLE_DRAFT_PURPOSE}`,
          now,
        );
        const { email, name, picture } = payload;
        if (typeof email !== 'string' || typeof name !== 'string') throw new Error('claims');
        return { email, name, picture: typeof picture === 'string' ? picture : null };
      } catch {
        throw new AccountError(
          'invalid',
          'The Google registration has expired or is invalid. Please sign in with Google again.',
        );
      }
    },
  };
}

/** Checked access tokens kept (oldest out): ~0.5 kB each. */
const VERIFIED_TOKENS_KEPT = 10_000;

function audienceIncludes(audience: JWTPayload['aud'], expected: string): boolean {
  return Array.isArray(audience) ? audience.includes(expected) : audience === expected;
}
