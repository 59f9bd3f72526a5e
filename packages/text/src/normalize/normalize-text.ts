import { expandIterationMarks } from './iteration-marks';
import { normalizeLongVowels } from './long-vowel';
import type { Piece } from './piece';
import { splitIntoPieces } from './piece';
import type { PieceReading, ReadingMarkupResult } from './reading-markup';
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
  return buildNormalizedText(input, normalizeSegments(input));
}

/**
 * Characters that some step may change, or that start markup (everything outside the listed
 * ranges of ASCII, Latin-1, punctuation such as …※, arrows, shapes such as ○★, CJK punctuation,
 * kana, kanji and full-width punctuation, plus 〜〰《［｜). Lines without any are copied as
 * they are, which is most lines of most texts; every step works within one line (markup never
 * spans a line break, and a line break is not kana), so lines can be handled independently.
 */
const NEEDS_WORK =
  /[^\n\t\x20-\x27\x29-\x2c\x2e-\x7e\u00a0-\u00ff\u2016-\u2052\u2190-\u21ff\u2501-\u26ff\u3000-\u3029\u3030-\u3098\u309b\u309c\u309f-\u30fc\u30ff\u4e00-\u9fff\uff01-\uff07\uff09-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff5d]|[〜〰《［｜]/;

/** A stretch of the input copied as it is, or normalized piece by piece. */
type Segment =
  | { kind: 'copy'; start: number; end: number }
  | { kind: 'pieces'; pieces: Piece[]; readings: PieceReading[] };

function normalizeSegments(input: string): Segment[] {
  const segments: Segment[] = [];
  let copyStart = 0;
  let lineStart = 0;
  while (lineStart < input.length) {
    const newline = input.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? input.length : newline + 1;
    if (NEEDS_WORK.test(input.slice(lineStart, lineEnd))) {
      if (copyStart < lineStart) segments.push({ kind: 'copy', start: copyStart, end: lineStart });
      segments.push({ kind: 'pieces', ...normalizeLine(input, lineStart, lineEnd) });
      copyStart = lineEnd;
    }
    lineStart = lineEnd;
  }
  if (copyStart < input.length)
    segments.push({ kind: 'copy', start: copyStart, end: input.length });
  return segments;
}

function normalizeLine(input: string, from: number, to: number): ReadingMarkupResult {
  const widened = normalizeWidth(splitIntoPieces(input, from, to));
  const { pieces: unmarked, readings } = removeReadingMarkup(widened);
  return { pieces: expandIterationMarks(normalizeLongVowels(unmarked)), readings };
}

function buildNormalizedText(input: string, segments: readonly Segment[]): NormalizedText {
  let length = 0;
  for (const segment of segments) {
    if (segment.kind === 'copy') length += segment.end - segment.start;
    else for (const piece of segment.pieces) length += piece.text.length;
  }
  const offsets = new Int32Array(length + 1);
  const offsetEnds = new Int32Array(length);
  const rubyReadings: RubyReading[] = [];
  const parts: string[] = [];
  let position = 0;
  for (const segment of segments) {
    if (segment.kind === 'copy') {
      parts.push(input.slice(segment.start, segment.end));
      for (let source = segment.start; source < segment.end; source++) {
        offsets[position] = source;
        offsetEnds[position] = source + 1;
        position += 1;
      }
      continue;
    }
    // Where each piece starts in `text`, to turn piece indices of readings into text indices.
    const pieceStarts = new Int32Array(segment.pieces.length + 1);
    segment.pieces.forEach((piece, pieceIndex) => {
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
    pieceStarts[segment.pieces.length] = position;
    for (const reading of segment.readings) {
      rubyReadings.push({
        start: pieceStarts[reading.start]!,
        end: pieceStarts[reading.end]!,
        reading: reading.reading,
      });
    }
  }
  offsets[length] = input.length;
  return { text: parts.join(''), offsets, offsetEnds, rubyReadings };
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
