/**
 * The id every log line of a request carries (`reqId`). Behind a reverse proxy that sets
 * `X-Request-Id` the proxy's id is kept, so one request can be followed from the proxy's log into
 * the process that served it; otherwise a random UUID (Fastify's default, `req-1`, `req-2`, …,
 * repeats in every process of the distributed mode). Only a short token is accepted from the
 * header, so a client cannot write arbitrary text into the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptedId = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptedId.test(given) ? given : randomUUID();
}
