import type { FuriganaResult } from './build-furigana';

/**
 * Share (0–1) of the forms that needed furigana whose every kanji got its own reading; kana-only
 * forms do not count. The importer reports it; 0 when no form needed furigana.
 */
export function furiganaCoverage(results: Iterable<FuriganaResult>): number {
  let annotated = 0;
  let perKanji = 0;
  for (const result of results) {
    if (result.alignment === 'plain') continue;
    annotated++;
    if (result.perKanji) perKanji++;
  }
  return annotated === 0 ? 0 : perKanji / annotated;
}
