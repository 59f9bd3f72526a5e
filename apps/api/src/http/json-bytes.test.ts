import { describe, expect, it } from 'vitest';
import { JsonBytes } from './json-bytes';

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
});
