/**
 * `goi reparse <deckId> [--no-wait]`: re-parses a deck (with its sub-decks, or its whole family
 * when given a sub-deck) from the stored raw texts, keeping its metadata; runs as a job queued by
 * the same library call as `POST /api/admin/deck/{id}/reparse`.
 */
import type { Command } from 'commander';
import { queueDeckReparse, type ReparseDeckJobResult } from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { followJob } from './worker';

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
        // The same use case as the admin API's re-parse (audited, the job names its deck).
        const jobId = await queueDeckReparse(db, deckId, null);
        const result = (await followJob(db, jobId, options.wait)) as
          ReparseDeckJobResult | undefined;
        if (!result) return;
        process.stdout.write(
          `Re-parsed deck ${result.deckId} (${result.reparsedDeckIds.length} deck(s) updated).\n`,
        );
      });
    });
}
