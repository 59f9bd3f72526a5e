/**
 * Ranks follow the library: every change to it (an ingest, a re-parse) asks for one
 * recomputation on the job queue, which a worker runs after the change has committed.
 */
import type { Db, DbOrTrx } from '@goi/db';
import { enqueueJob, listJobs, type Job, type JobHandler } from '../jobs';
import { recomputeFrequencies } from './recompute-frequencies';

export const RECOMPUTE_FREQUENCIES_JOB = 'recompute-frequencies';

/** The recomputation waiting on the queue, if any (a running one does not count). */
export async function findQueuedRecompute(db: DbOrTrx): Promise<Job | undefined> {
  const [queued] = await listJobs(db, {
    status: 'queued',
    type: RECOMPUTE_FREQUENCIES_JOB,
    limit: 1,
  });
  return queued;
}

/**
 * Queues a recomputation unless one is already waiting; returns its job id, or undefined when
 * the waiting one will do. A running one does not count: it may have read the library before
 * this change.
 */
export async function requestFrequencyRecompute(db: DbOrTrx): Promise<number | undefined> {
  if (await findQueuedRecompute(db)) return undefined;
  return enqueueJob(db, RECOMPUTE_FREQUENCIES_JOB, null);
}

export function frequencyJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    [RECOMPUTE_FREQUENCIES_JOB]: async (_payload, { reportProgress }) => {
      let reported = Promise.resolve();
      const result = await recomputeFrequencies(db, {
        // Progress also renews the job's lease; keep the reports in order and surface a failure.
        onProgress: ({ step, done, total }) => {
          reported = reported.then(() =>
            reportProgress(total > 0 ? (100 * done) / total : 0, `Frequency ranks: ${step}`),
          );
        },
      });
      await reported;
      return result;
    },
  };
}
