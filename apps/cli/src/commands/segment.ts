/**
 * `goi segment`: one output line per input line, the words' surfaces joined by " | ". Nothing else
 * goes to stdout (progress and errors go to stderr), so the output can be diffed against cases.
 */
import type { Command } from 'commander';
import { createTextParser } from '@goi/library';
import { lexiconCacheDir, loadConfig } from '../config';
import { withDatabase } from '../database';
import { readStdin } from '../stdin';

export function formatSegmentation(surfaces: readonly string[]): string {
  return surfaces.join(' | ');
}

export function register(program: Command): void {
  program
    .command('segment')
    .description('Split each line of stdin into words; prints "word | word | …" per line')
    .action(async () => {
      const input = await readStdin();
      const config = loadConfig();
      await withDatabase(config, async ({ db }) => {
        const parser = await createTextParser(db, { cacheDir: lexiconCacheDir(config) });
        const lines = input.split('\n');
        if (lines.at(-1) === '') lines.pop();
        const out = lines.map((line) =>
          formatSegmentation(
            parser.parse(line.replace(/\r$/, '')).words.map((word) => word.surface),
          ),
        );
        process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
      });
    });
}
