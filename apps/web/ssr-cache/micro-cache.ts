/**
 * A few seconds of memory for rendered pages: at 50 readers a second on `/decks/media`, one render
 * serves them all instead of fifty (each render costs ~9 ms of CPU and two API calls). Entries
 * live `ttlMs`, at most `maxEntries` (least recently used first out), and concurrent misses of
 * one key share one render ("single flight"), so an expiry under load costs one render, not 50.
 */

/** A rendered page, buffered. `cacheable` is false for what must not be shared (see cache-key). */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: Buffer;
  cacheable: boolean;
}

export interface MicroCacheOptions {
  /** How long a page is served from memory (default 5 s). */
  ttlMs?: number;
  /** How many pages are kept (default 500, least recently used out first). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  page: RenderedPage;
  expiresAt: number;
}

export interface MicroCache {
  /**
   * The cached page for `key`, else `render()`'s, stored when it is `cacheable`. Concurrent
   * callers of a key wait for the one render in flight; if that one failed or is not cacheable,
   * they render on their own.
   */
  getOrRender(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage; hit: boolean }>;
  readonly size: number;
  clear(): void;
}

export function createMicroCache(options: MicroCacheOptions = {}): MicroCache {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<RenderedPage>>();

  function fresh(key: string): RenderedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(key, entry);
    return entry.page;
  }

  function store(key: string, page: RenderedPage) {
    entries.delete(key);
    entries.set(key, { page, expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    async getOrRender(key, render) {
      const cached = fresh(key);
      if (cached) return { page: cached, hit: true };
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending.catch(() => undefined);
        if (shared?.cacheable) return { page: shared, hit: true };
        return { page: await render(), hit: false };
      }
      const rendering = render();
      inFlight.set(key, rendering);
      try {
        const page = await rendering;
        if (page.cacheable) store(key, page);
        return { page, hit: false };
      } finally {
        inFlight.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
