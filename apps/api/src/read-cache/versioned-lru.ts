/**
 * A least-recently-used map whose entries belong to one content version (`readContentVersion`
 * in @goi/db: the library's version and the dictionary's digest). Asking with another version
 * empties it first, and an entry offered under a version other than the current one is not
 * kept, so an answer computed before a write is never handed to a request that read the version
 * after it. Bounded by entry count and by the sizes the caller gives.
 */
export interface VersionedLruOptions {
  maxEntries: number;
  /** Upper bound of the summed `size` arguments (e.g. bytes of cached payloads). */
  maxSize: number;
}

export class VersionedLru<V> {
  private version: string | undefined;
  private readonly entries = new Map<string, { value: V; size: number }>();
  private size = 0;

  constructor(private readonly options: VersionedLruOptions) {}

  get(version: string, key: string): V | undefined {
    this.adopt(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map order is insertion order: re-inserting keeps recently used entries last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` if `version` is still the current one (else drops it: it may be stale). */
  set(version: string, key: string, value: V, size = 1): void {
    if (version !== this.version || size > this.options.maxSize) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size });
    this.size += size;
    for (const [oldKey, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.size <= this.options.maxSize) break;
      this.entries.delete(oldKey);
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
