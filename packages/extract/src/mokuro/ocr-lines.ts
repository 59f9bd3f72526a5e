/**
 * Cleaning of OCR'd manga lines, after the reference (§9.1). Speech bubbles are full of things
 * that are not words: sound-effect fragments (「ッ」, 「あ！」), page furniture (「第３話」,
 * 「ＥＮＤ」), punctuation-only bubbles (「…！？」) and dots the OCR reads as long runs.
 */

const DOT_RUN = /[.．・･…]{3,}/g;
/** Three or more full-width Latin letters in a row are OCR noise (a logo, a sound effect). */
const FULL_WIDTH_LATIN_RUN = /[Ａ-Ｚａ-ｚ]{3,}/g;

const ONLY_ALPHANUMERIC = /^[\s０-９Ａ-Ｚａ-ｚ0-9A-Za-z]+$/u;
/** 第３話, 第十二章, ５話, 第2回. */
const CHAPTER_MARKER =
  /^\s*(?:第[\s０-９0-9〇一二三四五六七八九十百]+[話章回巻]?|[\s０-９0-9〇一二三四五六七八九十百]+[話章回巻])\s*$/u;
const ONLY_PUNCTUATION = /^[\s\p{P}\p{S}]+$/u;
/** One kana, perhaps lengthened or with punctuation: あ！, ッ, えー…? */
const LONE_KANA = /^[\s\p{P}\p{S}]*[ぁ-ゖァ-ヺ][\s\p{P}\p{S}ー〜～]*$/u;

/** The line as it should be read, or undefined when it is noise. */
export function cleanOcrLine(line: string): string | undefined {
  const cleaned = line.replace(FULL_WIDTH_LATIN_RUN, '').replace(DOT_RUN, '…').trim();
  if (cleaned === '') return undefined;
  if (
    ONLY_ALPHANUMERIC.test(cleaned) ||
    CHAPTER_MARKER.test(cleaned) ||
    ONLY_PUNCTUATION.test(cleaned) ||
    LONE_KANA.test(cleaned)
  ) {
    return undefined;
  }
  return cleaned;
}

/**
 * A bubble's text: its lines joined without a separator, because a vertical bubble wraps
 * wherever the column ends (「俺は／行く」 is 俺は行く). Noise lines are dropped first.
 */
export function blockText(lines: readonly string[]): string {
  return lines
    .map(cleanOcrLine)
    .filter((line): line is string => line !== undefined)
    .join('');
}
