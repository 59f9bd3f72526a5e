/**
 * What one process of the distributed mode shares through Redis, built by the composition root
 * (`goi start` with REDIS_URL) and handed to the app as `AppDeps`: the rate-limit counter, the
 * version channel (publisher, and read versions kept in memory) and the readiness check.
 */
import { Redis } from 'ioredis';
import { RedisRateLimitCounter } from '../rate-limit/redis-rate-limit-counter';
import {
  createRedisReadVersions,
  type RedisReadVersions,
  type VersionSource,
} from './redis-read-versions';
import { redisVersionPublisher, type VersionPublisher } from './version-channel';

export interface RedisServices {
  rateLimitCounter: RedisRateLimitCounter;
  versionPublisher: VersionPublisher;
  /**
   * Versions kept in memory and dropped on a message, read from `source` (the database) when
   * not kept: the `ReadVersions` of the read models in this mode.
   */
  subscribeVersions(source: VersionSource): Promise<RedisReadVersions>;
  readinessChecks: { redis: () => Promise<void> };
  close(): Promise<void>;
}

export async function connectRedisServices(options: {
  redisUrl: string;
  keyPrefix: string;
}): Promise<RedisServices> {
  // Commands fail fast while Redis is away (a request answers 500/503 rather than hanging);
  // ioredis keeps reconnecting in the background.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  const subscribed: RedisReadVersions[] = [];
  try {
    await redis.ping();
    return {
      rateLimitCounter: new RedisRateLimitCounter(redis, options.keyPrefix),
      versionPublisher: redisVersionPublisher(redis, options.keyPrefix),
      async subscribeVersions(source) {
        const versions = createRedisReadVersions({
          // A subscribed connection can do nothing else: one of its own.
          subscriber: new Redis(options.redisUrl),
          keyPrefix: options.keyPrefix,
          source,
        });
        subscribed.push(versions);
        await versions.ready;
        return versions;
      },
      readinessChecks: {
        redis: async () => {
          await redis.ping();
        },
      },
      async close() {
        await Promise.all(subscribed.map((versions) => versions.close()));
        redis.disconnect();
      },
    };
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis at REDIS_URL does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
