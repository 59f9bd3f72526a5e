/**
 * The job handlers of this module, for any worker (`goi worker`, `goi add-media`, the embedded
 * server's in-process worker): `createJobWorker(db, { ...jobHandlers(db, parser), ...others })`.
 */
import type { Db } from '@goi/db';
import type { Parser } from '@goi/text';
import { z } from 'zod';
import { frequencyJobHandlers, requestFrequencyRecompute } from '../frequency';
import type { JobHandler } from '../jobs';
import { parseOrThrow } from '../media';
import { ingestMedia, type IngestResult } from './ingest-media';
import type { IngestRequestInput } from './ingest-request';
import { reparseDeck, type ReparseResult } from './reparse-deck';

export const INGEST_MEDIA_JOB = 'ingest-media';
export const REPARSE_DECK_JOB = 'reparse-deck';

export type IngestMediaJobPayload = IngestRequestInput;
export type IngestMediaJobResult = IngestResult;
export type ReparseDeckJobPayload = { deckId: number };
export type ReparseDeckJobResult = ReparseResult;

const reparsePayloadSchema = z.object({ deckId: z.number().int().positive() });

/**
 * The parser is given as the parser itself or a function that builds it, so a worker that
 * never runs an ingest never loads the dictionary (a few seconds and some 600 MB). An ingest or
 * a re-parse that succeeds queues a recomputation of the global ranks (handled here too).
 */
export function jobHandlers(
  db: Db,
  parser: Parser | (() => Promise<Parser>),
): Record<string, JobHandler> {
  const getParser = typeof parser === 'function' ? parser : () => Promise.resolve(parser);
  return {
    [INGEST_MEDIA_JOB]: async (payload, { jobId, reportProgress, signal }) => {
      const result = await ingestMedia(
        db,
        await getParser(),
        payload as IngestRequestInput,
        reportProgress,
        { signal, jobId },
      );
      await requestFrequencyRecompute(db);
      return result;
    },
    [REPARSE_DECK_JOB]: async (payload, { reportProgress, signal }) => {
      const { deckId } = parseOrThrow(reparsePayloadSchema, payload);
      const result = await reparseDeck(db, await getParser(), deckId, reportProgress, { signal });
      await requestFrequencyRecompute(db);
      return result;
    },
    ...frequencyJobHandlers(db),
  };
}
