/**
 * The compact form of a known-word list sent for coverage: base64 of little-endian 32-bit
 * unsigned integers, 4 bytes a value (20,000 forms ≈ 107 kB of text instead of ≈ 240 kB of JSON
 * pairs, and checked in one pass instead of one schema check per element).
 *
 * - `knownWordIdsPacked`: JMdict entry ids (`ent_seq`).
 * - `knownFormsPacked`: forms as `wordId × 256 + readingIndex` (the same number as `formKey` in
 *   `word-key.ts`: 食べる, entry 1358280 reading 0 → 347719680).
 *
 * Pure, and uses only `atob`/`btoa`, so the browser encodes with the same code the API decodes.
 */

import { MAX_WORD_ID, READING_INDEX_LIMIT, formKey } from '../word-key';

/** Base64 of the values as little-endian uint32 (each must be an integer 0 … 2³² − 1). */
export function encodePackedUint32(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
      throw new RangeError(`value ${i} is not a 32-bit unsigned integer (got ${String(value)})`);
    view.setUint32(i * 4, value, true);
  }
  // btoa takes a "binary string"; chunks keep String.fromCharCode's argument list short.
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

export type PackedDecodeResult = { values: Uint32Array } | { error: string };

/** The values of `encodePackedUint32`, or why the text is not such a list. */
export function decodePackedUint32(text: string): PackedDecodeResult {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return { error: 'Must be base64 (A–Z, a–z, 0–9, +, /, = padding)' };
  }
  if (binary.length % 4 !== 0)
    return {
      error: `Must decode to whole 4-byte values (got ${binary.length} bytes, ${binary.length % 4} left over)`,
    };
  const values = new Uint32Array(binary.length / 4);
  for (let i = 0, byte = 0; i < values.length; i++, byte += 4)
    values[i] =
      (binary.charCodeAt(byte) |
        (binary.charCodeAt(byte + 1) << 8) |
        (binary.charCodeAt(byte + 2) << 16) |
        (binary.charCodeAt(byte + 3) << 24)) >>>
      0;
  return { values };
}

/** Packs known entry ids for `knownWordIdsPacked`. */
export function encodeKnownWordIds(wordIds: ArrayLike<number>): string {
  return encodePackedUint32(wordIds);
}

/** Packs known `[wordId, readingIndex]` forms for `knownFormsPacked`. */
export function encodeKnownForms(
  forms: readonly (readonly [wordId: number, readingIndex: number])[],
): string {
  return encodePackedUint32(
    forms.map(([wordId, readingIndex], i) => {
      if (
        !Number.isInteger(readingIndex) ||
        readingIndex < 0 ||
        readingIndex >= READING_INDEX_LIMIT
      )
        throw new RangeError(
          `form ${i}: readingIndex must be an integer 0–255 (got ${String(readingIndex)})`,
        );
      if (!Number.isInteger(wordId) || wordId < 1 || wordId > MAX_WORD_ID)
        throw new RangeError(`form ${i}: wordId is not a word id (got ${String(wordId)})`);
      return formKey(wordId, readingIndex);
    }),
  );
}

/**
 * Why a decoded list is not a list of known words (undefined when it is): entry ids start at 1,
 * and a form's word id too (keys below 256 would be word 0). Names the first bad value.
 */
export function invalidPackedValue(
  values: Uint32Array,
  kind: 'wordIds' | 'forms',
): string | undefined {
  const smallest = kind === 'wordIds' ? 1 : READING_INDEX_LIMIT;
  const largest = kind === 'wordIds' ? MAX_WORD_ID : 0xffffffff;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value < smallest || value > largest)
      return kind === 'wordIds'
        ? `Value ${i} is not a word id 1–${MAX_WORD_ID} (got ${value})`
        : `Value ${i} is not a form: its word id is 0 (got ${value})`;
  }
  return undefined;
}
