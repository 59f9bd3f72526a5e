/**
 * Methods no route here answers are refused before routing: `TRACE` (and `TRACK`) echo requests,
 * which browsers never need, and on the web side used to throw inside the page renderer
 * (a TypeError in the log) instead of answering.
 */
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    if (!REFUSED.has(request.raw.method ?? '')) return next();
    void reply
      .code(405)
      .header('allow', ALLOWED)
      .send({ statusCode: 405, message: `Method ${request.raw.method} is not allowed` });
  });
  done();
};

export const methodGuardPlugin = fp(plugin, { name: 'goi-method-guard' });
