import { testRedisUrl, uniqueRedisPrefix } from '@goi/db/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  InMemoryRateLimitCounter,
  type HitResult,
  type RateLimitCounter,
  type WindowPolicy,
} from './rate-limit-counter';
import { RedisRateLimitCounter } from './redis-rate-limit-counter';

const download: WindowPolicy = { max: 5, windowMs: 60_000, segments: 10 };
const fixed: WindowPolicy = { max: 3, windowMs: 60_000, segments: 1 };

function clock(start = 0) {
  const state = { now: start };
  return { state, now: () => state.now };
}

/** `count` hits one after the other (the Redis counter answers asynchronously). */
async function hits(
  counter: RateLimitCounter,
  key: string,
  policy: WindowPolicy,
  count: number,
): Promise<HitResult[]> {
  const results: HitResult[] = [];
  for (let i = 0; i < count; i++) results.push(await counter.hit(key, policy));
  return results;
}

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());

// The same window arithmetic in this process's memory and, shared by processes, in Redis (each
// test under a fresh prefix, so the keys start empty).
describe.each([
  {
    name: 'InMemoryRateLimitCounter',
    counterOf: (now: () => number) => new InMemoryRateLimitCounter(now),
  },
  {
    name: 'RedisRateLimitCounter',
    counterOf: (now: () => number) => new RedisRateLimitCounter(redis, uniqueRedisPrefix(), now),
  },
])('$name', ({ counterOf }) => {
  it('allows max hits in a window and rejects the next, without counting rejections', async () => {
    const time = clock();
    const counter = counterOf(time.now);
    const results = await hits(counter, 'a', download, 7);
    expect(results.map((result) => result.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(results.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6, 6]);
  });

  it('frees a slice when it leaves the sliding window, not the whole window at once', async () => {
    const time = clock();
    const counter = counterOf(time.now);
    // 3 downloads at 0 s, 2 at 30 s: the limit of 5 is reached.
    await hits(counter, 'a', download, 3);
    time.state.now = 30_000;
    await hits(counter, 'a', download, 2);
    time.state.now = 59_000;
    const blocked = await counter.hit('a', download);
    expect(blocked.allowed).toBe(false);
    // The 0 s slice [0, 6 s) leaves the window at 60 s.
    expect(blocked.retryAfterMs).toBe(1_000);
    time.state.now = 60_000;
    // The three from 0 s are gone, the two from 30 s still count: three more are allowed.
    expect((await hits(counter, 'a', download, 4)).map((result) => result.allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('resets a fixed window at its end and says when', async () => {
    const time = clock(10_000);
    const counter = counterOf(time.now);
    await hits(counter, 'a', fixed, 3);
    const blocked = await counter.hit('a', fixed);
    expect(blocked).toEqual({ allowed: false, current: 4, retryAfterMs: 50_000 });
    time.state.now = 60_000;
    expect((await counter.hit('a', fixed)).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const counter = counterOf(clock().now);
    await hits(counter, '203.0.113.7|fixed', fixed, 3);
    expect((await counter.hit('203.0.113.7|fixed', fixed)).allowed).toBe(false);
    expect((await counter.hit('198.51.100.2|fixed', fixed)).allowed).toBe(true);
    expect((await counter.hit('203.0.113.7|download', download)).allowed).toBe(true);
  });
});

describe('InMemoryRateLimitCounter', () => {
  it('forgets idle clients, so memory holds only recent ones', () => {
    const time = clock();
    const counter = new InMemoryRateLimitCounter(time.now, 60_000);
    for (let client = 0; client < 100; client++) counter.hit(`client-${client}`, download);
    expect(counter.size).toBe(100);
    time.state.now = 61_000;
    counter.hit('late', download);
    expect(counter.size).toBe(1);
  });
});
