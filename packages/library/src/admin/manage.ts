/**
 * Library-wide actions, each a durable job: re-parse decks (by media type, added before a date,
 * or all), recompute the frequency ranks, recompute the difficulties. `reparse-decks` re-parses
 * each selected deck from its stored texts in turn (decks without stored texts are skipped and
 * counted), then asks for one rank recompute.
 */
import type { ReparseRequest } from '@goi/contracts';
import {
  bumpLibraryVersion,
  findDeckRef,
  findTopLevelDeckIdsForReparse,
  findDecksWithRawText,
  findChildDeckRows,
  type Db,
} from '@goi/db';
import type { Parser } from '@goi/text';
import { z } from 'zod';
import { refreshDifficulties } from '../difficulty';
import { RECOMPUTE_FREQUENCIES_JOB, requestFrequencyRecompute } from '../frequency';
import { REPARSE_DECK_JOB, reparseDeck } from '../ingest';
import type { JobHandler } from '../jobs';
import { parseOrThrow } from '../media';
import { AdminError } from './admin-error';
import { recordAudit } from './audit';
import { queueAdminJob } from './queue-admin-job';

export const REPARSE_DECKS_JOB = 'reparse-decks';
export const RECOMPUTE_DIFFICULTIES_JOB = 'recompute-difficulties';

const reparseDecksPayload = z.object({
  mediaType: z.number().int().optional(),
  addedBefore: z.string().optional(),
  all: z.boolean().optional(),
});

function describeSelection(selection: ReparseRequest): string {
  if (selection.mediaType !== undefined) return `media type ${selection.mediaType}`;
  if (selection.addedBefore !== undefined) return `decks added before ${selection.addedBefore}`;
  return 'all decks';
}

export async function queueReparse(
  db: Db,
  selection: ReparseRequest,
  userId: string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const jobId = await queueAdminJob(trx, REPARSE_DECKS_JOB, selection, { userId });
    await recordAudit(trx, {
      userId,
      action: 'reparse',
      deckId: null,
      detail: `Re-parse of ${describeSelection(selection)} (job ${jobId})`,
    });
    return jobId;
  });
}

/** Re-parses one deck (with its family); the CLI's `goi reparse` queues the same job. */
export async function queueDeckReparse(
  db: Db,
  deckId: number,
  userId: string | null,
): Promise<number> {
  const deck = await findDeckRef(db, deckId);
  if (!deck) throw new AdminError('not-found', `Deck ${deckId} does not exist`, 'id');
  return db.transaction().execute(async (trx) => {
    const jobId = await queueAdminJob(trx, REPARSE_DECK_JOB, { deckId }, { userId, deckId });
    await recordAudit(trx, {
      userId,
      action: 'reparse',
      deckId,
      detail: `Re-parse of "${deck.originalTitle}" (job ${jobId})`,
    });
    return jobId;
  });
}

export async function queueLibraryJob(
  db: Db,
  action: 'recompute-frequencies' | 'recompute-difficulties',
  userId: string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const jobId = await queueAdminJob(
      trx,
      action === 'recompute-frequencies' ? RECOMPUTE_FREQUENCIES_JOB : RECOMPUTE_DIFFICULTIES_JOB,
      null,
      { userId },
    );
    await recordAudit(trx, { userId, action, deckId: null, detail: `Queued job ${jobId}` });
    return jobId;
  });
}

export function manageJobHandlers(
  db: Db,
  parser: Parser | (() => Promise<Parser>),
): Record<string, JobHandler> {
  const getParser = typeof parser === 'function' ? parser : () => Promise.resolve(parser);
  return {
    [REPARSE_DECKS_JOB]: async (payload, { reportProgress, signal }) => {
      const selection = parseOrThrow(reparseDecksPayload, payload);
      const deckIds = await findTopLevelDeckIdsForReparse(db, {
        mediaType: selection.mediaType,
        addedBefore: selection.addedBefore,
      });
      const parserReady = await getParser();
      let reparsed = 0;
      let skipped = 0;
      for (const [index, deckId] of deckIds.entries()) {
        signal.throwIfAborted();
        const children = await findChildDeckRows(db, deckId);
        const leaves = children.length > 0 ? children.map((child) => child.deckId) : [deckId];
        if ((await findDecksWithRawText(db, leaves)).size < leaves.length) {
          skipped += 1;
          continue;
        }
        await reparseDeck(
          db,
          parserReady,
          deckId,
          (percent, step) =>
            reportProgress(
              ((index + percent / 100) / deckIds.length) * 100,
              `Deck ${index + 1}/${deckIds.length}: ${step}`,
            ),
          { signal },
        );
        reparsed += 1;
      }
      if (reparsed > 0) await requestFrequencyRecompute(db);
      return { reparsed, skipped };
    },
    [RECOMPUTE_DIFFICULTIES_JOB]: async (_payload, { reportProgress }) => {
      let reported = Promise.resolve();
      const result = await refreshDifficulties(db, {
        force: true,
        onProgress: (done, total) => {
          reported = reported.then(() =>
            reportProgress(
              total > 0 ? (100 * done) / total : 0,
              `Difficulty: ${done}/${total} decks`,
            ),
          );
        },
      });
      await reported;
      return result;
    },
  };
}

/** Drops every read cache in every API process: the library's version moves on. */
export async function clearReadCaches(db: Db, userId: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpLibraryVersion(trx);
    await recordAudit(trx, {
      userId,
      action: 'clear-caches',
      deckId: null,
      detail: 'Read caches cleared',
    });
  });
}
