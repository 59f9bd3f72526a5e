/**
 * One log line per request, written when the answer is sent: method, URL (redacted: no codes,
 * tokens or e-mail addresses, see redact-url.ts), status, time, and for a refused request the
 * reason. Fastify's own request logging ("incoming request" + "request completed", with the full
 * URL) is turned off in app.ts.
 */
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from './redact-url';

const reasons = new WeakMap<FastifyRequest, string>();

/** Adds why a request was refused to its one log line (the error handler calls it). */
export function noteRefusal(request: FastifyRequest, reason: string): void {
  reasons.set(request, reason);
}

const plugin: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onResponse', (request, reply, next) => {
    const statusCode = reply.statusCode;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(reasons.has(request) ? { reason: reasons.get(request) } : {}),
    };
    // A 503 is a refusal for load (the parse pool) or a dependency down: a warning, not a crash.
    if (statusCode === 503) request.log.warn(line, 'request');
    else if (statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
    next();
  });
  done();
};

export const requestLogPlugin = fp(plugin, { name: 'goi-request-log' });
