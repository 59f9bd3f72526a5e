/**
 * The API as a Fastify instance, built but not listening: `server.ts` listens, tests call
 * `app.inject`. The order below matters: cross-cutting plugins first (rate limits, security
 * headers, body parsers, OpenAPI), then the 404 handler, then the routes under `/api`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAccountsModule } from './auth/accounts-module';
import { authPlugin } from './auth/auth-plugin';
import type { ApiConfig } from './config';
import type { AppDeps } from './deps';
import { handleError } from './errors/error-handler';
import { notFoundPlugin } from './errors/not-found-plugin';
import { NO_STORE } from './http/cache-headers';
import { requestLogPlugin } from './logging/request-log-plugin';
import { methodGuardPlugin } from './http/method-guard';
import { queryGuardPlugin } from './http/query-guard';
import { openApiPlugin } from './openapi/openapi-plugin';
import { inProcessParseWork } from './parse-pool/in-process-parse';
import { createParsePool } from './parse-pool/parse-pool';
import { InMemoryRateLimitCounter } from './rate-limit/rate-limit-counter';
import { rateLimitPlugin } from './rate-limit/rate-limit-plugin';
import { ReadCache } from './read-cache/read-cache';
import { readCachePlugin } from './read-cache/read-cache-plugin';
import { warmPlugin } from './read-cache/warm-plugin';
import { prepareDeckVocabulary } from './routes/media-deck/deck-vocabulary';
import { apiRoutes } from './routes';
import { coverageServiceOf } from './routes/media-deck/known-words';
import { securityPlugin } from './security/security-plugin';

export type { ApiConfig, ApiConfigInput, RateLimitPolicyName } from './config';
export { apiConfigSchema, loadApiConfig, parseApiConfig } from './config';
export type { AppDeps } from './deps';
export { accountSettings } from './auth/accounts-module';
export { HttpError, badRequest, notFound } from './errors/http-error';
export { privateNoStore, publicCache } from './http/cache-headers';
export type { RateLimitCounter, WindowPolicy, HitResult } from './rate-limit/rate-limit-counter';
export type { ApiRoutePlugin, RouteContext } from './routes/route-plugin';

export function buildApp(config: ApiConfig, givenDeps: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(givenDeps.logStream ? { stream: givenDeps.logStream } : {}),
    },
    // Requests are logged once each, with redacted URLs, by logging/request-log-plugin.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // Only these peers may set the client address with X-Forwarded-For (never "every proxy").
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    // Checked every second (Node's default, 30 s, would let a slow client stay that much longer).
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
  }).withTypeProvider<ZodTypeProvider>();

  const accounts = givenDeps.accounts ?? createAccountsModule(config, givenDeps, app.log);
  const readCache = givenDeps.readCache ?? new ReadCache(givenDeps.db, config.readCache);
  const deps: AppDeps = {
    ...givenDeps,
    accounts,
    resolveKnownWords: givenDeps.resolveKnownWords ?? accounts.resolveKnownWords,
    readCache,
  };
  const ownsParseWork = !givenDeps.parseWork;
  deps.parseWork =
    givenDeps.parseWork ??
    (givenDeps.parseSource && config.parsePool.threads > 0
      ? createParsePool({ ...config.parsePool, ...givenDeps.parseSource })
      : inProcessParseWork(deps));
  if (ownsParseWork) app.addHook('onClose', () => deps.parseWork!.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    return payload;
  });

  void app.register(requestLogPlugin);
  void app.register(methodGuardPlugin);
  void app.register(queryGuardPlugin);
  void app.register(rateLimitPlugin, {
    settings: config.rateLimit,
    counter: deps.rateLimitCounter ?? new InMemoryRateLimitCounter(),
  });
  void app.register(securityPlugin, { config });
  void app.register(fastifyCookie);
  void app.register(authPlugin, { accounts });
  void app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes },
    throwFileSizeLimit: true,
  });
  void app.register(openApiPlugin, { config });
  void app.register(readCachePlugin, {
    cache: readCache,
    resolveKnownWords: deps.resolveKnownWords,
  });
  void app.register(warmPlugin, {
    enabled: config.readCache.warmOnStart,
    db: deps.db,
    cache: readCache,
    deckWords: coverageServiceOf(deps).deckWords,
    prepareDecks: (version, words, ranks) => prepareDeckVocabulary(deps, version, words, ranks),
  });
  void app.register(notFoundPlugin, { rateLimit: config.rateLimit });
  void app.register(apiRoutes, { prefix: '/api', config, deps });
  return app;
}

export type ApiApp = ReturnType<typeof buildApp>;
