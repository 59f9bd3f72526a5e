/**
 * Serves the web app from the API's Fastify instance, so `goi start` runs the API and the pages
 * in ONE process on one port: the built client assets as static files, `/builds/latest.json` for
 * new-build detection, and every other non-`/api` request through React Router's request
 * handler. Loaders call the API in process (`apiFetch` in the load context: Fastify's `inject`,
 * in-process-api.ts) as from the reader's address, so each reader keeps their own rate limit;
 * with `apiBaseUrl` or API_BASE_URL they call an API elsewhere over HTTP.
 *
 *   const app = buildApp(config, deps);
 *   await mountWeb(app, { mode: 'production' });
 *   await app.listen({ port });
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ApiFetch } from './app/lib/api-client';
import { pageContentSecurityPolicy } from './app/lib/page-csp';
import { webEnv } from './app/env.server';
import { IN_PROCESS_API_BASE, inProcessApi } from './in-process-api';
import { ssrCacheKey } from './ssr-cache/cache-key';
import { withFreshNonce } from './ssr-cache/fresh-nonce';
import {
  createMicroCache,
  type MicroCacheOptions,
  type RenderedPage,
} from './ssr-cache/micro-cache';

export interface MountWebOptions {
  mode: 'production' | 'development';
  /** Where `react-router build` wrote `client/` and `server/` (default: apps/web/build). */
  buildDirectory?: string;
  /** An API elsewhere for loaders to call over HTTP (default: API_BASE_URL, else in process). */
  apiBaseUrl?: string;
  /**
   * The anonymous readers' page cache (`ssr-cache/`): on by default in production (5 s, 500
   * pages), off in development; `false` turns it off.
   */
  microCache?: MicroCacheOptions | false;
}

export interface WebLoadContext {
  apiBaseUrl: string;
  /** The reader's address, forwarded to the API for its per-client rate limits. */
  clientIp: string;
  /** The API of this process, called without HTTP (absent: `apiBaseUrl` over HTTP). */
  apiFetch?: ApiFetch;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the load context IS WebLoadContext
  interface AppLoadContext extends WebLoadContext {}
}

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The API's own CSP (`default-src 'none'`) would block the pages' scripts and styles; responses
 * of the web app get the pages' policy. Documents carry their own, with a per-response script
 * nonce (app/entry.server.tsx); this one, without a nonce, covers the rest.
 */
export const PAGE_CONTENT_SECURITY_POLICY = pageContentSecurityPolicy();

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

function sendHeaders(
  reply: FastifyReply,
  status: number,
  headers: Iterable<[string, string]>,
  setCookies: string[],
) {
  reply.status(status);
  const names = new Set<string>();
  for (const [name, value] of headers) {
    if (name === 'set-cookie') continue;
    names.add(name);
    reply.header(name, value);
  }
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
  if (!names.has('content-security-policy')) {
    reply.header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY);
  }
  if (!names.has('cache-control')) {
    // Pages depend on the reader's cookies (title language, furigana): never shared caches.
    reply.header('cache-control', 'private, no-cache');
  }
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  sendHeaders(reply, response.status, response.headers, response.headers.getSetCookie());
  await reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
}

/** A response read to the end; only a 200 that sets no cookie may be shared between readers. */
async function bufferResponse(response: Response): Promise<RenderedPage> {
  const setCookies = response.headers.getSetCookie();
  const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers,
    setCookies,
    body,
    cacheable: response.status === 200 && setCookies.length === 0,
  };
}

export async function mountWeb(app: FastifyInstance, options: MountWebOptions): Promise<void> {
  const buildDirectory = options.buildDirectory ?? join(webRoot, 'build');
  const remoteApi = options.apiBaseUrl ?? webEnv().apiBaseUrl;
  const loadContext = (request: FastifyRequest): AppLoadContext =>
    remoteApi
      ? { apiBaseUrl: remoteApi, clientIp: request.ip }
      : {
          apiBaseUrl: IN_PROCESS_API_BASE,
          clientIp: request.ip,
          apiFetch: inProcessApi(app, request.ip),
        };

  let getBuild: () => Promise<ServerBuild>;
  // The built client files ("/assets/root-3f2a.js", "/favicon.svg"), served by the page route
  // itself so they share its `rateLimitPolicy: 'none'`: a cold page costs 16–22 of these, and
  // counting them against the API's per-address limit sent a school behind one address a 429.
  let staticFiles = new Set<string>();
  let devMiddlewares:
    ((req: unknown, res: unknown, next: (error?: unknown) => void) => void) | undefined;

  if (options.mode === 'production') {
    const serverEntry = join(buildDirectory, 'server', 'index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built: ${serverEntry} is missing (run npm run build)`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = () => Promise.resolve(build);
    const clientDirectory = join(buildDirectory, 'client');
    staticFiles = new Set(
      readdirSync(clientDirectory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          `/${join(entry.parentPath, entry.name).slice(clientDirectory.length + 1)}`.replaceAll(
            sep,
            '/',
          ),
        ),
    );
    await app.register(fastifyStatic, {
      root: clientDirectory,
      // Only `reply.sendFile`: the page route below serves the files (see staticFiles).
      serve: false,
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
  const microCacheOptions =
    options.microCache ?? (options.mode === 'production' ? {} : (false as const));
  const microCache = microCacheOptions === false ? undefined : createMicroCache(microCacheOptions);

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
        if ((request.method === 'GET' || request.method === 'HEAD') && staticFiles.has(path)) {
          return reply.sendFile(path.slice(1));
        }
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
        const render = () => handle(toWebRequest(request, reply), loadContext(request));
        const key =
          microCache &&
          ssrCacheKey({
            method: request.method,
            url: request.url,
            host: request.host,
            cookie: request.headers.cookie,
            userAgent: request.headers['user-agent'],
          });
        if (!microCache || key === undefined) return sendWebResponse(reply, await render());
        const { page, hit } = await microCache.getOrRender(key, async () =>
          bufferResponse(await render()),
        );
        // A page rendered for another reader carries that reader's nonce: never replay it.
        const served = hit ? withFreshNonce(page) : page;
        sendHeaders(reply, served.status, served.headers, served.setCookies);
        reply.header('x-goi-page-cache', hit ? 'hit' : 'miss');
        return reply.send(served.body);
      },
    });
    done();
  });
}
