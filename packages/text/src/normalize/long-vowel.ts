import { isKanaChar } from '../kana';
import type { Piece } from './piece';

/** Wave dashes: after kana they always lengthen the vowel (すご〜い, ね～). */
const WAVES = new Set(['〜', '～', '⁓', '〰']);
/** Dash-like characters typed in place of ー (ラ―メン, ス-パ-). */
const DASHES = new Set(['‐', '‑', '–', '—', '―', '─', '−', '-']);

/**
 * Long-vowel variants become ー where they lengthen a kana: a wave dash right after kana
 * (すご〜い → すごーい, ね～ → ねー), and a single dash between two kana (ラ―メン → ラーメン).
 * A dash with kana on one side only, or a run of dashes, is punctuation and stays: novels write
 * 「そうだ――」 and 「だって—それは」 with real dashes.
 */
export function normalizeLongVowels(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const previous = out[i - 1]?.text ?? '';
    const next = pieces[i + 1]?.text ?? '';
    const isLengthening =
      (WAVES.has(piece.text) && isKanaChar(previous)) ||
      (DASHES.has(piece.text) &&
        isKanaChar(previous) &&
        isKanaChar(next) &&
        !DASHES.has(pieces[i - 1]?.text ?? ''));
    out.push(isLengthening ? { ...piece, text: 'ー' } : piece);
  }
  return out;
}
