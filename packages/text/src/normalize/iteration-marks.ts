import { isHiraganaChar, isKatakanaChar, toHiragana, toKatakana } from '../kana';
import type { Piece } from './piece';

const REPEAT_UNVOICED = new Set(['ゝ', 'ヽ']);
const REPEAT_VOICED = new Set(['ゞ', 'ヾ']);

const VOICED_HIRAGANA: Record<string, string> = { う: 'ゔ' };
for (const char of 'かきくけこさしすせそたちつてとはひふへほ') {
  VOICED_HIRAGANA[char] = String.fromCharCode(char.charCodeAt(0) + 1);
}
const UNVOICED_HIRAGANA: Record<string, string> = {};
for (const [plain, voiced] of Object.entries(VOICED_HIRAGANA)) UNVOICED_HIRAGANA[voiced] = plain;
for (const char of 'ぱぴぷぺぽ')
  UNVOICED_HIRAGANA[char] = String.fromCharCode(char.charCodeAt(0) - 2);

/**
 * Kana iteration marks are spelled out so that dictionaries match: ゝ/ヽ repeat the previous kana
 * unvoiced (さゝき → ささき, こゝろ → こころ), ゞ/ヾ repeat it voiced (いすゞ → いすず, たゞ → ただ).
 * The repeat keeps the script of the kana it repeats. 々 is not touched: dictionaries list 人々.
 * A mark after something that is not a kana syllable (ー, a kanji, the start) stays as it is.
 */
export function expandIterationMarks(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const previous = out[out.length - 1]?.text ?? '';
    const voiced = REPEAT_VOICED.has(piece.text);
    if ((voiced || REPEAT_UNVOICED.has(piece.text)) && isRepeatableKana(previous)) {
      out.push({ ...piece, text: repeatKana(previous, voiced) });
    } else {
      out.push(piece);
    }
  }
  return out;
}

function isRepeatableKana(char: string): boolean {
  if (char.length !== 1 || char === 'ゝ' || char === 'ゞ' || char === 'ヽ' || char === 'ヾ') {
    return false;
  }
  return isHiraganaChar(char) || (isKatakanaChar(char) && char !== 'ー');
}

function repeatKana(kana: string, voiced: boolean): string {
  const hiragana = toHiragana(kana);
  const plain = UNVOICED_HIRAGANA[hiragana] ?? hiragana;
  const repeated = voiced ? (VOICED_HIRAGANA[plain] ?? plain) : plain;
  return isHiraganaChar(kana) ? repeated : toKatakana(repeated);
}
