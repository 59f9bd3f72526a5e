/**
 * Serves the web app from the API's Fastify instance, so `goi start` runs the API and the pages
 * in ONE process on one port: the built client assets as static files, `/builds/latest.json` for
 * new-build detection, and every other non-`/api` request through React Router's request
 * handler. Loaders reach the API over HTTP on the same server (`apiBaseUrl` in the load context)
 * and pass the reader's address on, so each reader keeps their own rate limit.
 *
 *   const app = buildApp(config, deps);
 *   await mountWeb(app, { mode: 'production' });
 *   await app.listen({ port });
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface MountWebOptions {
  mode: 'production' | 'development';
  /** Where `react-router build` wrote `client/` and `server/` (default: apps/web/build). */
  buildDirectory?: string;
  /** The API base loaders call (default: this server's own address + `/api`, or API_BASE_URL). */
  apiBaseUrl?: string;
}

export interface WebLoadContext {
  apiBaseUrl: string;
  /** The reader's address, forwarded to the API for its per-client rate limits. */
  clientIp: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the load context IS WebLoadContext
  interface AppLoadContext extends WebLoadContext {}
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Pages run scripts (hydration data is inline) and styles from this origin; the API's own CSP
 * (`default-src 'none'`) would block them, so pages get this one.
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function ownApiBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host =
      address.family === 'IPv6'
        ? `[${address.address === '::' ? '::1' : address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    return `http://${host}:${address.port}/api`;
  }
  return 'http://127.0.0.1:3000/api';
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.headers.has('content-security-policy')) {
    reply.header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY);
  }
  if (!response.headers.has('cache-control')) {
    // Pages depend on the reader's cookies (title language, furigana): never shared caches.
    reply.header('cache-control', 'private, no-cache');
  }
  await reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

export async function mountWeb(app: FastifyInstance, options: MountWebOptions): Promise<void> {
  const buildDirectory = options.buildDirectory ?? join(webRoot, 'build');
  const apiBase = () => options.apiBaseUrl ?? process.env.API_BASE_URL?.trim() ?? ownApiBase(app);

  let getBuild: () => Promise<ServerBuild>;
  let devMiddlewares:
    ((req: unknown, res: unknown, next: (error?: unknown) => void) => void) | undefined;

  if (options.mode === 'production') {
    const serverEntry = join(buildDirectory, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built: ${serverEntry} is missing (run npm run build)`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = () => Promise.resolve(build);
    await app.register(fastifyStatic, {
      root: join(buildDirectory, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own Cache-Control below (the plugin's default would send max-age=0).
      cacheControl: false,
      setHeaders(res, path) {
        // File names under assets/ carry a content hash: cache them for a year.
        res.setHeader(
          'cache-control',
          path.includes(`${join('client', 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
    app.get('/builds/latest.json', { config: { rateLimitPolicy: 'none' } }, (_request, reply) => {
      void reply.header('cache-control', 'no-store').send({ id: build.assets.version });
    });
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: webRoot,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.addHook('onClose', () => vite.close());
    devMiddlewares = vite.middlewares as never;
    getBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  }

  const handle = createRequestHandler(getBuild, options.mode);

  await app.register((web, _options, done) => {
    // Page requests (forms) keep their raw body for React Router's actions.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, next) => next(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      config: { rateLimitPolicy: 'none' },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
        if (devMiddlewares) {
          const passed = await new Promise<boolean>((resolve, reject) => {
            devMiddlewares(request.raw, reply.raw, (error) =>
              error
                ? reject(
                    error instanceof Error
                      ? error
                      : new Error('Vite middleware failed', { cause: error }),
                  )
                : resolve(true),
            );
            reply.raw.once('finish', () => resolve(false));
          });
          if (!passed) return reply.hijack();
        }
        const response = await handle(toWebRequest(request, reply), {
          apiBaseUrl: apiBase(),
          clientIp: request.ip,
        });
        return sendWebResponse(reply, response);
      },
    });
    done();
  });
}
