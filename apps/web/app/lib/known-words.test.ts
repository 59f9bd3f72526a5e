import { describe, expect, it, vi } from 'vitest';
import {
  KNOWN_WORDS_STORAGE_KEY,
  readKnownWordIds,
  toggleKnownWordId,
  writeKnownWordIds,
} from './known-words';

function storage(initial?: string) {
  const items = new Map<string, string>(
    initial === undefined ? [] : [[KNOWN_WORDS_STORAGE_KEY, initial]],
  );
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('known word ids in local storage', () => {
  it('reads and writes a JSON array of ids', () => {
    const store = storage();
    writeKnownWordIds(store, [1358280, 1000, 1000]);
    expect(store.getItem(KNOWN_WORDS_STORAGE_KEY)).toBe('[1000,1358280]');
    expect(readKnownWordIds(store)).toEqual([1000, 1358280]);
  });

  it('logs unreadable data and uses an empty list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readKnownWordIds(storage('{not json'))).toEqual([]);
    expect(readKnownWordIds(storage('{"a":1}'))).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('toggles one id', () => {
    expect(toggleKnownWordId([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(toggleKnownWordId([1, 2, 3], 2, false)).toEqual([1, 3]);
  });
});
