/**
 * Tests of the distributed mode use the Redis on `TEST_REDIS_URL` (default: the local one that
 * `.ci/run` starts), each under its own key prefix so runs in parallel never see each other's
 * keys, queues or messages.
 */
import { randomBytes } from 'node:crypto';

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
}

/** A key prefix no other test run uses, e.g. `goi-test-3f9a1c2b`. */
export function uniqueRedisPrefix(): string {
  return `goi-test-${randomBytes(4).toString('hex')}`;
}
