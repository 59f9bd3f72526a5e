/**
 * The durable jobs of "fetch metadata": one deck (`POST /api/admin/fetch-metadata/{id}`) or every
 * top-level deck missing a release date or a description (`fetch-missing-metadata`, Manage).
 * A deck whose provider fails or finds nothing is counted and skipped, not the whole job failed.
 */
import { findDecksWithIssue, type Db } from '@goi/db';
import { z } from 'zod';
import { recordAudit } from '../admin/audit';
import { queueAdminJob } from '../admin/queue-admin-job';
import type { JobHandler } from '../jobs';
import { parseOrThrow } from '../media';
import { coverFetchFor } from './cover-fetch';
import { createExternalSources, type ExternalSources } from './external-sources';
import { fetchDeckMetadata, type FetchOutcome } from './fetch-deck-metadata';
import {
  providerHosts,
  providerSettingsFromEnv,
  providerSettingsSchema,
} from './provider-settings';

export const FETCH_METADATA_JOB = 'fetch-metadata';

const payloadSchema = z.object({
  deckIds: z.array(z.number().int()).nullable(),
  overwrite: z.boolean(),
  userId: z.string().nullable(),
});
type FetchMetadataPayload = z.infer<typeof payloadSchema>;

/** Queues the job with its audit entry; `deckId` null: every deck missing metadata. */
export async function queueFetchMetadata(
  db: Db,
  input: { deckId: number | null; overwrite: boolean; userId: string | null },
): Promise<number> {
  const payload: FetchMetadataPayload = {
    deckIds: input.deckId === null ? null : [input.deckId],
    overwrite: input.overwrite,
    userId: input.userId,
  };
  return db.transaction().execute(async (trx) => {
    const jobId = await queueAdminJob(trx, FETCH_METADATA_JOB, payload, {
      userId: input.userId,
      deckId: input.deckId,
    });
    await recordAudit(trx, {
      userId: input.userId,
      action: 'fetch-metadata',
      deckId: input.deckId,
      jobId,
      detail:
        input.deckId === null
          ? `Queued fetching missing metadata (job ${jobId})`
          : `Queued fetching metadata${input.overwrite ? ', overwriting' : ''} (job ${jobId})`,
    });
    return jobId;
  });
}

export interface MetadataJobOptions {
  sources: ExternalSources;
  dataDir: string;
  coverFetch?: typeof fetch;
}

export function metadataJobHandlers(
  db: Db,
  options: MetadataJobOptions,
): Record<string, JobHandler> {
  return {
    [FETCH_METADATA_JOB]: async (payload, { reportProgress, signal }) => {
      const { deckIds, overwrite, userId } = parseOrThrow(payloadSchema, payload);
      const ids =
        deckIds ??
        [
          ...new Set(
            [
              ...(await findDecksWithIssue(db, 'missingReleaseDate', 100_000)),
              ...(await findDecksWithIssue(db, 'missingDescription', 100_000)),
            ].map((deck) => deck.deckId),
          ),
        ].sort((a, b) => a - b);
      const counts: Record<FetchOutcome | 'failed', number> = {
        updated: 0,
        unchanged: 0,
        'no-match': 0,
        failed: 0,
      };
      const failures: string[] = [];
      for (const [index, deckId] of ids.entries()) {
        signal.throwIfAborted();
        await reportProgress(
          (index / Math.max(ids.length, 1)) * 100,
          `Deck ${index + 1}/${ids.length}`,
        );
        try {
          counts[
            await fetchDeckMetadata(db, options.sources, deckId, {
              overwrite,
              dataDir: options.dataDir,
              userId,
              coverFetch: options.coverFetch,
            })
          ] += 1;
        } catch (error) {
          // One deck asked for alone fails the job with the reason; in a batch it is counted.
          if (deckIds) throw error;
          counts.failed += 1;
          if (failures.length < 20)
            failures.push(`${deckId}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { ...counts, failures };
    },
  };
}

/** The handlers as a process composes them: providers from the environment (README settings). */
export function metadataJobHandlersFromEnv(
  db: Db,
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Record<string, JobHandler> {
  const settings = providerSettingsSchema.parse(providerSettingsFromEnv(env));
  return metadataJobHandlers(db, {
    sources: createExternalSources(settings),
    dataDir,
    coverFetch: coverFetchFor(providerHosts(settings)),
  });
}
