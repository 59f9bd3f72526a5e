/**
 * A query string that is not valid percent-encoded UTF-8 (`?text=%E0%A4%A`, `?q=%FF`) is refused
 * with 400 before routing. Left alone, the query parser keeps such values raw, and the routes
 * would search for, parse or cache text the client never meant.
 */
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

function isWellFormedQuery(query: string): boolean {
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onRequest', (request, reply, next) => {
    const url = request.raw.url ?? '';
    const queryStart = url.indexOf('?');
    if (queryStart === -1 || isWellFormedQuery(url.slice(queryStart + 1))) return next();
    void reply.code(400).send({
      statusCode: 400,
      message: 'The query string is not valid percent-encoded UTF-8',
    });
  });
  done();
};

export const queryGuardPlugin = fp(plugin, { name: 'goi-query-guard' });
