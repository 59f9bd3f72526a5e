import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  it('keeps the entries still in use across generations and drops the others', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3); // a and b are now the old generation
    expect(cache.get('a')).toBe(1); // a is copied into the young one
    cache.set('d', 4); // c and a are now the old generation, b is dropped
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.get('d')).toBe(4);
    expect(cache.size).toBeLessThanOrEqual(4);
  });

  it('keeps nothing with capacity 0 and rejects a bad capacity', () => {
    const cache = new BoundedCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(() => new BoundedCache(-1)).toThrow('cache capacity must be a whole number ≥ 0, got -1');
    expect(() => new BoundedCache(1.5)).toThrow(RangeError);
  });
});
