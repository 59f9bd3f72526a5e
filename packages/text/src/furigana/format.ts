/**
 * The furigana string format shared by the web (`<ruby>`) and the Anki export: plain text with
 * `漢字[かな]` segments. A ruby base runs back to the previous `]` but never starts with kana or
 * punctuation, so `お茶[ちゃ]` puts ちゃ on 茶 only and `取[と]り扱[あつか]い` reads as と, り, あつか, い.
 */
import { CharClass, classifyCharacters, splitCharacters } from './char-class';

export interface FuriganaSegment {
  text: string;
  /** The reading shown above `text`; absent for plain text (kana, punctuation). */
  reading?: string;
}

export function formatFurigana(segments: readonly FuriganaSegment[]): string {
  let out = '';
  for (const segment of segments) {
    out += segment.reading === undefined ? segment.text : `${segment.text}[${segment.reading}]`;
  }
  return out;
}

/** `取[と]り扱[あつか]い` → 取/と, り, 扱/あつか, い. Throws on unbalanced or empty brackets. */
export function parseFurigana(furigana: string): FuriganaSegment[] {
  const segments: FuriganaSegment[] = [];
  let position = 0;
  while (position < furigana.length) {
    const open = furigana.indexOf('[', position);
    const strayClose = furigana.indexOf(']', position);
    if (strayClose >= 0 && (open < 0 || strayClose < open))
      throw new Error(`Furigana "${furigana}": "]" at ${strayClose} closes nothing`);
    if (open < 0) {
      pushPlain(segments, furigana.slice(position));
      break;
    }
    const close = furigana.indexOf(']', open + 1);
    const nestedOpen = furigana.indexOf('[', open + 1);
    if (close < 0 || (nestedOpen >= 0 && nestedOpen < close))
      throw new Error(`Furigana "${furigana}": "[" at ${open} is not closed`);
    const reading = furigana.slice(open + 1, close);
    if (reading.length === 0) throw new Error(`Furigana "${furigana}": empty reading at ${open}`);
    const chunk = furigana.slice(position, open);
    const baseStart = rubyBaseStart(chunk);
    if (baseStart === chunk.length)
      throw new Error(`Furigana "${furigana}": reading at ${open} has no text to sit on`);
    pushPlain(segments, chunk.slice(0, baseStart));
    segments.push({ text: chunk.slice(baseStart), reading });
    position = close + 1;
  }
  return segments;
}

/** The reading a furigana string spells: ruby readings plus the plain text between them. */
export function furiganaToKana(furigana: string): string {
  let out = '';
  for (const segment of parseFurigana(furigana)) out += segment.reading ?? segment.text;
  return out;
}

/**
 * Where the ruby base starts in the text before a `[`: after its leading kana and punctuation,
 * unless the text is nothing but those (a counter ケ in 関[せき]ケ[が]原[はら]).
 */
function rubyBaseStart(chunk: string): number {
  const chars = splitCharacters(chunk);
  const classes = classifyCharacters(chars);
  let offset = 0;
  for (let i = 0; i < chars.length; i++) {
    if (classes[i] === CharClass.Base) return offset;
    offset += chars[i]!.length;
  }
  return 0;
}

function pushPlain(segments: FuriganaSegment[], text: string): void {
  if (text.length === 0) return;
  const last = segments[segments.length - 1];
  if (last !== undefined && last.reading === undefined) last.text += text;
  else segments.push({ text });
}
