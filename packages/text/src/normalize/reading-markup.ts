import { isKanaChar, isKanjiChar } from '../kana';
import type { Piece } from './piece';

/** A reading the author gave for a span of pieces: `start`/`end` index the output pieces. */
export interface PieceReading {
  start: number;
  end: number;
  reading: string;
}

export interface ReadingMarkupResult {
  pieces: Piece[];
  readings: PieceReading[];
}

/** Longest base or ruby accepted after ｜; Aozora rubies are short, this only stops runaway scans. */
const MAX_EXPLICIT_RUBY_LENGTH = 50;
/** Longest kana ruby accepted without ｜ (漢字《かんじ》). */
const MAX_IMPLICIT_RUBY_LENGTH = 30;
/** Longest kana reading in brackets after kanji (東京（とうきょう）); longer ones are real asides. */
const MAX_BRACKET_READING_LENGTH = 6;
/** Longest Aozora note ［＃…］ searched for its closing bracket. */
const MAX_NOTE_LENGTH = 500;

/**
 * Removes reading markup and keeps the readings:
 * - Aozora notes `［＃「猫」に傍点］` disappear;
 * - Aozora ruby `｜一番《いちばん》` and `吾輩《わがはい》` keep only the base (ruby without ｜
 *   applies to the run of kanji before it, as in Aozora's own rule);
 * - a kana reading in brackets right after kanji, `東京（とうきょう）`, of at most 6 kana.
 * Markup that does not match these shapes is text and stays: `《朝日新聞》` (no base: a title
 * bracket), a lone `｜`, an unclosed `［＃`.
 */
export function removeReadingMarkup(pieces: readonly Piece[]): ReadingMarkupResult {
  const out: Piece[] = [];
  const readings: PieceReading[] = [];
  // Output index a new implicit base may not reach back past: in 漢《かん》字《じ》 the second
  // ruby belongs to 字 alone.
  let baseBarrier = 0;
  let index = 0;
  while (index < pieces.length) {
    const text = pieces[index]!.text;

    if (text === '［' && pieces[index + 1]?.text === '＃') {
      const close = findNoteEnd(pieces, index);
      if (close !== undefined) {
        index = close + 1;
        continue;
      }
    }

    if (text === '｜') {
      const ruby = matchExplicitRuby(pieces, index);
      if (ruby) {
        const start = out.length;
        for (let i = index + 1; i < ruby.baseEnd; i++) out.push(pieces[i]!);
        readings.push({ start, end: out.length, reading: ruby.reading });
        baseBarrier = out.length;
        index = ruby.next;
        continue;
      }
    }

    if (text === '《' || text === '（' || text === '(') {
      const reading =
        text === '《'
          ? matchKanaContent(pieces, index, ['》'], MAX_IMPLICIT_RUBY_LENGTH)
          : matchKanaContent(pieces, index, ['）', ')'], MAX_BRACKET_READING_LENGTH);
      const baseStart = reading ? kanjiRunStart(out, baseBarrier) : out.length;
      if (reading && baseStart < out.length) {
        readings.push({ start: baseStart, end: out.length, reading: reading.reading });
        baseBarrier = out.length;
        index = reading.next;
        continue;
      }
    }

    out.push(pieces[index]!);
    index += 1;
  }
  return { pieces: out, readings };
}

function findNoteEnd(pieces: readonly Piece[], open: number): number | undefined {
  let depth = 0;
  const limit = Math.min(pieces.length, open + MAX_NOTE_LENGTH);
  for (let i = open; i < limit; i++) {
    const text = pieces[i]!.text;
    if (text === '\n') return undefined;
    if (text === '［') depth += 1;
    if (text === '］') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

/** `｜base《ruby》` starting at the ｜: base and ruby non-empty, on one line. */
function matchExplicitRuby(
  pieces: readonly Piece[],
  bar: number,
): { baseEnd: number; reading: string; next: number } | undefined {
  let open = bar + 1;
  while (open < pieces.length && open - bar <= MAX_EXPLICIT_RUBY_LENGTH) {
    const text = pieces[open]!.text;
    if (text === '《') break;
    if (text === '\n' || text === '｜' || text === '》') return undefined;
    open += 1;
  }
  if (pieces[open]?.text !== '《' || open === bar + 1) return undefined;
  let reading = '';
  for (let i = open + 1; i < pieces.length && i - open <= MAX_EXPLICIT_RUBY_LENGTH; i++) {
    const text = pieces[i]!.text;
    if (text === '》') return reading ? { baseEnd: open, reading, next: i + 1 } : undefined;
    if (text === '\n' || text === '《') return undefined;
    reading += text;
  }
  return undefined;
}

/** A bracket holding only kana (and ー), 1 to `maxLength` characters, closed on the same line. */
function matchKanaContent(
  pieces: readonly Piece[],
  open: number,
  closers: readonly string[],
  maxLength: number,
): { reading: string; next: number } | undefined {
  let reading = '';
  for (let i = open + 1; i < pieces.length && i - open <= maxLength + 1; i++) {
    const text = pieces[i]!.text;
    if (closers.includes(text)) return reading ? { reading, next: i + 1 } : undefined;
    if (!isKanaChar(text)) return undefined;
    reading += text;
  }
  return undefined;
}

function kanjiRunStart(out: readonly Piece[], barrier: number): number {
  let start = out.length;
  while (start > barrier && isKanjiChar(out[start - 1]!.text)) start -= 1;
  return start;
}
