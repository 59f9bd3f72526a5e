import { describe, expect, it } from 'vitest';
import { Uint32IndexMap } from './uint32-index-map';

describe('Uint32IndexMap', () => {
  it('keeps the index of each key, answers -1 for others, and replaces on a second set', () => {
    const map = new Uint32IndexMap();
    map.set(0, 5);
    map.set(2 ** 32 - 1, 0);
    map.set(2_559_999_999, 7);
    map.set(0, 6);
    expect(map.size).toBe(3);
    expect(map.get(0)).toBe(6);
    expect(map.get(2 ** 32 - 1)).toBe(0);
    expect(map.get(2_559_999_999)).toBe(7);
    expect(map.get(1)).toBe(-1);
  });

  it('agrees with a Map over many colliding keys while it grows', () => {
    const map = new Uint32IndexMap(4);
    const expected = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const key = (i * 256 + (i % 3)) >>> 0; // form keys: wordId × 256 + reading index
      map.set(key, i);
      expected.set(key, i);
    }
    expect(map.size).toBe(expected.size);
    for (const [key, index] of expected) expect(map.get(key)).toBe(index);
    for (let i = 0; i < 1000; i++) expect(map.get(i * 256 + 200)).toBe(-1);
  });
});
