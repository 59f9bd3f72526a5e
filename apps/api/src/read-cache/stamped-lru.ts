/**
 * A least-recently-used map whose entries belong to one content version (`readContentVersion`
 * in @goi/db: the library's version and the dictionary's digest). Asking with another version
 * empties it first, and an entry offered under a version other than the current one is not
 * kept, so an answer computed before a write is never handed to a request that read the version
 * after it. Bounded by the summed sizes of its values and by their number.
 *
 * The values carry their own use stamp and size, so the map holds them with no entry object
 * around each: for the word templates, of which a vocabulary page looks up 100 among ~160,000,
 * each look-up that misses the processor's caches costs a few hundred nanoseconds, and an entry
 * object was one more place in memory to reach per word (VersionedLru wraps any value in one).
 */
export interface Stamped {
  /** When the value was last used (the cache's clock; written by the cache). */
  used: number;
  /** What the value counts against the size bound. */
  readonly bytes: number;
}

export class StampedLru<V extends Stamped, K = number> {
  private version: string | undefined;
  private readonly entries = new Map<K, V>();
  private size = 0;
  private clock = 0;

  constructor(
    private readonly maxSize: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /**
   * Makes `version` the current one (another one empties the cache first); `get` reads under
   * it. Once per batch of look-ups rather than once per key.
   */
  use(version: string): void {
    if (version === this.version) return;
    this.entries.clear();
    this.size = 0;
    this.version = version;
  }

  /** The value of `key` under the version `use` made current. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    // A stamp, not a move to the end of the map: deleting and re-adding entries on every hit
    // left holes that made the map rehash all its entries again and again.
    if (value !== undefined) value.used = ++this.clock;
    return value;
  }

  /** Keeps `value` if `version` is still the current one (else drops it: it may be stale). */
  set(version: string, key: K, value: V): void {
    if (version !== this.version || value.bytes > this.maxSize) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.size -= previous.bytes;
      this.entries.delete(key);
    }
    value.used = ++this.clock;
    this.entries.set(key, value);
    this.size += value.bytes;
    this.evict();
  }

  /**
   * Over a bound, drops the least recently used values down to nine-tenths of both bounds at
   * once (one sort per tenth of the cache, not a scan per write).
   */
  private evict(): void {
    if (this.entries.size <= this.maxEntries && this.size <= this.maxSize) return;
    const entriesTarget = Math.ceil(this.maxEntries * 0.9);
    const sizeTarget = Math.ceil(this.maxSize * 0.9);
    const byAge = [...this.entries].sort((a, b) => a[1].used - b[1].used);
    for (const [key, value] of byAge) {
      if (this.entries.size <= entriesTarget && this.size <= sizeTarget) break;
      this.entries.delete(key);
      this.size -= value.bytes;
    }
  }

  /** The values kept (in no useful order). */
  values(): IterableIterator<V> {
    return this.entries.values();
  }

  get stats(): { entries: number; size: number; version: string | undefined } {
    return { entries: this.entries.size, size: this.size, version: this.version };
  }
}
