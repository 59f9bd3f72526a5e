/**
 * The distributed mode's job worker: BullMQ on Redis decides which worker process runs which job
 * (dispatch, concurrency, stall recovery), while the jobs table stays the record of every job
 * (status, progress, step, error, result: what the admin job view reads in both modes) and of who
 * holds it. See docs/decisions/005-jobs-on-bullmq.md.
 *
 * - `enqueueJob` is unchanged: it inserts a 'queued' row, often inside the transaction of the
 *   write that asks for the job. A dispatcher here pushes committed 'queued' rows to BullMQ with
 *   the job id as BullMQ's job id, so pushing one twice (several dispatchers, every poll) adds it
 *   once, and a row of a rolled-back transaction is never seen.
 * - A BullMQ job claims its row (`claimJobById`) and runs the handler as the embedded worker does
 *   (run-claimed-job.ts). A worker killed mid-job stops renewing its BullMQ lock and its lease;
 *   BullMQ's stall check hands the job to another worker, which takes the row over once the
 *   lease has expired (one more attempt; until then BullMQ retries after a pause), and the old
 *   holder, if it was only slow, loses its lease and stops. Past `maxAttempts` the row fails.
 *   A row run outside BullMQ (`goi add-media` in its own process) is held by its lease too.
 * - Stopping (SIGTERM) aborts the running handlers: their rows go back to 'queued' (the attempt
 *   is not counted), their BullMQ jobs complete, and the dispatcher hands the rows out again.
 */
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { claimJobById, failAbandonedJob, findJob, findQueuedJobIds, type DbOrTrx } from '@goi/db';
import {
  JobReleasedError,
  runClaimedJob,
  type JobOutcomeReport,
  type RunningJob,
} from './run-claimed-job';
import type { JobHandler } from './types';

/** The BullMQ queue every process of one installation shares (under the key prefix). */
export const BULL_QUEUE_NAME = 'jobs';

export interface BullJobWorkerOptions {
  /** `redis://…` */
  redisUrl: string;
  /** Prefix of every Redis key, so installations (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Jobs this process runs at once; default 1 (parsing is CPU-bound). */
  concurrency?: number;
  /**
   * How long a job stays with a worker that stopped answering (BullMQ's lock, renewed while the
   * worker lives; also the lease in the jobs table); default 30 s.
   */
  leaseMs?: number;
  /** Pause between looks for newly queued rows; default 500 ms. */
  dispatchMs?: number;
  owner?: string;
  onError?: (error: unknown) => void;
  onEnded?: (outcome: JobOutcomeReport) => void;
}

export interface BullJobWorker {
  start(): void;
  /** Stops dispatching, hands the running jobs back to the queue, closes the connections. */
  stop(): Promise<void>;
}

interface BullJobData {
  jobId: number;
}

/** BullMQ refuses integer job ids; the row's id, prefixed, is the idempotency key. */
export function bullJobId(jobId: number): string {
  return `job-${jobId}`;
}

/** How a row is put on BullMQ (by the dispatcher; tests redeliver a job the same way). */
export function bullJobOptions(jobId: number, leaseMs: number) {
  return {
    jobId: bullJobId(jobId),
    removeOnComplete: true,
    removeOnFail: true,
    // A job held by another worker is tried again until it is free or has ended.
    attempts: 1_000_000,
    backoff: { type: 'fixed' as const, delay: Math.max(100, Math.floor(leaseMs / 2)) },
  };
}

export function createBullJobWorker(
  db: DbOrTrx,
  handlers: Record<string, JobHandler>,
  options: BullJobWorkerOptions,
): BullJobWorker {
  const leaseMs = options.leaseMs ?? 30_000;
  const dispatchMs = options.dispatchMs ?? 500;
  const owner = options.owner ?? `worker-${randomUUID()}`;
  const types = Object.keys(handlers);
  const clock = () => new Date();
  const onError = (error: unknown) => options.onError?.(error);
  // BullMQ's blocking reads need `maxRetriesPerRequest: null` (it retries them itself).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<BullJobData>(BULL_QUEUE_NAME, {
    connection,
    prefix: options.keyPrefix,
  });
  queue.on('error', onError);
  const running = new Set<RunningJob>();
  let worker: Worker<BullJobData> | undefined;
  let dispatcher: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function runBullJob(jobId: number): Promise<void> {
    const now = clock().toISOString();
    const row = await claimJobById(db, jobId, {
      owner,
      now,
      leaseExpiresAt: new Date(Date.now() + leaseMs).toISOString(),
    });
    if (!row) {
      // Out of attempts: record why. Ended or cancelled: nothing to run.
      if (await failAbandonedJob(db, jobId, now)) return;
      const current = await findJob(db, jobId);
      // Held by a live worker (e.g. `goi add-media` running it in its own process), or by a dead
      // one whose lease has not quite run out: BullMQ tries again after a pause.
      if (current?.status === 'running')
        throw new Error(`Job ${jobId} is held by ${current.leaseOwner ?? 'another worker'}`);
      return;
    }
    const run = runClaimedJob(db, row, handlers[row.type], {
      owner,
      leaseMs,
      now: clock,
      onError,
      onEnded: options.onEnded,
    });
    running.add(run);
    try {
      await run.done;
    } finally {
      running.delete(run);
    }
  }

  async function dispatch(): Promise<void> {
    const ids = await findQueuedJobIds(db, { types, limit: 100 });
    if (ids.length === 0) return;
    await queue.addBulk(
      ids.map((jobId) => ({
        name: 'job',
        data: { jobId },
        opts: bullJobOptions(jobId, leaseMs),
      })),
    );
  }

  function scheduleDispatch(): void {
    if (stopped) return;
    dispatcher = setTimeout(() => {
      dispatch().catch(onError).finally(scheduleDispatch);
    }, dispatchMs);
  }

  return {
    start() {
      if (worker || stopped) return;
      worker = new Worker<BullJobData>(BULL_QUEUE_NAME, (job) => runBullJob(job.data.jobId), {
        connection,
        prefix: options.keyPrefix,
        concurrency: options.concurrency ?? 1,
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        // The jobs table counts attempts (maxAttempts); BullMQ must never give up on its own.
        maxStalledCount: 1_000_000,
      });
      worker.on('error', onError);
      scheduleDispatch();
    },
    async stop() {
      stopped = true;
      clearTimeout(dispatcher);
      for (const run of running)
        run.controller.abort(new JobReleasedError('The worker is stopping'));
      await worker?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
