import { expandIterationMarks } from './iteration-marks';
import { normalizeLongVowels } from './long-vowel';
import type { Piece } from './piece';
import { splitIntoPieces } from './piece';
import { removeReadingMarkup } from './reading-markup';
import { normalizeWidth } from './width';

/** A span of the normalized text whose reading the author gave (ruby or a bracketed reading). */
export interface RubyReading {
  start: number;
  end: number;
  /** As written by the author, width-normalized: かんじ, or カンジ. */
  reading: string;
}

export interface NormalizedText {
  /** What the tokenizer sees. */
  text: string;
  /**
   * For each UTF-16 index of `text`, and for `text.length`, the index in the original input
   * where that character's source starts (`offsets[text.length]` = the input's length).
   */
  offsets: Int32Array;
  /** For each UTF-16 index of `text`, the index in the original input where its source ends. */
  offsetEnds: Int32Array;
  rubyReadings: RubyReading[];
}

/**
 * Prepares raw text for the tokenizer while remembering where every character came from:
 * NFC, CRLF → LF, no byte order mark, half-width katakana → full-width, full-width Latin and
 * digits → ASCII, Aozora notes and ruby removed (readings kept), bracketed kana readings after
 * kanji removed (readings kept), long-vowel variants after kana → ー, ゝゞヽヾ spelled out.
 * Everything else, 。、「」 included, is kept as it is; emoji and other astral characters stay
 * intact. Total: any string is accepted.
 */
export function normalizeText(input: string): NormalizedText {
  const widened = normalizeWidth(splitIntoPieces(input));
  const { pieces: unmarked, readings } = removeReadingMarkup(widened);
  const pieces = expandIterationMarks(normalizeLongVowels(unmarked));
  return buildNormalizedText(pieces, readings, input.length);
}

function buildNormalizedText(
  pieces: readonly Piece[],
  readings: readonly { start: number; end: number; reading: string }[],
  inputLength: number,
): NormalizedText {
  let length = 0;
  for (const piece of pieces) length += piece.text.length;
  const offsets = new Int32Array(length + 1);
  const offsetEnds = new Int32Array(length);
  // Where each piece starts in `text`, to turn piece indices of readings into text indices.
  const pieceStarts = new Int32Array(pieces.length + 1);
  const parts: string[] = [];
  let position = 0;
  pieces.forEach((piece, pieceIndex) => {
    pieceStarts[pieceIndex] = position;
    parts.push(piece.text);
    const unitForUnit = piece.text.length === piece.end - piece.start;
    for (let unit = 0; unit < piece.text.length; unit++) {
      // Unchanged lengths map code unit to code unit (a surrogate pair maps to its two units);
      // otherwise every unit maps to the whole source (ｶﾞ → ガ, CRLF → LF).
      offsets[position] = unitForUnit ? piece.start + unit : piece.start;
      offsetEnds[position] = unitForUnit ? piece.start + unit + 1 : piece.end;
      position += 1;
    }
  });
  pieceStarts[pieces.length] = position;
  offsets[length] = inputLength;
  return {
    text: parts.join(''),
    offsets,
    offsetEnds,
    rubyReadings: readings.map((reading) => ({
      start: pieceStarts[reading.start]!,
      end: pieceStarts[reading.end]!,
      reading: reading.reading,
    })),
  };
}

/**
 * Maps a span of the normalized text back to the original input. The rule: the result runs from
 * the source start of the span's first character to the source end of its last one. Removed
 * markup at the edges is left out (漢字 in `｜漢字《かんじ》` maps to `漢字` alone, without ｜ or the
 * ruby); removed markup between two kept characters is inside the span (the word 漢字が in
 * `漢字《かんじ》が` maps to the whole `漢字《かんじ》が`, the only contiguous original span).
 * An empty span maps to an empty span at the source start of the character after it.
 */
export function toOriginalSpan(
  normalized: NormalizedText,
  start: number,
  end: number,
): { start: number; end: number } {
  const length = normalized.text.length;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > length) {
    throw new RangeError(
      `toOriginalSpan: span [${start}, ${end}) is outside the normalized text (length ${length})`,
    );
  }
  if (end < start) {
    throw new RangeError(`toOriginalSpan: span end ${end} is before its start ${start}`);
  }
  const originalStart = normalized.offsets[start]!;
  if (start === end) return { start: originalStart, end: originalStart };
  return { start: originalStart, end: normalized.offsetEnds[end - 1]! };
}
