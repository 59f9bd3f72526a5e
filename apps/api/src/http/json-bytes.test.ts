import { describe, expect, it } from 'vitest';
import { integerLength, JsonBytes } from './json-bytes';

describe('JsonBytes', () => {
  it('writes numbers, text and pieces of bytes, short and long, into one answer', () => {
    const long = new TextEncoder().encode(`"${'猫'.repeat(40)}"`);
    const out = new JsonBytes();
    out.latin1('[').integer(0).byte(0x2c).integer(7).latin1(',').integer(10).latin1(',');
    out.integer(1_234_567_890).latin1(',').bytes(new TextEncoder().encode('"ねこ"')).latin1(',');
    out
      .bytes(long)
      .latin1(',')
      .bytes(long, 0, 4)
      .bytes(long, long.length - 4)
      .latin1(']');
    expect(JSON.parse(out.toBuffer().toString('utf8'))).toEqual([
      0,
      7,
      10,
      1_234_567_890,
      'ねこ',
      '猫'.repeat(40),
      '猫猫',
    ]);
  });

  it('grows its buffer for an answer larger than it, keeping what was written', () => {
    const piece = new Uint8Array(100_000).fill(0x61);
    const out = new JsonBytes().latin1('"');
    for (let i = 0; i < 5; i++) out.bytes(piece);
    const text = out.latin1('"').toBuffer().toString('latin1');
    expect(text.length).toBe(500_002);
    expect(JSON.parse(text)).toBe('a'.repeat(500_000));
  });

  it('writes any other number as JSON.stringify does', () => {
    const out = new JsonBytes().latin1('[');
    for (const value of [-1, -15, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      out.integer(value).latin1(',');
    const text = out.latin1('0]').toBuffer().toString('latin1');
    expect(text).toBe(`[-1,-15,2.5,null,null,${JSON.stringify(2 ** 60)},0]`);
  });

  it('counts the bytes integer() writes', () => {
    for (const value of [0, 9, 10, 99, 100, 1_234_567_890, -1, 2.5, Number.NaN, 2 ** 60]) {
      const text = new JsonBytes().integer(value).toBuffer().toString('latin1');
      expect(integerLength(value)).toBe(text.length);
    }
  });

  it('given the exact size, hands over the buffer it wrote into; a wrong size still works', () => {
    const piece = new TextEncoder().encode('"ねこ"');
    const exact = new JsonBytes(piece.length + 4);
    const written = exact.latin1('[').bytes(piece).latin1(',').integer(7).latin1(']').toBuffer();
    expect(written.toString('utf8')).toBe('["ねこ",7]');
    // Handed over, not copied: asked again, it hands over the same buffer.
    expect(exact.toBuffer()).toBe(written);
    // Too small: it grows (and does not take the shared buffer's place); too large: copied out.
    const small = new JsonBytes(2).latin1('[').bytes(piece).latin1(']').toBuffer();
    expect(small.toString('utf8')).toBe('["ねこ"]');
    const largeBytes = new JsonBytes(100).latin1('[]');
    const large = largeBytes.toBuffer();
    expect(large.toString('utf8')).toBe('[]');
    expect(largeBytes.toBuffer()).not.toBe(large);
    expect(largeBytes.length).toBe(2);
    expect(new JsonBytes().latin1('"a"').toBuffer().toString('utf8')).toBe('"a"');
  });
});
