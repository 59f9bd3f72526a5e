/**
 * The API called in process: when the pages and the API share one Fastify instance (`goi start`),
 * a loader's API call is dispatched with Fastify's `inject` instead of going out through a socket
 * and back in (no TCP connection, no HTTP parsing on either side). The request still runs every
 * hook a remote call runs (rate limits, authorization, validation, serialization), as from the
 * reader's own address. `API_BASE_URL` (or `mountWeb`'s `apiBaseUrl`) sends loaders over HTTP to
 * an API elsewhere instead.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiFetch } from './app/lib/api-client';

/** The origin of the URLs loaders build for in-process calls (never resolved or dialled). */
export const IN_PROCESS_API_BASE = 'http://in-process.goi/api';

export function inProcessApi(app: FastifyInstance, clientIp: string): ApiFetch {
  return async (url, init = {}) => {
    const { pathname, search } = new URL(url);
    if (init.body != null && typeof init.body !== 'string')
      throw new TypeError('In-process API calls send text bodies only');
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${pathname}${search}`,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(init.body == null ? {} : { payload: init.body }),
      remoteAddress: clientIp,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    const payload = response.rawPayload;
    // A view of the payload (Node hands a Buffer; fetch types want a plain ArrayBuffer view).
    const body = new Uint8Array(
      payload.buffer as ArrayBuffer,
      payload.byteOffset,
      payload.byteLength,
    );
    return new Response(noBody ? null : body, {
      status: response.statusCode,
      headers,
    });
  };
}
