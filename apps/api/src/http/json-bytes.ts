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

/**
 * JSON written straight into a buffer, then copied out at its exact size (`toBuffer`). The
 * working buffer is shared by every JsonBytes and only grows: a page is written without an
 * allocation or a copy as it grows (allocating and growing a fresh 64 KiB buffer per page was
 * about half of writing it). So write synchronously: from `new JsonBytes()` to `toBuffer()`
 * there must be no `await`, or another request would write into the same buffer.
 */
export class JsonBytes {
  private static scratch = new Uint8Array(256 * 1024);
  private buffer = JsonBytes.scratch;
  private length = 0;

  private reserve(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = JsonBytes.scratch = grown;
  }

  /** Text with no character above U+00FF (numbers, punctuation, ASCII keys). */
  latin1(text: string): this {
    this.reserve(text.length);
    this.length = writeLatin1(this.buffer, this.length, text);
    return this;
  }

  /** One byte (an ASCII character's code). */
  byte(code: number): this {
    this.reserve(1);
    this.buffer[this.length++] = code;
    return this;
  }

  /**
   * A number: a whole one ≥ 0 digit by digit (no string, no call into C++), anything else as
   * `JSON.stringify` writes it.
   */
  integer(value: number): this {
    if (!Number.isSafeInteger(value) || value < 0) return this.latin1(JSON.stringify(value));
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    this.reserve(digits);
    const { buffer } = this;
    let at = this.length + digits;
    this.length = at;
    let rest = value;
    do {
      buffer[--at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    return this;
  }

  /** `source[start ..< end]` (all of it by default). */
  bytes(source: Uint8Array, start = 0, end = source.length): this {
    const count = end - start;
    this.reserve(count);
    const { buffer } = this;
    if (count <= SHORT_COPY) {
      let at = this.length;
      for (let i = start; i < end; i++) buffer[at++] = source[i]!;
    } else buffer.set(source.subarray(start, end), this.length);
    this.length += count;
    return this;
  }

  /** The JSON written, in a buffer of its own size. */
  toBuffer(): Buffer {
    const result = Buffer.allocUnsafeSlow(this.length);
    result.set(this.buffer.subarray(0, this.length));
    return result;
  }
}
