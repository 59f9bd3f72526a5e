/**
 * What the writers derive from a `漢字[かな]` furigana string. Splitting the string is
 * `@goi/text`'s `parseFurigana`, the same one the web renders `<ruby>` with, so a form's reading
 * sits on the same characters in the browser, in Anki and in Yomitan (a whole-form fallback such
 * as お待ちどう様[まちどおさま] keeps its reading over 待ちどう様, not over 様 alone).
 */
import { isKanaChar, parseFurigana, type FuriganaSegment } from '@goi/text';

export { parseFurigana, type FuriganaSegment };

/**
 * The full kana reading: every kana character outside the bracketed text plus every reading, in
 * order, okurigana included (食[た]べ物[もの] → たべもの, お茶[ちゃ] → おちゃ). Punctuation that is
 * not read is left out (あ・うんの呼[こ]吸[きゅう] → あうんのこきゅう).
 */
export function kanaOfFurigana(furigana: string): string {
  return kanaOfSegments(parseFurigana(furigana));
}

export function kanaOfSegments(segments: readonly FuriganaSegment[]): string {
  let kana = '';
  for (const segment of segments) {
    if (segment.reading !== undefined) kana += segment.reading;
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
    if (segment.reading === undefined) {
      out += segment.text;
      continue;
    }
    const previous = out.at(-1);
    if (previous !== undefined && previous !== ']' && previous !== ' ') out += ' ';
    out += `${segment.text}[${segment.reading}]`;
  }
  return out;
}
