import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('the read models’ cache', () => {
  it('computes a value once and serves it after', async () => {
    const cache = new ReadCache(10_000);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    expect(await cache.memo('a', compute)).toBe(1);
    expect(await cache.memo('a', compute)).toBe(1);
    expect(await cache.memo('b', compute)).toBe(2);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it('shares one computation between the callers that ask while it runs', async () => {
    const cache = new ReadCache(10_000);
    let computed = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      computed++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.memo('k', compute), cache.memo('k', compute)]);
    finish('done');
    expect(await both).toEqual(['done', 'done']);
    expect(computed).toBe(1);
  });

  it('keeps no failure: the next caller computes again', async () => {
    const cache = new ReadCache(10_000);
    await expect(cache.memo('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.memo('k', () => Promise.resolve('back'))).toBe('back');
  });

  it('keeps undefined and null as values (a missing deck is not read again)', async () => {
    const cache = new ReadCache(10_000);
    let reads = 0;
    const missing = () => {
      reads++;
      return Promise.resolve(null);
    };
    expect(await cache.memo('gone', missing)).toBeNull();
    expect(await cache.memo('gone', missing)).toBeNull();
    expect(reads).toBe(1);
  });

  it('stays within its byte bound, dropping the least recently used values first', async () => {
    const cache = new ReadCache(3_000);
    for (const key of ['a', 'b', 'c'])
      await cache.memo(
        key,
        () => Promise.resolve(key),
        () => 1_000,
      );
    // Using 'a' makes 'b' the least recently used.
    expect(cache.peek('a')?.value).toBe('a');
    await cache.memo(
      'd',
      () => Promise.resolve('d'),
      () => 1_000,
    );
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')?.value).toBe('a');
    expect(cache.stats.bytes).toBeLessThanOrEqual(3_000);
    // A value larger than the whole bound is handed out but not kept.
    expect(
      await cache.memo(
        'huge',
        () => Promise.resolve('huge'),
        () => 5_000,
      ),
    ).toBe('huge');
    expect(cache.peek('huge')).toBeUndefined();
  });

  it('keeps nothing with a bound of 0', async () => {
    const cache = new ReadCache(0);
    await cache.memo('a', () => Promise.resolve(1));
    cache.set('b', 2);
    expect(cache.stats.entries).toBe(0);
  });
});
