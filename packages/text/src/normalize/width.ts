import type { Piece } from './piece';

/**
 * Half-width katakana U+FF66–FF9D in code order, as full-width katakana: ｦ → ヲ … ﾝ → ン.
 * (ｰ U+FF70 is the half-width prolonged sound mark and becomes ー.)
 */
const FULL_WIDTH_KATAKANA =
  'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HALF_WIDTH_KATAKANA_START = 0xff66;
const HALF_WIDTH_PUNCTUATION: Record<string, string> = {
  '｡': '。',
  '｢': '「',
  '｣': '」',
  '､': '、',
  '･': '・',
};
const HALF_WIDTH_VOICED_MARK = 'ﾞ';
const HALF_WIDTH_SEMI_VOICED_MARK = 'ﾟ';

const VOICED: Record<string, string> = { ウ: 'ヴ', ワ: 'ヷ', ヲ: 'ヺ' };
for (const char of 'カキクケコサシスセソタチツテトハヒフヘホ') {
  VOICED[char] = String.fromCharCode(char.charCodeAt(0) + 1);
}
const SEMI_VOICED: Record<string, string> = {};
for (const char of 'ハヒフヘホ') SEMI_VOICED[char] = String.fromCharCode(char.charCodeAt(0) + 2);

/**
 * Width normalization without NFKC: half-width katakana (and its punctuation ｡｢｣､･) become
 * full-width, a following ﾞ or ﾟ joins the kana (ｶﾞ → ガ, two code units become one), and
 * full-width Latin letters and digits become ASCII (Ｔｏｋｙｏ２０２０ → Tokyo2020). Full-width
 * punctuation such as ！？（） is left alone; NFKC would turn 「…」-style text into ASCII noise.
 */
export function normalizeWidth(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const text = piece.text;
    const previous = out[out.length - 1];
    if (text === HALF_WIDTH_VOICED_MARK || text === HALF_WIDTH_SEMI_VOICED_MARK) {
      const table = text === HALF_WIDTH_VOICED_MARK ? VOICED : SEMI_VOICED;
      const joined = previous && previous.end === piece.start ? table[previous.text] : undefined;
      if (previous && joined) {
        out[out.length - 1] = { text: joined, start: previous.start, end: piece.end };
      } else {
        // A mark with nothing to voice stays visible as the spacing full-width mark.
        out.push({ ...piece, text: text === HALF_WIDTH_VOICED_MARK ? '゛' : '゜' });
      }
      continue;
    }
    const converted = widenOrNarrow(text);
    out.push(converted === text ? piece : { ...piece, text: converted });
  }
  return out;
}

function widenOrNarrow(text: string): string {
  if (text.length !== 1) return text;
  const code = text.charCodeAt(0);
  // Everything below the full-width digits stays (kana, kanji, 。「」): most characters of a text,
  // which then skip the table lookup below.
  if (code < 0xff10) return text;
  if (code >= HALF_WIDTH_KATAKANA_START && code < HALF_WIDTH_KATAKANA_START + 56) {
    return FULL_WIDTH_KATAKANA[code - HALF_WIDTH_KATAKANA_START] ?? text;
  }
  const punctuation = HALF_WIDTH_PUNCTUATION[text];
  if (punctuation) return punctuation;
  const isFullWidthDigit = code >= 0xff10 && code <= 0xff19;
  const isFullWidthLetter =
    (code >= 0xff21 && code <= 0xff3a) || (code >= 0xff41 && code <= 0xff5a);
  if (isFullWidthDigit || isFullWidthLetter) return String.fromCharCode(code - 0xfee0);
  return text;
}
