/**
 * PLACEHOLDER until the aligner lands: whole-form fallback only.
 * Contract: buildFurigana(form, reading, kanjiReadings?) → `漢字[かな]` string plus whether every
 * kanji got its own reading.
 */
import { hasKanji } from '../kana';

/** Kana readings of one kanji (from KANJIDIC2), in hiragana, okurigana marks removed. */
export type KanjiReadingLookup = (kanji: string) => readonly string[] | undefined;

export interface FuriganaResult {
  /** `食[た]べる`, `今日[きょう]`; a kana-only form is returned as it is. */
  furigana: string;
  /** True when each kanji carries its own reading (日[に]本[ほん]), false for whole-run readings. */
  perKanji: boolean;
}

export function buildFurigana(
  form: string,
  reading: string,
  _kanjiReadings?: KanjiReadingLookup,
): FuriganaResult {
  if (!hasKanji(form)) return { furigana: form, perKanji: true };
  return { furigana: `${form}[${reading}]`, perKanji: false };
}
