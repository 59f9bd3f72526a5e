import { describe, expect, it } from 'vitest';
import { memoised } from './memo';

function counting() {
  const calls: string[] = [];
  const memo = memoised((key: string) => {
    calls.push(key);
    return key.toUpperCase();
  }, 2);
  return { calls, memo };
}

describe('memoised', () => {
  it('computes a key once while it stays in use', () => {
    const { calls, memo } = counting();
    expect(memo('a')).toBe('A');
    expect(memo('a')).toBe('A');
    expect(calls).toEqual(['a']);
  });

  it('keeps a key used in every generation and drops one unused for a whole generation', () => {
    const { calls, memo } = counting();
    memo('common');
    memo('rare');
    // young {common, rare} is full: it becomes the old generation.
    memo('b');
    expect(memo('common')).toBe('COMMON'); // found in the old generation, copied to the young one
    // young {b, common} is full: the old generation with `rare` is dropped.
    memo('c');
    expect(memo('common')).toBe('COMMON');
    expect(memo('rare')).toBe('RARE');
    expect(calls).toEqual(['common', 'rare', 'b', 'c', 'rare']);
  });

  it('rejects a limit that is not a whole number ≥ 1', () => {
    expect(() => memoised(String, 0)).toThrow('memo limit must be a whole number ≥ 1, got 0');
    expect(() => memoised(String, 1.5)).toThrow(RangeError);
  });
});
