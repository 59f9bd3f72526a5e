/**
 * `goi reparse <deckId> [--no-wait]`: re-parses a deck (with its sub-decks, or its whole family
 * when given a sub-deck) from the stored raw texts, keeping its metadata; runs as a job.
 */
import type { Command } from 'commander';
import { enqueueJob, REPARSE_DECK_JOB, type ReparseDeckJobResult } from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { progressWriter, runJobInProcess } from './worker';

export function register(program: Command): void {
  program
    .command('reparse')
    .description('Re-parse a deck and its sub-decks from their stored texts')
    .argument('<deckId>', 'deck id')
    .option('--no-wait', 'only queue the job (a `goi worker` runs it)')
    .action(async (deckIdText: string, options: { wait: boolean }) => {
      const deckId = Number(deckIdText);
      if (!Number.isInteger(deckId) || deckId < 1)
        throw new Error(`deckId must be a positive whole number, got "${deckIdText}"`);
      await withDatabase(loadConfig(), async ({ db }) => {
        const exists = await db
          .selectFrom('decks')
          .select('deckId')
          .where('deckId', '=', deckId)
          .executeTakeFirst();
        if (!exists) throw new Error(`Deck ${deckId} does not exist`);
        const jobId = await enqueueJob(db, REPARSE_DECK_JOB, { deckId });
        if (!options.wait) {
          process.stdout.write(`Queued job ${jobId}; \`goi worker\` will run it.\n`);
          return;
        }
        const bar = progressWriter(process.stderr);
        const job = await runJobInProcess(db, jobId, bar.update);
        bar.done();
        if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
        const result = job.result as ReparseDeckJobResult;
        process.stdout.write(
          `Re-parsed deck ${result.deckId} (${result.reparsedDeckIds.length} deck(s) updated).\n`,
        );
      });
    });
}
