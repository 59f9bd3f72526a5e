import Encoding from 'encoding-japanese';
import { ExtractionError } from '../extraction-error';
import type { InputFile } from '../types';
import { measurePlausibility, type Plausibility } from './text-plausibility';

/** WHATWG encoding labels, as `TextDecoder` knows them (Shift_JIS there is Windows-31J/CP932). */
export type TextEncodingLabel =
  'utf-8' | 'utf-16le' | 'utf-16be' | 'shift_jis' | 'euc-jp' | 'iso-2022-jp';

export interface DecodedText {
  text: string;
  encoding: TextEncodingLabel;
}

/** Below this share of ordinary characters a decoding is wrong or the file is not text. */
const MIN_PLAUSIBLE_SHARE = 0.9;
/** Plausibility is judged on the first characters; a wrong encoding shows within a page. */
const SAMPLE_CHARACTERS = 100_000;

const CANDIDATES: readonly TextEncodingLabel[] = [
  'utf-8',
  'shift_jis',
  'euc-jp',
  'iso-2022-jp',
  'utf-16le',
  'utf-16be',
];

/**
 * Decodes a text file whose encoding nobody told us. Detect, don't assume: a byte-order mark
 * decides; otherwise valid UTF-8 that reads as text wins; otherwise every Japanese encoding is
 * tried strictly (invalid byte sequences rule a candidate out) and the one that reads most like
 * text wins, with encoding-japanese's guess first among equals. Data that reads as text in no
 * encoding is refused rather than turned into mojibake.
 */
export function decodeText(file: InputFile): DecodedText {
  const { bytes } = file;
  if (bytes.length === 0) throw new ExtractionError(file.name, 'the file is empty');

  const marked = encodingFromByteOrderMark(file);
  if (marked) {
    const text = strictDecode(bytes, marked);
    if (text === undefined) {
      throw new ExtractionError(
        file.name,
        `the file starts with a ${marked.toUpperCase()} byte-order mark but is not valid ${marked.toUpperCase()}; it may be damaged`,
      );
    }
    return { text, encoding: marked };
  }

  const utf8 = strictDecode(bytes, 'utf-8');
  if (utf8 !== undefined && !utf8.includes('\u001b')) {
    if (measurePlausibility(sample(utf8)).plausible >= MIN_PLAUSIBLE_SHARE) {
      return { text: utf8, encoding: 'utf-8' };
    }
  }

  let best: { decoded: DecodedText; score: Plausibility } | undefined;
  for (const encoding of candidatesInOrder(bytes)) {
    const text = strictDecode(bytes, encoding);
    if (text === undefined) continue;
    const score = measurePlausibility(sample(text));
    if (score.plausible < MIN_PLAUSIBLE_SHARE) continue;
    if (!best || isBetter(score, best.score)) best = { decoded: { text, encoding }, score };
  }
  if (!best) {
    throw new ExtractionError(
      file.name,
      'this does not look like text: it is binary data or uses an encoding we cannot read (tried UTF-8, UTF-16, Shift_JIS, EUC-JP and ISO-2022-JP); save it as UTF-8 text',
    );
  }
  return best.decoded;
}

function encodingFromByteOrderMark(file: InputFile): TextEncodingLabel | undefined {
  const [b0, b1, b2, b3] = file.bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8';
  if (
    (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) ||
    (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
  ) {
    throw new ExtractionError(
      file.name,
      'the file is UTF-32, which is not supported; save it as UTF-8',
    );
  }
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  return undefined;
}

/** encoding-japanese's guess first, then the rest in order of how common they are. */
function candidatesInOrder(bytes: Uint8Array): TextEncodingLabel[] {
  const guess = labelOf(Encoding.detect(bytes));
  return guess ? [guess, ...CANDIDATES.filter((label) => label !== guess)] : [...CANDIDATES];
}

function labelOf(detected: Encoding.Encoding | false): TextEncodingLabel | undefined {
  switch (detected) {
    case 'UTF8':
    case 'ASCII':
      return 'utf-8';
    case 'SJIS':
      return 'shift_jis';
    case 'EUCJP':
      return 'euc-jp';
    case 'JIS':
      return 'iso-2022-jp';
    case 'UTF16LE':
      return 'utf-16le';
    case 'UTF16':
    case 'UTF16BE':
      return 'utf-16be';
    default:
      return undefined;
  }
}

/** A clearly more plausible reading wins; among near-equals the one with more kana. */
function isBetter(candidate: Plausibility, best: Plausibility): boolean {
  if (Math.abs(candidate.plausible - best.plausible) > 0.02) {
    return candidate.plausible > best.plausible;
  }
  return candidate.kana > best.kana;
}

function strictDecode(bytes: Uint8Array, encoding: TextEncodingLabel): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function sample(text: string): string {
  return text.length > SAMPLE_CHARACTERS ? text.slice(0, SAMPLE_CHARACTERS) : text;
}
