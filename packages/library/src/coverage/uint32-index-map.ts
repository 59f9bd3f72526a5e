/**
 * A map from 32-bit unsigned keys to non-negative indexes, in two typed arrays: open addressing
 * with linear probing and Fibonacci hashing, at most half full (as Uint32HashSet). Form keys reach
 * 2.5 × 10⁹, beyond V8's small integers, so a `Map<number, number>` boxes every key and hashes a
 * double; on the ~490,000 ranked forms its look-ups were most of sorting a deck by global rank.
 */
const FIBONACCI = 0x9e3779b1;
const EMPTY = -1;

export class Uint32IndexMap {
  private keys: Uint32Array;
  private values: Int32Array;
  private shift: number;
  private mask: number;
  size = 0;

  constructor(expectedSize = 0) {
    let bits = 4;
    while (1 << bits < expectedSize * 2) bits++;
    this.keys = new Uint32Array(1 << bits);
    this.values = new Int32Array(1 << bits).fill(EMPTY);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** The index stored for `key`, or -1. */
  get(key: number): number {
    const { keys, values } = this;
    const stored = key >>> 0;
    let slot = Math.imul(stored, FIBONACCI) >>> this.shift;
    for (;;) {
      const value = values[slot]!;
      if (value === EMPTY) return EMPTY;
      if (keys[slot] === stored) return value;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Stores `index` (0 … 2³¹ − 1) for `key` (0 … 2³² − 1), replacing what was there. */
  set(key: number, index: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    if (this.insert(key >>> 0, index)) this.size++;
  }

  private insert(stored: number, index: number): boolean {
    const { keys, values } = this;
    let slot = Math.imul(stored, FIBONACCI) >>> this.shift;
    for (;;) {
      if (values[slot] === EMPTY) {
        keys[slot] = stored;
        values[slot] = index;
        return true;
      }
      if (keys[slot] === stored) {
        values[slot] = index;
        return false;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  private grow(): void {
    const { keys, values } = this;
    const bits = 32 - this.shift + 1;
    this.keys = new Uint32Array(1 << bits);
    this.values = new Int32Array(1 << bits).fill(EMPTY);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    for (let slot = 0; slot < keys.length; slot++)
      if (values[slot] !== EMPTY) this.insert(keys[slot]!, values[slot]!);
  }
}
