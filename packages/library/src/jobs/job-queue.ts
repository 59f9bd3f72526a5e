/** Putting jobs on the durable queue and reading them back (the worker is in job-worker.ts). */
import { findJob, findJobs, fromJson, insertJob, toJson, type DbOrTrx, type JobRow } from '@goi/db';
import type { Job, JobStatus } from './types';

/** A job whose worker died this many times (its lease expired each time) is marked failed. */
export const DEFAULT_MAX_ATTEMPTS = 3;

export async function enqueueJob(
  db: DbOrTrx,
  type: string,
  payload: unknown,
  options: { maxAttempts?: number } = {},
): Promise<number> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!type.trim()) throw new Error('enqueueJob: type must not be empty');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`enqueueJob: maxAttempts must be a positive integer, got ${maxAttempts}`);
  const json = toJson(payload ?? null);
  return insertJob(db, { type, payload: json, maxAttempts, now: new Date().toISOString() });
}

export async function getJob(db: DbOrTrx, jobId: number): Promise<Job | undefined> {
  const row = await findJob(db, jobId);
  return row && toJob(row);
}

export async function listJobs(
  db: DbOrTrx,
  filter: { status?: JobStatus; type?: string; limit?: number; offset?: number } = {},
): Promise<Job[]> {
  return (await findJobs(db, filter)).map(toJob);
}

export function toJob(row: JobRow): Job {
  return {
    jobId: row.jobId,
    type: row.type,
    status: row.status,
    progress: row.progress,
    step: row.step,
    error: row.error,
    payload: fromJson<unknown>(row.payload),
    result: fromJson<unknown>(row.result),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
