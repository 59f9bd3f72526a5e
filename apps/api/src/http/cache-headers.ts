/**
 * Cache headers. Responses are `no-store` unless a handler says otherwise (app.ts sets that
 * default), because a shared cache that keeps a per-user answer leaks it to the next user.
 * Public reads opt in with `publicCache(reply, seconds)`, as the reference cached a word for
 * 1 h and the global stats for 24 h; answers that depend on who asks use `privateNoStore`.
 */
import type { FastifyReply } from 'fastify';

export const NO_STORE = 'no-store';

/** The same answer for everyone: browsers and shared caches may keep it `maxAgeSeconds`. */
export function publicCache(reply: FastifyReply, maxAgeSeconds: number): FastifyReply {
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 0) {
    throw new Error(`publicCache: maxAgeSeconds must be a whole number ≥ 0 (got ${maxAgeSeconds})`);
  }
  return reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
}

/** An answer for the signed-in user only (their coverage, known words): never stored. */
export function privateNoStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store');
}
