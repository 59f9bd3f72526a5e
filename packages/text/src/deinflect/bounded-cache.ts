/**
 * A Map bounded by two generations, as the parser's memo (parse/memo.ts): entries go into the
 * young map; when it holds `capacity` entries it becomes the old map (the previous old one is
 * dropped) and a fresh young map starts; an entry found in the old map is copied into the young
 * one. So entries still in use survive every turn, and at most 2 × `capacity` are kept. The parser asks
 * for the same tokens again and again (した, ない, 言った), so a small cache removes most searches.
 * (It was a least-recently-used Map: dropping its oldest key, `keys().next()`, walks over every
 * key deleted before it, and a full cache deleted one per miss: 1.5 % of a novel's parse.)
 */
export class BoundedCache<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 0)
      throw new RangeError(`cache capacity must be a whole number ≥ 0, got ${capacity}`);
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const old = this.old.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.capacity === 0) return;
    if (this.young.size >= this.capacity) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
