/**
 * Whole answers of public GETs kept in memory (read-cache.ts), for the routes that say so with
 * `config: { readCache: 'public' }` (the same answer for everyone) or `'anonymous'` (the same
 * for every reader without known words: a request for which `resolveKnownWords` finds a
 * reader's words is neither served from nor stored in the cache). The rule:
 *
 * - key: the request URL with its query parameters sorted (`readCacheKey`), under the content
 *   version read from the database for this request; a deck write, reparse, frequency
 *   recompute or dictionary import changes the version, and nothing cached before it is served
 *   after it;
 * - kept: only a 200 whose `Cache-Control` the route made `public` (an answer shaped by known
 *   words is `private, no-store` and never kept), as UTF-8 bytes, with its content type and
 *   cache header;
 * - served in `preValidation`, after the `onRequest` hooks (rate limits, CORS, security
 *   headers), so a cached answer is counted and carries the same headers. `X-Read-Cache: hit`
 *   or `miss` says which happened.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KnownWordSet } from '@goi/library';
import type { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the read cache may keep this route's GET answers (see read-cache-plugin.ts). */
    readCache?: 'public' | 'anonymous';
  }
}

export interface ReadCachePluginOptions {
  cache: ReadCache;
  resolveKnownWords?: (request: FastifyRequest) => Promise<KnownWordSet | undefined>;
}

/** Requests that missed: the version and key their answer would be kept under. */
const missedUnder = new WeakMap<FastifyRequest, { version: string; key: string }>();

/**
 * The cache key of a URL: its path and its query parameters sorted by name (stable, so repeated
 * names keep their order), so `?a=1&b=2` and `?b=2&a=1` share one answer. Both forms decode to
 * the same query for the route, which is all the answer depends on.
 */
export function readCacheKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query === '' ? url.slice(0, at) : `${url.slice(0, at)}?${query}`;
}

export const readCachePlugin = fp<ReadCachePluginOptions>(
  (app, { cache, resolveKnownWords }, done) => {
    if (!cache.enabled) {
      done();
      return;
    }
    app.addHook('preValidation', async (request, reply) => {
      const mode = request.routeOptions.config.readCache;
      if (mode === undefined || request.method !== 'GET') return;
      if (mode === 'anonymous' && resolveKnownWords && (await resolveKnownWords(request))) return;
      const version = await cache.version(request);
      if (version === undefined) return;
      const key = readCacheKey(request.url);
      const hit = cache.responses.get(version, key);
      if (hit) {
        void reply
          .header('content-type', hit.contentType)
          .header('cache-control', hit.cacheControl)
          .header('x-read-cache', 'hit');
        return reply.send(hit.payload);
      }
      missedUnder.set(request, { version, key });
      void reply.header('x-read-cache', 'miss');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const missed = missedUnder.get(request);
      if (
        missed === undefined ||
        reply.statusCode !== 200 ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      )
        return payload;
      const cacheControl = reply.getHeader('cache-control');
      const contentType = reply.getHeader('content-type');
      if (typeof cacheControl !== 'string' || !/^public\b/.test(cacheControl)) return payload;
      if (typeof contentType !== 'string') return payload;
      // Kept (and sent now) as UTF-8 bytes: a hit then costs no encoding of the text.
      const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
      cache.responses.set(
        missed.version,
        missed.key,
        { payload: bytes, contentType, cacheControl },
        bytes.length,
      );
      return bytes;
    });
    done();
  },
  { name: 'goi-read-cache' },
);
