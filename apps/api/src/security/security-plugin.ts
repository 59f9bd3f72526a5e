/**
 * Browser-facing protections: CORS for the configured origins (plus the public URL's own origin)
 * and security headers from helmet. The API answers JSON, so its Content-Security-Policy allows
 * nothing; the docs page (openapi/) sets its own, looser one for its scripts and styles.
 */
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { ApiConfig } from '../config';

/** Every origin whose browser pages may call the API. */
export function allowedOrigins(config: Pick<ApiConfig, 'publicUrl' | 'corsOrigins'>): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...config.corsOrigins])];
}

export const securityPlugin = fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    await app.register(fastifyCors, {
      origin: allowedOrigins(config),
      // Cookies and `Authorization` are fine to send: only the listed origins get the header.
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: [
        'Content-Disposition',
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ],
      maxAge: 600,
    });
    // helmet's middleware is built once: @fastify/helmet built it (parsing every option and
    // directive) again on each request, ~7 % of a small request's CPU (bench/api.ts profile).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // Deck downloads and docs assets may be fetched by the web app on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error === undefined ? undefined : (error as Error)),
      );
    });
  },
  { name: 'goi-security' },
);
