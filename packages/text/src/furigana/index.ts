/**
 * Furigana: aligning a written form with its reading into `漢字[かな]` segments (食[た]べる,
 * 日[に]本[ほん], 今日[きょう]), and reading such strings back.
 */
export { buildFurigana, type FuriganaResult } from './build-furigana';
export type { KanjiReadingLookup } from './kanji-candidates';
export { furiganaCoverage } from './coverage';
export { formatFurigana, furiganaToKana, parseFurigana, type FuriganaSegment } from './format';
