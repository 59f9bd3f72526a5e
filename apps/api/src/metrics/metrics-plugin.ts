/**
 * Request latency into the metrics, and `GET /metrics` in Prometheus' text format. The route is
 * outside `/api`, not rate limited (the scraper asks every few seconds) and not meant for the
 * public: the reverse proxy does not forward it (docs/deploy.md).
 */
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from './metrics';

const plugin: FastifyPluginCallback<{ metrics: Metrics }> = (app, { metrics }, done) => {
  app.addHook('onResponse', (request, reply, next) => {
    metrics.observeRequest(
      {
        method: request.method,
        // The pattern, so /api/media-deck/1 and /api/media-deck/2 are one series.
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    next();
  });
  app.get(
    '/metrics',
    { config: { rateLimitPolicy: 'none' }, schema: { hide: true } },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
  done();
};

export const metricsPlugin = fp(plugin, { name: 'goi-metrics' });
