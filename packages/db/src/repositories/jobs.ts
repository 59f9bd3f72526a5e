/**
 * The jobs table as a queue. Claiming is one UPDATE … WHERE job_id = (SELECT …) RETURNING, which
 * is atomic on both dialects: SQLite runs one writer at a time, and on PostgreSQL the inner
 * SELECT skips rows another worker has locked while the outer WHERE re-checks that the job is
 * still claimable once the row lock is held. A claim is a lease: a worker that dies stops
 * renewing it, and once it has expired another worker may claim the job again.
 */
import { SqliteAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../connection';
import type { Database, JobRow, JobStatus } from '../schema';

export interface NewJobRecord {
  type: string;
  /** JSON text. */
  payload: string;
  maxAttempts: number;
  /** ISO timestamp. */
  now: string;
}

export async function insertJob(db: DbOrTrx, job: NewJobRecord): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      type: job.type,
      payload: job.payload,
      status: 'queued',
      progress: 0,
      step: '',
      attempts: 0,
      maxAttempts: job.maxAttempts,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .returning('jobId')
    .executeTakeFirstOrThrow();
  return row.jobId;
}

export async function findJob(db: DbOrTrx, jobId: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('jobId', '=', jobId).executeTakeFirst();
}

export interface JobListFilter {
  status?: JobStatus | undefined;
  type?: string | undefined;
  /** Newest first; default 50. */
  limit?: number | undefined;
  offset?: number | undefined;
}

export async function findJobs(db: DbOrTrx, filter: JobListFilter = {}): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query
    .orderBy('jobId', 'desc')
    .limit(filter.limit ?? 50)
    .offset(filter.offset ?? 0)
    .execute();
}

export interface ClaimOptions {
  owner: string;
  /** ISO timestamps: now, and when the new lease runs out. */
  now: string;
  leaseExpiresAt: string;
  /** Only jobs of these types (the handlers this worker has). */
  types: readonly string[];
}

/**
 * Fails the running jobs whose lease expired after their last allowed attempt: the worker
 * that held them died (or hung) every time. Returns their ids.
 */
export async function failAbandonedJobs(db: DbOrTrx, now: string): Promise<number[]> {
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      error: sql<string>`'The worker stopped before finishing (lease expired) on each of its ' || cast(attempts as text) || ' attempts; last step: ' || step`,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where('status', '=', 'running')
    .where('leaseExpiresAt', '<', now)
    .whereRef('attempts', '>=', 'maxAttempts')
    .returning('jobId')
    .execute();
  return rows.map((row) => row.jobId);
}

/** Claims the oldest claimable job of the given types, or returns undefined. */
export async function claimNextJob(
  db: DbOrTrx,
  options: ClaimOptions,
): Promise<JobRow | undefined> {
  if (options.types.length === 0) return undefined;
  const postgres = !isSqlite(db);
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      leaseOwner: options.owner,
      leaseExpiresAt: options.leaseExpiresAt,
      error: null,
      updatedAt: options.now,
    }))
    .where((eb) => {
      let candidate = eb
        .selectFrom('jobs')
        .select('jobId')
        .where('type', 'in', options.types)
        .where((inner) => claimable(inner, options.now))
        .orderBy('jobId')
        .limit(1);
      if (postgres) candidate = candidate.forUpdate().skipLocked();
      return eb('jobId', '=', candidate);
    })
    .where((eb) => claimable(eb, options.now))
    .returningAll()
    .executeTakeFirst();
}

function claimable(eb: ExpressionBuilder<Database, 'jobs'>, now: string) {
  return eb.or([
    eb('status', '=', 'queued'),
    eb.and([
      eb('status', '=', 'running'),
      eb('leaseExpiresAt', '<', now),
      eb('attempts', '<', eb.ref('maxAttempts')),
    ]),
  ]);
}

function isSqlite(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export interface LeaseUpdate {
  owner: string;
  now: string;
  leaseExpiresAt: string;
  progress?: number;
  step?: string;
}

/**
 * Renews the lease (and records progress) while the owner still holds the job. Returns false
 * when it does not any more (its lease expired and another worker took the job over).
 */
export async function renewJobLease(
  db: DbOrTrx,
  jobId: number,
  update: LeaseUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      leaseExpiresAt: update.leaseExpiresAt,
      updatedAt: update.now,
      ...(update.progress === undefined ? {} : { progress: update.progress }),
      ...(update.step === undefined ? {} : { step: update.step }),
    })
    .where('jobId', '=', jobId)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', update.owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface JobOutcome {
  owner: string;
  now: string;
  status: 'succeeded' | 'failed';
  /** JSON text of the result when it succeeded. */
  result?: string | null;
  error?: string | null;
  /** JSON text that replaces the payload (the job's input is not kept once it has ended). */
  payload?: string;
}

/** Records how a job ended, if the owner still holds it. */
export async function finishJob(db: DbOrTrx, jobId: number, outcome: JobOutcome): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
      ...(outcome.status === 'succeeded' ? { progress: 100 } : {}),
      ...(outcome.payload !== undefined ? { payload: outcome.payload } : {}),
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: outcome.now,
      finishedAt: outcome.now,
    })
    .where('jobId', '=', jobId)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', outcome.owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts a running job back on the queue without counting the attempt: its worker is shutting
 * down cleanly and the next one should start it afresh.
 */
export async function releaseJob(
  db: DbOrTrx,
  jobId: number,
  owner: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: now,
    }))
    .where('jobId', '=', jobId)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The ids of queued jobs of the given types, oldest first: what the distributed mode's dispatcher
 * hands to BullMQ. Only committed rows are seen, so a job queued inside a transaction is
 * dispatched once that transaction has committed (never before, never if it rolled back).
 */
export async function findQueuedJobIds(
  db: DbOrTrx,
  options: { types: readonly string[]; limit: number },
): Promise<number[]> {
  if (options.types.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('jobId')
    .where('status', '=', 'queued')
    .where('type', 'in', options.types)
    .orderBy('jobId')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.jobId);
}

/**
 * Claims one given job for `owner` (the distributed mode, where BullMQ decides which worker runs
 * which job): a queued job, or a running one whose lease has expired (its worker died), while it
 * has attempts left. Returns undefined otherwise: the job has ended or was cancelled, has no
 * attempts left (`failAbandonedJob` then records why), or is held by a live worker.
 */
export async function claimJobById(
  db: DbOrTrx,
  jobId: number,
  options: Omit<ClaimOptions, 'types'>,
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      leaseOwner: options.owner,
      leaseExpiresAt: options.leaseExpiresAt,
      error: null,
      updatedAt: options.now,
    }))
    .where('jobId', '=', jobId)
    .where((eb) => claimable(eb, options.now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Fails one running job that has used all its attempts (its workers died each time); the
 * distributed mode's counterpart of `failAbandonedJobs`. True when it was failed here.
 */
export async function failAbandonedJob(db: DbOrTrx, jobId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      error: sql<string>`'The worker stopped before finishing on each of its ' || cast(attempts as text) || ' attempts; last step: ' || step`,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: now,
      finishedAt: now,
    })
    .where('jobId', '=', jobId)
    .where('status', '=', 'running')
    .where('leaseExpiresAt', '<', now)
    .whereRef('attempts', '>=', 'maxAttempts')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
