/**
 * The golden corpus: a few hundred real lines (『こころ』 and Tatoeba) and how the parser reads
 * them. `golden.test.ts` compares; `npm run golden:update` rewrites the expected file after a
 * deliberate change, so the diff of the expected file shows what the change did to real text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Parser } from '@goi/text';

const here = path.dirname(fileURLToPath(import.meta.url));
export const goldenInputFile = path.join(here, '../fixtures/golden-input.txt');
export const goldenExpectedFile = path.join(here, '../fixtures/golden-expected.txt');

/** One line per input line: each word as surface/wordId:readingIndex (or /name, /unknown). */
export function renderGolden(parser: Parser, input: string): string {
  return input
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) =>
      parser
        .parse(line)
        .words.map(
          (word) =>
            `${word.surface}/${word.kind === 'word' ? `${word.wordId}:${word.readingIndex}` : word.kind}`,
        )
        .join(' '),
    )
    .join('\n')
    .concat('\n');
}

export function readGoldenInput(): string {
  return fs.readFileSync(goldenInputFile, 'utf8');
}
