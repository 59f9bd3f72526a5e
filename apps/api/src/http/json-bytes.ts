/**
 * JSON written as UTF-8 bytes, for answers stitched from pieces kept ready (vocabulary pages from
 * word templates, deck lists from deck templates) rather than built as objects and serialized.
 */

/** Writes a string of characters ≤ U+00FF at `at`, one byte each; returns the end. */
export function writeLatin1(target: Uint8Array, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) target[at++] = text.charCodeAt(i);
  return at;
}

/**
 * Pieces up to this length are copied byte by byte: below it a loop costs less than a call into
 * the native copy (~150 ns a call on the bench machine, whatever the length).
 */
const SHORT_COPY = 64;

/** How many bytes `JsonBytes.integer(value)` writes. */
export function integerLength(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) return JSON.stringify(value).length;
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}

/**
 * JSON written straight into a buffer. Without a size, the working buffer is shared by every
 * JsonBytes and only grows, and `toBuffer` copies the JSON out at its exact size: a page is
 * written without an allocation or a copy as it grows (allocating and growing a fresh 64 KiB
 * buffer per page was about half of writing it). So write synchronously: from `new JsonBytes()`
 * to `toBuffer()` there must be no `await`, or another request would write into the same buffer.
 * Given the exact size the JSON will have (a vocabulary page adds up its pieces first), it writes
 * into a buffer of that size and `toBuffer` hands that over: no copy of ~90 kB at the end.
 */
export class JsonBytes {
  private static scratch = new Uint8Array(256 * 1024);
  private buffer: Uint8Array;
  private written = 0;

  constructor(private readonly exactLength?: number) {
    this.buffer =
      exactLength === undefined ? JsonBytes.scratch : Buffer.allocUnsafeSlow(exactLength);
  }

  private reserve(bytes: number) {
    if (this.written + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.written + bytes));
    grown.set(this.buffer.subarray(0, this.written));
    this.buffer = grown;
    if (this.exactLength === undefined) JsonBytes.scratch = grown;
  }

  /** Text with no character above U+00FF (numbers, punctuation, ASCII keys). */
  latin1(text: string): this {
    this.reserve(text.length);
    this.written = writeLatin1(this.buffer, this.written, text);
    return this;
  }

  /** One byte (an ASCII character's code). */
  byte(code: number): this {
    this.reserve(1);
    this.buffer[this.written++] = code;
    return this;
  }

  /**
   * A number: a whole one ≥ 0 digit by digit (no string, no call into C++), anything else as
   * `JSON.stringify` writes it.
   */
  integer(value: number): this {
    if (!Number.isSafeInteger(value) || value < 0) return this.latin1(JSON.stringify(value));
    const digits = integerLength(value);
    this.reserve(digits);
    const { buffer } = this;
    let at = this.written + digits;
    this.written = at;
    let rest = value;
    do {
      buffer[--at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    return this;
  }

  /** `source[start ..< end]` (all of it by default: then no view of it is made). */
  bytes(source: Uint8Array, start = 0, end = source.length): this {
    const count = end - start;
    this.reserve(count);
    const { buffer } = this;
    if (count <= SHORT_COPY) {
      let at = this.written;
      for (let i = start; i < end; i++) buffer[at++] = source[i]!;
    } else
      buffer.set(
        start === 0 && end === source.length ? source : source.subarray(start, end),
        this.written,
      );
    this.written += count;
    return this;
  }

  /** Bytes written so far. */
  get length(): number {
    return this.written;
  }

  /** The JSON written, in a buffer of its own size. */
  toBuffer(): Buffer {
    if (this.exactLength === this.written && Buffer.isBuffer(this.buffer)) return this.buffer;
    const result = Buffer.allocUnsafeSlow(this.written);
    result.set(this.buffer.subarray(0, this.written));
    return result;
  }
}
