import { describe, expect, it } from 'vitest';
import { InMemoryRateLimitCounter, type WindowPolicy } from './rate-limit-counter';

const download: WindowPolicy = { max: 5, windowMs: 60_000, segments: 10 };
const fixed: WindowPolicy = { max: 3, windowMs: 60_000, segments: 1 };

function clock(start = 0) {
  const state = { now: start };
  return { state, now: () => state.now };
}

describe('InMemoryRateLimitCounter', () => {
  it('allows max hits in a window and rejects the next, without counting rejections', () => {
    const time = clock();
    const counter = new InMemoryRateLimitCounter(time.now);
    const results = Array.from({ length: 7 }, () => counter.hit('a', download));
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

  it('frees a slice when it leaves the sliding window, not the whole window at once', () => {
    const time = clock();
    const counter = new InMemoryRateLimitCounter(time.now);
    // 3 downloads at 0 s, 2 at 30 s: the limit of 5 is reached.
    for (let i = 0; i < 3; i++) counter.hit('a', download);
    time.state.now = 30_000;
    for (let i = 0; i < 2; i++) counter.hit('a', download);
    time.state.now = 59_000;
    const blocked = counter.hit('a', download);
    expect(blocked.allowed).toBe(false);
    // The 0 s slice [0, 6 s) leaves the window at 60 s.
    expect(blocked.retryAfterMs).toBe(1_000);
    time.state.now = 60_000;
    // The three from 0 s are gone, the two from 30 s still count: three more are allowed.
    expect([1, 2, 3, 4].map(() => counter.hit('a', download).allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('resets a fixed window at its end and says when', () => {
    const time = clock(10_000);
    const counter = new InMemoryRateLimitCounter(time.now);
    for (let i = 0; i < 3; i++) counter.hit('a', fixed);
    const blocked = counter.hit('a', fixed);
    expect(blocked).toEqual({ allowed: false, current: 4, retryAfterMs: 50_000 });
    time.state.now = 60_000;
    expect(counter.hit('a', fixed).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const counter = new InMemoryRateLimitCounter(clock().now);
    for (let i = 0; i < 3; i++) counter.hit('203.0.113.7|fixed', fixed);
    expect(counter.hit('203.0.113.7|fixed', fixed).allowed).toBe(false);
    expect(counter.hit('198.51.100.2|fixed', fixed).allowed).toBe(true);
    expect(counter.hit('203.0.113.7|download', download).allowed).toBe(true);
  });

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
