/**
 * The job queue as administrators see it: who queued a job and for which deck, filtered pages,
 * counts by status, cancel (queued only) and retry (failed or cancelled only).
 */
import type { DbOrTrx } from '../connection';
import type { JobStatus } from '../schema';

export interface AdminJobFilter {
  status?: JobStatus | undefined;
  type?: string | undefined;
  offset: number;
  limit: number;
}

function adminJobQuery(db: DbOrTrx) {
  return db
    .selectFrom('jobs')
    .leftJoin('users', 'users.userId', 'jobs.queuedBy')
    .leftJoin('decks', (join) =>
      join.on((eb) => eb('decks.deckId', '=', eb.fn.coalesce('jobs.deckId', 'jobs.resultDeckId'))),
    )
    .select([
      'jobs.jobId',
      'jobs.type',
      'jobs.status',
      'jobs.progress',
      'jobs.step',
      'jobs.attempts',
      'jobs.maxAttempts',
      'jobs.error',
      'jobs.createdAt',
      'jobs.updatedAt',
      'jobs.finishedAt',
      'jobs.resultDeckId',
      'jobs.queuedBy',
      'users.username as queuedByName',
      'decks.deckId as deckId',
      'decks.originalTitle as deckOriginalTitle',
      'decks.romajiTitle as deckRomajiTitle',
      'decks.englishTitle as deckEnglishTitle',
      'decks.mediaType as deckMediaType',
    ]);
}

export type AdminJobRow = Awaited<ReturnType<typeof findAdminJob>> & object;

/** Every job of one type with its state and raw payload (the upload sweep reads the folders). */
export async function findJobPayloadsOfType(db: DbOrTrx, type: string) {
  return db
    .selectFrom('jobs')
    .select(['jobId', 'status', 'finishedAt', 'updatedAt', 'payload'])
    .where('type', '=', type)
    .execute();
}

export async function findAdminJob(db: DbOrTrx, jobId: number) {
  return adminJobQuery(db).where('jobs.jobId', '=', jobId).executeTakeFirst();
}

export async function findAdminJobs(db: DbOrTrx, filter: AdminJobFilter) {
  let query = adminJobQuery(db);
  if (filter.status) query = query.where('jobs.status', '=', filter.status);
  if (filter.type) query = query.where('jobs.type', '=', filter.type);
  return query.orderBy('jobs.jobId', 'desc').limit(filter.limit).offset(filter.offset).execute();
}

export async function countAdminJobs(
  db: DbOrTrx,
  filter: Pick<AdminJobFilter, 'status' | 'type'>,
): Promise<number> {
  let query = db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('type', '=', filter.type);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countJobsByStatus(db: DbOrTrx): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Who queued the job and which deck it is about (set right after `insertJob`, same transaction). */
export async function setJobOrigin(
  db: DbOrTrx,
  jobId: number,
  origin: { queuedBy: string | null; deckId: number | null },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ queuedBy: origin.queuedBy, deckId: origin.deckId })
    .where('jobId', '=', jobId)
    .execute();
}

/**
 * The deck an ingest job wrote, recorded in the transaction that wrote it; the audit entries of
 * the job (the add that queued it) are given the deck too.
 */
export async function setJobResultDeck(db: DbOrTrx, jobId: number, deckId: number): Promise<void> {
  await db.updateTable('jobs').set({ resultDeckId: deckId }).where('jobId', '=', jobId).execute();
  await db
    .updateTable('auditLog')
    .set({ deckId })
    .where('jobId', '=', jobId)
    .where('deckId', 'is', null)
    .execute();
}

export async function findJobResultDeck(db: DbOrTrx, jobId: number): Promise<number | null> {
  const row = await db
    .selectFrom('jobs')
    .innerJoin('decks', 'decks.deckId', 'jobs.resultDeckId')
    .select('decks.deckId')
    .where('jobs.jobId', '=', jobId)
    .executeTakeFirst();
  return row?.deckId ?? null;
}

/** Cancels a queued job; false when it is not queued (any more). */
export async function cancelQueuedJob(db: DbOrTrx, jobId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', finishedAt: now, updatedAt: now, step: 'Cancelled' })
    .where('jobId', '=', jobId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a failed or cancelled job back on the queue with fresh attempts; false otherwise. */
export async function requeueJob(db: DbOrTrx, jobId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: 0,
      progress: 0,
      step: '',
      error: null,
      finishedAt: null,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: now,
    })
    .where('jobId', '=', jobId)
    .where('status', 'in', ['failed', 'cancelled'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
