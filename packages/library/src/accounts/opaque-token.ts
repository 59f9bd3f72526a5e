/**
 * Opaque tokens (refresh tokens, e-mail codes): 256 random bits, base64url. Only their SHA-256
 * is stored, so a copy of the database gives nobody a usable session or reset link. A fast hash
 * is enough here because the input is random, not a password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
