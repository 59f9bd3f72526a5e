import { describe, expect, it, vi } from 'vitest';
import { KNOWN_WORDS_STORAGE_KEY } from '../lib/known-words';
import { migrateLocalKnownWords } from './migrate-local-known-words';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('migrateLocalKnownWords', () => {
  it('imports the browser ids once per user', async () => {
    const storage = memoryStorage({ [KNOWN_WORDS_STORAGE_KEY]: '[1358280,1467640]' });
    const apiFetch = vi.fn(() => Promise.resolve(new Response('{"jobId":1}', { status: 202 })));
    expect(await migrateLocalKnownWords({ apiFetch }, 'u1', storage)).toBe(2);
    expect(apiFetch).toHaveBeenCalledWith('/user/vocabulary/import-from-ids', {
      method: 'POST',
      body: '[1358280,1467640]',
    });
    expect(await migrateLocalKnownWords({ apiFetch }, 'u1', storage)).toBeNull();
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without ids and tries again later when the call fails', async () => {
    const apiFetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 500 })));
    expect(await migrateLocalKnownWords({ apiFetch }, 'u1', memoryStorage({}))).toBeNull();
    expect(apiFetch).not.toHaveBeenCalled();
    const storage = memoryStorage({ [KNOWN_WORDS_STORAGE_KEY]: '[5]' });
    expect(await migrateLocalKnownWords({ apiFetch }, 'u1', storage)).toBeNull();
    expect(await migrateLocalKnownWords({ apiFetch }, 'u1', storage)).toBeNull();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });
});
