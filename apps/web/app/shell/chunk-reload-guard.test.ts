import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('reloads at most once per 10 s for the same path', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/decks/media', 1_000)).toBe(true);
    expect(claimChunkReload(storage, '/decks/media', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, '/faq', 1_500)).toBe(true);
    expect(claimChunkReload(storage, '/decks/media', 1_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('treats an unreadable stored time as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem('goi-chunk-reload:/x', 'garbage');
    expect(claimChunkReload(storage, '/x', 5)).toBe(true);
  });

  it('recognises chunk load failures only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
