/**
 * The API as a Fastify instance, built but not listening: `server.ts` listens, tests call
 * `app.inject`. The order below matters: cross-cutting plugins first (rate limits, security
 * headers, body parsers, OpenAPI), then the 404 handler, then the routes under `/api`.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import { parserProvider } from '@goi/library';
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
import { requestId } from './logging/request-id';
import { requestLogPlugin } from './logging/request-log-plugin';
import { methodGuardPlugin } from './http/method-guard';
import { queryGuardPlugin } from './http/query-guard';
import { openApiPlugin } from './openapi/openapi-plugin';
import { createMetrics } from './metrics/metrics';
import { metricsPlugin } from './metrics/metrics-plugin';
import { inProcessParseWork } from './parse-pool/in-process-parse';
import { createParsePool } from './parse-pool/parse-pool';
import { InMemoryRateLimitCounter } from './rate-limit/rate-limit-counter';
import { rateLimitPlugin } from './rate-limit/rate-limit-plugin';
import { readModelsOf } from './read-models/read-models-of';
import { warmPlugin } from './read-models/warm-plugin';
import { apiRoutes } from './routes';
import { publishWritesPlugin } from './scale-out/publish-writes-plugin';
import { securityPlugin } from './security/security-plugin';

export type { ApiConfig, ApiConfigInput, RateLimitPolicyName } from './config';
export { apiConfigSchema, loadApiConfig, parseApiConfig } from './config';
export type { AppDeps } from './deps';
export { createMetrics, type Metrics } from './metrics/metrics';
export { connectRedisServices, type RedisServices } from './scale-out/redis-services';
export type { VersionPublisher } from './scale-out/version-channel';
export { pingDatabase } from '@goi/db';
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
    // Ids unique across processes, or the proxy's X-Request-Id (logging/request-id.ts).
    genReqId: requestId,
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

  // The process's one parser (given by the composition root, else built here once).
  const getParser = givenDeps.getParser ?? parserProvider(givenDeps.db);
  const accounts =
    givenDeps.accounts ?? createAccountsModule(config, { ...givenDeps, getParser }, app.log);
  const deps: AppDeps = {
    ...givenDeps,
    getParser,
    accounts,
    readModels: readModelsOf(givenDeps, config.readCache),
    metrics: givenDeps.metrics ?? createMetrics(),
  };
  const { cache } = deps.readModels!;
  deps.metrics!.watchCache('read-models', () => cache.stats);
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
  void app.register(metricsPlugin, { metrics: deps.metrics! });
  void app.register(methodGuardPlugin);
  void app.register(queryGuardPlugin);
  void app.register(rateLimitPlugin, {
    settings: config.rateLimit,
    counter: deps.rateLimitCounter ?? new InMemoryRateLimitCounter(),
  });
  void app.register(securityPlugin, { config });
  void app.register(fastifyCookie);
  void app.register(authPlugin, { accounts });
  if (deps.versionPublisher)
    void app.register(publishWritesPlugin, { publisher: deps.versionPublisher });
  void app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes },
    throwFileSizeLimit: true,
  });
  void app.register(openApiPlugin, { config });
  void app.register(warmPlugin, {
    enabled: config.readCache.warmOnStart,
    readModels: deps.readModels!,
  });
  void app.register(notFoundPlugin, { rateLimit: config.rateLimit });
  void app.register(apiRoutes, { prefix: '/api', config, deps });
  return app;
}

export type ApiApp = ReturnType<typeof buildApp>;
