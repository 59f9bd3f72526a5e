/**
 * Rate limits per client IP with named policies, as the reference: every route is limited by
 * "fixed" unless it names another policy (`config: { rateLimitPolicy: 'download' }`) or opts out
 * with `'none'`. Routes that share a policy share one count per client: five downloads a minute
 * means five in total, whatever deck or format. @fastify/rate-limit does the hooks, the key (the
 * client IP, IPv6 grouped by /64) and the headers; counting is ours (sliding windows).
 *
 * The client IP is `request.ip`, which believes `X-Forwarded-For` only from the proxies in
 * `trustProxy` (config.ts), so a client cannot pick a fresh address per request.
 */
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { ApiConfig, RateLimitPolicyName } from '../config';
import { HttpError } from '../errors/http-error';
import type { RateLimitCounter, WindowPolicy } from './rate-limit-counter';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's rate-limit policy (default "fixed"); `'none'` exempts the route. */
    rateLimitPolicy?: RateLimitPolicyName | 'none';
  }
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

type RateLimitSettings = ApiConfig['rateLimit'];

// The policy name travels in the plugin's `groupId`, which it appends to the client key, so each
// policy counts separately: "203.0.113.7|download".
const groupPrefix = '|';

function windowPolicy(settings: RateLimitSettings, name: RateLimitPolicyName): WindowPolicy {
  const policy = settings.policies[name];
  return { max: policy.max, windowMs: policy.windowSeconds * 1000, segments: policy.segments };
}

/** The @fastify/rate-limit options of a policy (for `config.rateLimit` or `app.rateLimit()`). */
export function rateLimitOptionsFor(
  settings: RateLimitSettings,
  name: RateLimitPolicyName,
): RateLimitOptions {
  const policy = windowPolicy(settings, name);
  return { max: policy.max, timeWindow: policy.windowMs, groupId: `${groupPrefix}${name}` };
}

function isPolicyName(
  settings: RateLimitSettings,
  name: string | undefined,
): name is RateLimitPolicyName {
  return name !== undefined && Object.hasOwn(settings.policies, name);
}

/** Adapts a `RateLimitCounter` to the store interface @fastify/rate-limit constructs. */
function storeFor(
  settings: RateLimitSettings,
  counter: RateLimitCounter,
): FastifyRateLimitStoreCtor {
  return class PolicyStore implements FastifyRateLimitStore {
    policy = windowPolicy(settings, 'fixed');

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      Promise.resolve(counter.hit(key, this.policy)).then(
        (result) => callback(null, { current: result.current, ttl: result.retryAfterMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin hands its merged options here (typed as route options), groupId included.
      const groupId = (routeOptions as { groupId?: string }).groupId;
      const name = groupId?.startsWith(groupPrefix) ? groupId.slice(groupPrefix.length) : undefined;
      const store = new PolicyStore();
      if (isPolicyName(settings, name)) store.policy = windowPolicy(settings, name);
      return store;
    }
  };
}

export interface RateLimitPluginOptions {
  settings: RateLimitSettings;
  counter: RateLimitCounter;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { settings, counter }) => {
    // Added before @fastify/rate-limit's own onRoute hook, so that hook sees the options.
    app.addHook('onRoute', (route) => {
      if (!settings.enabled || route.config?.rateLimit !== undefined) return;
      const name = route.config?.rateLimitPolicy ?? 'fixed';
      if (name === 'none') return;
      route.config = { ...route.config, rateLimit: rateLimitOptionsFor(settings, name) };
    });
    await app.register(fastifyRateLimit, {
      global: false,
      store: storeFor(settings, counter),
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
    });
  },
  { name: 'goi-rate-limit' },
);
