import { isKana, isKanji } from '../text/japanese-characters';

/**
 * How much a decoded string looks like real text, to choose between candidate encodings and to
 * refuse binary data. `plausible` is the share of characters that ordinary Japanese or English
 * text is made of; `kana` is the share of kana, which breaks ties: EUC-JP bytes read as Shift_JIS
 * decode without error but give half-width katakana and rare kanji (`､｢､､､ｦ`), not hiragana.
 */
export interface Plausibility {
  plausible: number;
  kana: number;
}

export function measurePlausibility(text: string): Plausibility {
  let total = 0;
  let plausible = 0;
  let kana = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    total++;
    if (isKana(codePoint)) {
      kana++;
      plausible++;
    } else if (isUsualCharacter(codePoint)) {
      plausible++;
    }
  }
  if (total === 0) return { plausible: 0, kana: 0 };
  return { plausible: plausible / total, kana: kana / total };
}

function isUsualCharacter(codePoint: number): boolean {
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x0c) {
    return true;
  }
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) || // ASCII
    (codePoint >= 0xa0 && codePoint <= 0x17f) || // Latin-1 and Latin Extended-A (é, ü, ×)
    (codePoint >= 0x370 && codePoint <= 0x4ff) || // Greek and Cyrillic, both in JIS X 0208
    (codePoint >= 0x2000 && codePoint <= 0x206f) || // general punctuation (…, ‥, ―, “ ”)
    (codePoint >= 0x2100 && codePoint <= 0x22ff) || // letterlike, numbers, arrows, math
    (codePoint >= 0x2460 && codePoint <= 0x27bf) || // circled numbers, boxes, shapes, dingbats
    (codePoint >= 0x3000 && codePoint <= 0x303f) || // CJK punctuation (、。「」〜)
    (codePoint >= 0x3200 && codePoint <= 0x33ff) || // enclosed CJK and squared words (㈱, ㌔)
    (codePoint >= 0xff01 && codePoint <= 0xff5e) || // full-width ASCII
    // Half-width katakana (ｶﾀｶﾅ) is real in old texts, so it is plausible, but it is not counted
    // as kana: EUC-JP misread as Shift_JIS is made of it, and must lose to the real reading.
    (codePoint >= 0xff61 && codePoint <= 0xff9f) ||
    codePoint === 0xfeff || // a stray BOM
    isKanji(codePoint)
  );
}
