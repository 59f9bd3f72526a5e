/**
 * A least-recently-used map whose entries belong to one content version (`readContentVersion`
 * in @goi/db: the library's version and the dictionary's digest). Asking with another version
 * empties it first, and an entry offered under a version other than the current one is not
 * kept, so an answer computed before a write is never handed to a request that read the version
 * after it. Bounded by entry count and by the sizes the caller gives. Keys are strings (URLs,
 * memo keys) or numbers (form keys of the word templates, whose version is the dictionary's digest).
 */
export interface VersionedLruOptions {
  maxEntries: number;
  /** Upper bound of the summed `size` arguments (e.g. bytes of cached payloads). */
  maxSize: number;
}

export class VersionedLru<V, K = string> {
  private version: string | undefined;
  private readonly entries = new Map<K, { value: V; size: number; used: number }>();
  private size = 0;
  private clock = 0;

  constructor(private readonly options: VersionedLruOptions) {}

  get(version: string, key: K): V | undefined {
    this.adopt(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A stamp, not a move to the end of the map: deleting and re-adding entries on every hit
    // left holes that made the map rehash all its entries again and again.
    entry.used = ++this.clock;
    return entry.value;
  }

  /** Keeps `value` if `version` is still the current one (else drops it: it may be stale). */
  set(version: string, key: K, value: V, size = 1): void {
    if (version !== this.version || size > this.options.maxSize) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size, used: ++this.clock });
    this.size += size;
    this.evict();
  }

  /**
   * Over a bound, drops the least recently used entries down to nine-tenths of both bounds at
   * once (one sort per tenth of the cache, not a scan per write).
   */
  private evict(): void {
    const { maxEntries, maxSize } = this.options;
    if (this.entries.size <= maxEntries && this.size <= maxSize) return;
    const [entriesTarget, sizeTarget] = [Math.ceil(maxEntries * 0.9), Math.ceil(maxSize * 0.9)];
    const byAge = [...this.entries].sort((a, b) => a[1].used - b[1].used);
    for (const [key, entry] of byAge) {
      if (this.entries.size <= entriesTarget && this.size <= sizeTarget) break;
      this.entries.delete(key);
      this.size -= entry.size;
    }
  }

  get stats(): { entries: number; size: number; version: string | undefined } {
    return { entries: this.entries.size, size: this.size, version: this.version };
  }

  private adopt(version: string): void {
    if (version === this.version) return;
    this.entries.clear();
    this.size = 0;
    this.version = version;
  }
}
