import { describe, expect, it } from 'vitest';
import {
  decodePackedUint32,
  encodeKnownForms,
  encodeKnownWordIds,
  encodePackedUint32,
  invalidPackedValue,
} from './known-words-packing';
import { formKey } from '../word-key';

describe('packed known words', () => {
  it('round-trips uint32 values through base64, little-endian', () => {
    const values = [1, 255, 256, 1358280, 0xffffffff, 2 ** 31];
    const text = encodePackedUint32(values);
    expect(text).toBe(
      btoa(
        String.fromCharCode(
          ...[1, 0, 0, 0, 255, 0, 0, 0, 0, 1, 0, 0, 200, 185, 20, 0],
          ...[255, 255, 255, 255, 0, 0, 0, 128],
        ),
      ),
    );
    expect(decodePackedUint32(text)).toEqual({ values: Uint32Array.from(values) });
    expect(decodePackedUint32('')).toEqual({ values: new Uint32Array(0) });
  });

  it('packs forms as wordId × 256 + readingIndex (食べる reading 0 = 347719680)', () => {
    expect(formKey(1358280, 0)).toBe(347_719_680);
    const decoded = decodePackedUint32(
      encodeKnownForms([
        [1358280, 0],
        [1358280, 1],
      ]),
    );
    expect(decoded).toEqual({ values: Uint32Array.from([347_719_680, 347_719_681]) });
    expect(decodePackedUint32(encodeKnownWordIds([1358280]))).toEqual({
      values: Uint32Array.from([1358280]),
    });
  });

  it('refuses to encode what it cannot represent, naming the entry', () => {
    expect(() => encodeKnownForms([[5, 256]])).toThrow('form 0: readingIndex must be');
    expect(() =>
      encodeKnownForms([
        [1, 0],
        [0, 0],
      ]),
    ).toThrow('form 1: wordId');
    expect(() => encodePackedUint32([1, -1])).toThrow('value 1');
    expect(() => encodePackedUint32([2 ** 32])).toThrow('value 0');
  });

  it('explains why a text is not a packed list', () => {
    expect(decodePackedUint32('???')).toEqual({ error: expect.stringContaining('base64') });
    expect(decodePackedUint32(btoa('abcde'))).toEqual({
      error: expect.stringContaining('5 bytes, 1 left over'),
    });
  });

  it('names the first value that is not a word id or a form', () => {
    expect(invalidPackedValue(Uint32Array.from([1, 2]), 'wordIds')).toBeUndefined();
    expect(invalidPackedValue(Uint32Array.from([1, 0]), 'wordIds')).toContain('Value 1');
    expect(invalidPackedValue(Uint32Array.from([2 ** 24]), 'wordIds')).toContain('Value 0');
    expect(invalidPackedValue(Uint32Array.from([256, 2 ** 32 - 1]), 'forms')).toBeUndefined();
    expect(invalidPackedValue(Uint32Array.from([256, 255]), 'forms')).toContain('Value 1');
  });
});
