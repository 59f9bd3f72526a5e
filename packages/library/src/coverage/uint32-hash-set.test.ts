import { describe, expect, it } from 'vitest';
import { Uint32HashSet } from './uint32-hash-set';

describe('Uint32HashSet', () => {
  it('answers as a Set<number> over many values, through growth, with duplicates', () => {
    const reference = new Set<number>();
    const set = new Uint32HashSet();
    let state = 12345;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
    for (let i = 0; i < 50_000; i++) {
      // Form keys cluster (wordId × 256 + small reading index): mix those with wide values.
      const value = i % 2 === 0 ? (1_000_000 + (next() % 60_000)) * 256 + (next() % 3) : next();
      reference.add(value);
      set.add(value);
    }
    expect(set.size).toBe(reference.size);
    expect([...reference].filter((value) => !set.has(value))).toEqual([]);
    const probes = Array.from({ length: 50_000 }, next);
    expect(probes.filter((value) => set.has(value) !== reference.has(value))).toEqual([]);
    expect(probes.filter((value) => !reference.has(value)).length).toBeGreaterThan(40_000);
  });

  it('keeps 0 and 2³² − 1, and counts each value once', () => {
    const set = new Uint32HashSet(2);
    expect(set.has(0)).toBe(false);
    set.add(0);
    set.add(0);
    set.add(0xffffffff);
    set.add(0xffffffff);
    expect(set.size).toBe(2);
    expect(set.has(0)).toBe(true);
    expect(set.has(0xffffffff)).toBe(true);
    expect(set.has(1)).toBe(false);
  });

  it('is empty when new, whatever its expected size', () => {
    expect(new Uint32HashSet(100_000).size).toBe(0);
    expect(new Uint32HashSet(100_000).has(347_719_680)).toBe(false);
  });
});
