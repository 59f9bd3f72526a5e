/**
 * Which subtitle tracks are Japanese, judged by their text rather than the file name (names such
 * as `[SC]`, `.chs`, `.en` are inconsistent). Japanese writes kana between its kanji — 「俺は
 * 行かない」 — while Chinese uses Han characters alone — 「我不去」 — and English neither, so a
 * track is Japanese when kana make up a fair share of its CJK characters and outweigh the Latin
 * letters enough not to be an English track quoting a Japanese name.
 */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HAN = /\p{Script=Han}/gu;
const LATIN = /[A-Za-z]/g;

export type TrackLanguage = 'japanese' | 'chinese' | 'english' | 'other';

export function trackLanguage(text: string): TrackLanguage {
  const kana = text.match(KANA)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (kana > 0 && kana / (kana + han) >= 0.15 && (kana + han) * 2 >= latin) return 'japanese';
  if (han > kana && han * 2 >= latin) return 'chinese';
  if (latin > 0) return 'english';
  return 'other';
}
