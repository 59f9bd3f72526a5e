/**
 * `goi recompute-frequencies [--prior-decks <n>]`: recomputes the global word and form ranks over
 * every top-level deck (blended with the dictionary's prior ranks) and stores them. Progress goes
 * to stderr, the figures to stdout.
 */
import type { Command } from 'commander';
import {
  FREQUENCY_BLEND,
  recomputeFrequencies,
  type RecomputeFrequenciesResult,
  type RecomputeProgress,
} from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';

const count = (value: number) => value.toLocaleString('en-US');

/** Prints a step when it starts and then every 25 % of the rows written. */
export function recomputeProgressPrinter(
  write: (line: string) => void,
): (progress: RecomputeProgress) => void {
  let step = '';
  let lastQuarter = -1;
  return ({ step: current, done, total }) => {
    if (current !== step) {
      step = current;
      lastQuarter = -1;
    }
    const quarter = total > 0 ? Math.floor((done / total) * 4) : 0;
    if (quarter === lastQuarter) return;
    lastQuarter = quarter;
    write(`${current}: ${quarter * 25}%`);
  };
}

export function formatRecomputeSummary(
  result: RecomputeFrequenciesResult,
  seconds: number,
): string {
  const weight = (result.libraryWeight * 100).toFixed(1);
  return [
    `Ranked ${count(result.entries)} entries and ${count(result.forms)} forms in ${seconds.toFixed(1)} s.`,
    `Library: ${count(result.deckCount)} top-level decks, ${count(result.totalOccurrences)} word occurrences; ` +
      `${count(result.seenEntries)} entries and ${count(result.seenForms)} forms seen.`,
    `Blend: the library weighs ${weight}%, the dictionary's prior ranks ${(100 - Number(weight)).toFixed(1)}%.`,
    `Difficulty recomputed for ${count(result.ratedDecks)} decks.`,
  ].join('\n');
}

function parsePriorDecks(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0)
    throw new Error(`--prior-decks must be a non-negative number (got "${value}")`);
  return number;
}

export function register(program: Command): void {
  program
    .command('recompute-frequencies')
    .description('Recompute the global frequency ranks of words and forms over the library')
    .option(
      '--prior-decks <n>',
      `how many decks of evidence the dictionary's prior ranks are worth (0 = library only)`,
      parsePriorDecks,
      FREQUENCY_BLEND.priorDecks,
    )
    .action(async (options: { priorDecks: number }) => {
      const config = loadConfig();
      const started = performance.now();
      await withDatabase(config, async ({ db }) => {
        const result = await recomputeFrequencies(db, {
          priorDecks: options.priorDecks,
          onProgress: recomputeProgressPrinter((line) => process.stderr.write(`${line}\n`)),
        });
        if (result.entries === 0)
          throw new Error('The dictionary is empty: run `goi import-dictionary` first.');
        process.stdout.write(
          `${formatRecomputeSummary(result, (performance.now() - started) / 1000)}\n`,
        );
      });
    });
}
