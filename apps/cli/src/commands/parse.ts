/**
 * `goi parse [--json]`: reads a text from stdin and prints its words (surface, wordId,
 * readingIndex, dictionary form, reading, conjugations, start, end, kind) and its statistics.
 */
import type { Command } from 'commander';
import { createTextParser } from '@goi/library';
import { analyzeText, type AnalyzedText } from '@goi/text';
import { lexiconCacheDir, loadConfig } from '../config';
import { withDatabase } from '../database';
import { readStdin } from '../stdin';

export function parseResultJson(result: AnalyzedText) {
  return {
    words: result.words.map((word) => ({
      surface: word.surface,
      wordId: word.wordId,
      readingIndex: word.readingIndex,
      dictionaryForm: word.dictionaryForm,
      reading: word.reading,
      conjugations: word.conjugations,
      start: word.start,
      end: word.end,
      unknown: word.kind === 'unknown',
      name: word.kind === 'name',
    })),
    statistics: result.statistics,
  };
}

function formatTable(result: AnalyzedText): string {
  const lines = result.words.map((word) => {
    const id = word.wordId === null ? `(${word.kind})` : `${word.wordId}/${word.readingIndex}`;
    const chain = word.conjugations.length > 0 ? `  [${word.conjugations.join(' → ')}]` : '';
    return `${word.start}-${word.end}\t${word.surface}\t${id}\t${word.dictionaryForm ?? ''}\t${word.reading ?? ''}${chain}`;
  });
  const stats = Object.entries(result.statistics).map(
    ([name, value]: [string, number]) =>
      `${name}: ${Number.isInteger(value) ? value : value.toFixed(2)}`,
  );
  return [...lines, '', ...stats].join('\n');
}

export function register(program: Command): void {
  program
    .command('parse')
    .description('Parse a text from stdin into dictionary words and deck statistics')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const input = await readStdin();
      const config = loadConfig();
      await withDatabase(config, async ({ db }) => {
        const result = analyzeText(
          await createTextParser(db, { cacheDir: lexiconCacheDir(config) }),
          input,
        );
        process.stdout.write(
          options.json
            ? `${JSON.stringify(parseResultJson(result), null, 2)}\n`
            : `${formatTable(result)}\n`,
        );
      });
    });
}
