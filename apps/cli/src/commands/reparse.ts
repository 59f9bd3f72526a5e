/**
 * `goi reparse <deckId> [--no-wait]`: re-parses a deck (with its sub-decks, or its whole family
 * when given a sub-deck) from the stored raw texts, keeping its metadata; runs as a job.
 */
import type { Command } from 'commander';
import { REPARSE_DECK_JOB, type ReparseDeckJobResult } from '@goi/library';
import { loadConfig } from '../config';
import { withDatabase } from '../database';
import { queueJob } from './worker';

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
        const result = (await queueJob(db, REPARSE_DECK_JOB, { deckId }, options.wait)) as
          ReparseDeckJobResult | undefined;
        if (!result) return;
        process.stdout.write(
          `Re-parsed deck ${result.deckId} (${result.reparsedDeckIds.length} deck(s) updated).\n`,
        );
      });
    });
}
