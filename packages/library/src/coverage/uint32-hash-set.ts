/**
 * A set of 32-bit unsigned integers in one typed array: open addressing with linear probing and
 * Fibonacci hashing, kept at most half full. Coverage of a 50-deck page asks ~100,000 times
 * whether a form key is known; on a `Set<number>` that was the page's largest cost (profile of
 * bench/api.ts), here each question is a multiply, a shift and usually one array read.
 * Slot value 0 means "empty", so 0 itself is remembered by a flag.
 */
export interface ReadonlyUint32Set {
  readonly size: number;
  has(value: number): boolean;
}

const FIBONACCI = 0x9e3779b1;
const MIN_BITS = 4;

export class Uint32HashSet implements ReadonlyUint32Set {
  private slots: Uint32Array;
  /** 32 − log2(capacity): the hash keeps the top bits of the product. */
  private shift: number;
  private mask: number;
  private containsZero = false;
  size = 0;

  constructor(expectedSize = 0) {
    let bits = MIN_BITS;
    while (1 << bits < expectedSize * 2) bits++;
    this.slots = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  has(value: number): boolean {
    if (value === 0) return this.containsZero;
    const slots = this.slots;
    let index = Math.imul(value, FIBONACCI) >>> this.shift;
    for (;;) {
      const slot = slots[index]!;
      if (slot === value) return true;
      if (slot === 0) return false;
      index = (index + 1) & this.mask;
    }
  }

  /** Adds a value 0 … 2³² − 1 (the caller checks the range). */
  add(value: number): void {
    if (value === 0) {
      if (!this.containsZero) this.size++;
      this.containsZero = true;
      return;
    }
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    if (this.insert(this.slots, value)) this.size++;
  }

  /** Whether the value was new. `value >>> 0` stores it as the same uint32 `has` compares. */
  private insert(slots: Uint32Array, value: number): boolean {
    const stored = value >>> 0;
    let index = Math.imul(stored, FIBONACCI) >>> this.shift;
    for (;;) {
      const slot = slots[index]!;
      if (slot === stored) return false;
      if (slot === 0) {
        slots[index] = stored;
        return true;
      }
      index = (index + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const bits = 32 - this.shift + 1;
    this.slots = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    for (const value of old) if (value !== 0) this.insert(this.slots, value);
  }
}
