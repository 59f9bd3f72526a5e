/**
 * The read models' one cache: a least-recently-used map (`lru-cache`) bounded by an estimate of
 * the bytes its values hold. Callers put the versions a value depends on into its key
 * (read-models.ts: `deck:<content version>:<id>`), so a value computed under another version is
 * never found, and old ones age out as the new ones come in: there is nothing to invalidate.
 *
 * A value being computed is shared: requests that ask for it meanwhile wait for the same work
 * (fifty readers of a deck that just changed cause one load). A failed computation is not kept.
 * Values are shared between requests: callers copy before they change anything.
 */
import { LRUCache } from 'lru-cache';

interface Box {
  value: unknown;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** Estimated bytes of a value without a better figure (a DTO: ~1 kB). */
export const DEFAULT_VALUE_BYTES = 1024;

export class ReadCache {
  private readonly values: LRUCache<string, Box>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private hits = 0;
  private misses = 0;

  /** `maxBytes` 0: keep nothing (every read computed; cache-cold benchmarks). */
  constructor(readonly maxBytes: number) {
    this.values = new LRUCache<string, Box>({ maxSize: Math.max(1, maxBytes) });
  }

  /** The value kept under `key`, if any (no computation). */
  peek<T>(key: string): { value: T } | undefined {
    const box = this.values.get(key);
    if (box) this.hits++;
    return box as { value: T } | undefined;
  }

  /** Keeps `value` under `key`, counting `bytes` against the bound. */
  set(key: string, value: unknown, bytes = DEFAULT_VALUE_BYTES): void {
    if (this.maxBytes === 0 || bytes > this.maxBytes) return;
    this.values.set(key, { value }, { size: Math.max(1, Math.ceil(bytes)) });
  }

  /**
   * The value under `key`, computed by `compute` (and kept, `bytesOf` its estimated size) when
   * it is not there. Concurrent calls for one key share one computation.
   */
  async memo<T>(
    key: string,
    compute: () => Promise<T>,
    bytesOf: (value: T) => number = () => DEFAULT_VALUE_BYTES,
  ): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit) return hit.value;
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    this.misses++;
    const work = compute().then(
      (value) => {
        this.pending.delete(key);
        this.set(key, value, bytesOf(value));
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, work);
    return work;
  }

  /** Hits and misses since start, and what is kept (figures, tests). */
  get stats(): ReadCacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      entries: this.values.size,
      bytes: this.values.calculatedSize,
    };
  }
}
