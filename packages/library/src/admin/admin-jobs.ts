/** The jobs list of the admin pages: filter, page, retry a failed job, cancel a queued one. */
import type { AdminJob, JobsQuery, JobsPage } from '@goi/contracts';
import {
  cancelQueuedJob,
  countAdminJobs,
  findAdminJob,
  findAdminJobs,
  requeueJob,
  type AdminJobRow,
  type Db,
  type DbOrTrx,
} from '@goi/db';
import { AdminError } from './admin-error';
import { recordAudit } from './audit';
import { optionalDeckRef, userRef } from './deck-ref';

export function toAdminJob(row: AdminJobRow): AdminJob {
  return {
    jobId: row.jobId,
    type: row.type,
    status: row.status,
    progress: row.progress,
    step: row.step,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    error: row.error,
    deck: optionalDeckRef({
      deckId: row.deckId,
      originalTitle: row.deckOriginalTitle,
      romajiTitle: row.deckRomajiTitle,
      englishTitle: row.deckEnglishTitle,
      mediaType: row.deckMediaType,
    }),
    queuedBy: userRef(row.queuedBy, row.queuedByName),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
    resultDeckId: row.resultDeckId,
  };
}

export async function listAdminJobs(db: DbOrTrx, query: JobsQuery): Promise<JobsPage> {
  const filter = { status: query.status, type: query.type || undefined };
  const rows = await findAdminJobs(db, { ...filter, offset: query.offset, limit: query.limit });
  return {
    data: rows.map(toAdminJob),
    totalItems: await countAdminJobs(db, filter),
    offset: query.offset,
    limit: query.limit,
  };
}

export async function getAdminJob(db: DbOrTrx, jobId: number): Promise<AdminJob> {
  const row = await findAdminJob(db, jobId);
  if (!row) throw new AdminError('not-found', `Job ${jobId} does not exist`, 'id');
  return toAdminJob(row);
}

/** Retry (failed or cancelled) or cancel (queued); 409 when the job is in another state. */
export async function changeJob(
  db: Db,
  jobId: number,
  action: 'retry' | 'cancel',
  userId: string | null,
): Promise<AdminJob> {
  const job = await getAdminJob(db, jobId);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const changed =
      action === 'retry'
        ? await requeueJob(trx, jobId, now)
        : await cancelQueuedJob(trx, jobId, now);
    if (!changed)
      throw new AdminError(
        'conflict',
        action === 'retry'
          ? `Job ${jobId} is ${job.status}: only a failed or cancelled job can be retried`
          : `Job ${jobId} is ${job.status}: only a queued job can be cancelled`,
        'id',
      );
    await recordAudit(trx, {
      userId,
      action: `${action}-job`,
      deckId: job.deck?.deckId ?? null,
      detail: `${action === 'retry' ? 'Retried' : 'Cancelled'} job ${jobId} (${job.type})`,
    });
  });
  return getAdminJob(db, jobId);
}
