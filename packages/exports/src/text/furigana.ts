import { isCounterKana, isKanaChar } from './kana';

/** A run of text and, when it has one, the reading written over it. */
export interface FuriganaSegment {
  text: string;
  reading: string | null;
}

/**
 * Can `char` be part of the text a `[reading]` sits on? Everything but kana, spaces and brackets:
 * in お茶[ちゃ] the reading covers 茶 only, because お is kana; in Ｔ[ティー]シャツ it covers Ｔ.
 */
function isBaseChar(char: string): boolean {
  if (char === ' ' || char === '\u3000' || char === '[' || char === ']') return false;
  return !isKanaChar(char) || isCounterKana(char);
}

/**
 * Splits a `漢字[かな]` furigana string into segments. Throws on unbalanced brackets, an empty
 * reading or a reading with nothing to sit on, so a broken dictionary row is reported instead of
 * producing a wrong reading.
 */
export function parseFurigana(furigana: string): FuriganaSegment[] {
  const segments: FuriganaSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < furigana.length) {
    const char = furigana[index]!;
    if (char === ']') throw new Error(`"]" without "[" at index ${index}`);
    if (char !== '[') {
      plain += char;
      index += 1;
      continue;
    }
    const close = furigana.indexOf(']', index + 1);
    if (close === -1) throw new Error(`"[" at index ${index} is never closed`);
    const reading = furigana.slice(index + 1, close);
    if (reading === '' || reading.includes('[')) {
      throw new Error(`bad reading "${reading}" at index ${index}`);
    }
    const chars = Array.from(plain);
    let baseStart = chars.length;
    while (baseStart > 0 && isBaseChar(chars[baseStart - 1]!)) baseStart -= 1;
    // A reading over kana (rare, e.g. は[わ]) sits on the single character before it.
    if (baseStart === chars.length) baseStart -= 1;
    if (baseStart < 0) throw new Error(`reading "${reading}" at index ${index} has no text`);
    const before = chars.slice(0, baseStart).join('');
    if (before !== '') segments.push({ text: before, reading: null });
    segments.push({ text: chars.slice(baseStart).join(''), reading });
    plain = '';
    index = close + 1;
  }
  if (plain !== '') segments.push({ text: plain, reading: null });
  return segments;
}

/**
 * The full kana reading: every kana character outside the bracketed text plus every reading, in
 * order, okurigana included (食[た]べ物[もの] → たべもの, お茶[ちゃ] → おちゃ).
 */
export function kanaOfFurigana(furigana: string): string {
  return kanaOfSegments(parseFurigana(furigana));
}

export function kanaOfSegments(segments: readonly FuriganaSegment[]): string {
  let kana = '';
  for (const segment of segments) {
    if (segment.reading !== null) kana += segment.reading;
    else for (const char of segment.text) if (isKanaChar(char)) kana += char;
  }
  return kana;
}

/**
 * Anki's furigana syntax: Anki takes as base everything back to the previous space, so a kanji
 * run with a reading needs a space before it unless it follows another reading's `]` or starts
 * the field (お茶[ちゃ] → お 茶[ちゃ]; 食[た]べ物[もの] → 食[た]べ 物[もの]). Anki drops the
 * space when rendering.
 */
export function ankiFurigana(furigana: string): string {
  return ankiFuriganaOfSegments(parseFurigana(furigana));
}

export function ankiFuriganaOfSegments(segments: readonly FuriganaSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (segment.reading === null) {
      out += segment.text;
      continue;
    }
    const previous = out.at(-1);
    if (previous !== undefined && previous !== ']' && previous !== ' ') out += ' ';
    out += `${segment.text}[${segment.reading}]`;
  }
  return out;
}
