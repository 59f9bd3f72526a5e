/**
 * Unknown routes answer 404 in the same JSON shape as every error. The 404 handler is
 * rate-limited like the reads ("fixed"): probing for URLs is a common attack and each probe
 * should cost the prober, not us.
 */
import type { ErrorBody } from '@goi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { rateLimitOptionsFor } from '../rate-limit/rate-limit-plugin';

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  const body: ErrorBody = { statusCode: 404, message: `Route ${request.method} ${path} not found` };
  return reply.code(404).header('cache-control', 'no-store').send(body);
}

export const notFoundPlugin = fp<{ rateLimit: ApiConfig['rateLimit'] }>(
  (app, { rateLimit }, done) => {
    if (rateLimit.enabled) {
      app.setNotFoundHandler(
        { preHandler: app.rateLimit(rateLimitOptionsFor(rateLimit, 'fixed')) },
        handleNotFound,
      );
    } else {
      app.setNotFoundHandler(handleNotFound);
    }
    done();
  },
  { name: 'goi-not-found', dependencies: ['goi-rate-limit'] },
);
