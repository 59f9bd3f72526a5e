/**
 * The segmentation convention: the reference's revised (2026) table, `segmentation-dev.json` in
 * `../shared/parser-cases` (a conjugated verb or adjective with its auxiliaries is one word,
 * particles and copulas stand alone, JMdict expressions stay whole, punctuation is not a word).
 * The score is printed with the failures of the development share only (the held-out share is
 * for measuring, see support/parser-cases.ts); `bench/accuracy.ts` prints both shares.
 */
import { expect, it } from 'vitest';
import {
  isHeldOut,
  isWordLike,
  readSegmentationCases,
  segmentationMatches,
} from '../support/parser-cases';
import { testParser } from '../support/parser';

/** The floor this suite holds the parser to: raise it whenever the score goes up, never lower it. */
const MINIMUM_EXACT_SHARE = 0.88;

it('segments the revised table in the reference convention', async () => {
  const cases = readSegmentationCases();
  const parser = await testParser();
  const failures: string[] = [];
  let exact = 0;
  for (const testCase of cases) {
    const words = parser
      .parse(testCase.text)
      .words.map((word) => word.surface)
      .filter(isWordLike);
    if (segmentationMatches(testCase.text, testCase.words, words)) exact++;
    else if (!isHeldOut(testCase.text)) {
      failures.push(
        `${testCase.text}\n    expected ${testCase.words.join(' | ')}\n    got      ${words.join(' | ')}`,
      );
    }
  }
  const share = exact / cases.length;
  console.log(
    `segmentation: ${exact}/${cases.length} exact (${(share * 100).toFixed(1)}%); development-share failures:\n${failures.join('\n')}`,
  );
  expect(cases.length).toBeGreaterThanOrEqual(306);
  expect(share).toBeGreaterThanOrEqual(MINIMUM_EXACT_SHARE);
});
