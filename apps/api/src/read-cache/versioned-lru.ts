/**
 * StampedLru's versioned, bounded map (stamped-lru.ts) for any value: each is kept in an entry
 * with its size and use stamp. Keys are strings (URLs, memo keys) or numbers (ids).
 */
import { StampedLru } from './stamped-lru';

export interface VersionedLruOptions {
  maxEntries: number;
  /** Upper bound of the summed `size` arguments (e.g. bytes of cached payloads). */
  maxSize: number;
}

interface Entry<V> {
  readonly value: V;
  readonly bytes: number;
  used: number;
}

export class VersionedLru<V, K = string> {
  private readonly entries: StampedLru<Entry<V>, K>;

  constructor(options: VersionedLruOptions) {
    this.entries = new StampedLru(options.maxSize, options.maxEntries);
  }

  get(version: string, key: K): V | undefined {
    this.entries.use(version);
    return this.entries.get(key)?.value;
  }

  /** Keeps `value` if `version` is still the current one (else drops it: it may be stale). */
  set(version: string, key: K, value: V, size = 1): void {
    this.entries.set(version, key, { value, bytes: size, used: 0 });
  }

  get stats(): { entries: number; size: number; version: string | undefined } {
    return this.entries.stats;
  }
}
