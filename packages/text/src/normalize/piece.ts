/**
 * A piece is one character of the text being normalized together with the span of the original
 * input it came from. Every normalization step maps pieces to pieces, so the final text always
 * knows where each of its characters was in the input, even when two characters became one
 * (ｶﾞ → ガ) or markup disappeared (漢字《かんじ》 → 漢字).
 */
export interface Piece {
  /** The character as it is now: one code point, rarely more after NFC. */
  text: string;
  /** Start of its source in the original input (UTF-16 index). */
  start: number;
  /** End (exclusive) of its source in the original input. */
  end: number;
}

const BYTE_ORDER_MARK = 0xfeff;
const FIRST_COMBINING_CODE = 0x300;
const COMBINING_MARK = /^\p{M}$/u;

/**
 * Splits the input into pieces of one code point plus the combining marks that follow it, each
 * brought to NFC. NFC is applied per piece rather than to the whole string so that offsets stay
 * exact: か + U+3099 (combining dakuten) becomes が, a piece of two original code units.
 * CRLF and CR become LF; byte order marks are dropped (Aozora files start with one).
 * Only `input[from, to)` is split; piece positions are positions in the whole input.
 */
export function splitIntoPieces(input: string, from = 0, to = input.length): Piece[] {
  const pieces: Piece[] = [];
  const part = input.slice(from, to);
  const alreadyNfc = part.normalize('NFC') === part;
  let index = from;
  while (index < to) {
    const code = input.codePointAt(index)!;
    const start = index;
    index += code > 0xffff ? 2 : 1;
    if (code === BYTE_ORDER_MARK) continue;
    if (code === 0x0d) {
      if (index < to && input.charCodeAt(index) === 0x0a) index += 1;
      pieces.push({ text: '\n', start, end: index });
      continue;
    }
    while (index < to && isCombiningMarkAt(input, index)) {
      index += input.codePointAt(index)! > 0xffff ? 2 : 1;
    }
    const source = input.slice(start, index);
    pieces.push({ text: alreadyNfc ? source : source.normalize('NFC'), start, end: index });
  }
  return pieces;
}

function isCombiningMarkAt(input: string, index: number): boolean {
  const code = input.codePointAt(index)!;
  if (code < FIRST_COMBINING_CODE) return false;
  // Fast answers for the bulk of Japanese text; only U+3099/U+309A are marks among them.
  if (code >= 0x3040 && code <= 0x30ff) return code === 0x3099 || code === 0x309a;
  if ((code >= 0x3000 && code < 0x3040) || (code >= 0x4e00 && code <= 0x9fff)) {
    return code >= 0x302a && code <= 0x302f;
  }
  return COMBINING_MARK.test(String.fromCodePoint(code));
}
