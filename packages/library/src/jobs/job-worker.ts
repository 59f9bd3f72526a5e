/**
 * An in-process worker over the jobs table. It claims one job at a time with a lease, renews the
 * lease while the handler runs (a heartbeat, plus every progress report), and records the
 * outcome. A worker that is killed simply stops renewing: once the lease has expired another
 * worker (or this one after a restart) claims the job again, up to its `maxAttempts`; after that
 * the job is marked failed with the reason.
 */
import { randomUUID } from 'node:crypto';
import {
  claimNextJob,
  failAbandonedJobs,
  finishJob,
  fromJson,
  releaseJob,
  renewJobLease,
  toJson,
  type DbOrTrx,
  type JobRow,
} from '@goi/db';
import { endedPayloadJson } from './ended-payload';
import type { JobHandler } from './types';

export interface JobWorkerOptions {
  /** How long a claim lasts without renewal; default 60 s. */
  leaseMs?: number;
  /** Pause between polls when the queue is empty; default 1 s. */
  pollMs?: number;
  /** Identifies this worker in `lease_owner`; default a random id. */
  owner?: string;
  /** The clock (tests move it forward to expire leases). */
  now?: () => Date;
  /** Told about errors of the worker itself (a lost database connection), not of handlers. */
  onError?: (error: unknown) => void;
}

export interface JobWorker {
  /** Runs jobs until `stop()`; returns at once (the loop runs in the background). */
  start(): void;
  /** Stops polling, aborts the running handler and puts its job back on the queue. */
  stop(): Promise<void>;
  /** Claims and runs one job; false when there was none to run. */
  runOnce(): Promise<boolean>;
}

class JobReleasedError extends Error {}

export function createJobWorker(
  db: DbOrTrx,
  handlers: Record<string, JobHandler>,
  options: JobWorkerOptions = {},
): JobWorker {
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1000;
  const owner = options.owner ?? `worker-${randomUUID()}`;
  const clock = options.now ?? (() => new Date());
  const types = Object.keys(handlers);
  const now = () => clock().toISOString();
  const leaseUntil = () => new Date(clock().getTime() + leaseMs).toISOString();

  let running = false;
  let loop: Promise<void> | undefined;
  let current: AbortController | undefined;
  let wake: (() => void) | undefined;

  async function runJob(job: JobRow, handler: JobHandler): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const renew = async (progress?: { percent: number; step: string }) => {
      const held = await renewJobLease(db, job.jobId, {
        owner,
        now: now(),
        leaseExpiresAt: leaseUntil(),
        ...(progress && {
          progress: Math.min(100, Math.max(0, progress.percent)),
          step: progress.step,
        }),
      });
      if (!held && !controller.signal.aborted)
        controller.abort(new Error(`Job ${job.jobId} was taken over: its lease expired`));
    };
    const heartbeat = setInterval(() => {
      renew().catch((error: unknown) => options.onError?.(error));
    }, leaseMs / 3);
    try {
      const result = await handler(fromJson<unknown>(job.payload), {
        jobId: job.jobId,
        reportProgress: (percent, step) => renew({ percent, step }),
        signal: controller.signal,
      });
      if (controller.signal.aborted) throw controller.signal.reason;
      await finishJob(db, job.jobId, {
        owner,
        now: now(),
        payload: endedPayloadJson(job.payload, 'succeeded'),
        status: 'succeeded',
        result: toJson(result ?? null),
      });
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason instanceof JobReleasedError) {
        await releaseJob(db, job.jobId, owner, now());
        return;
      }
      // When the lease was lost, finishJob changes nothing: the new holder decides.
      await finishJob(db, job.jobId, {
        owner,
        now: now(),
        payload: endedPayloadJson(job.payload, 'failed'),
        status: 'failed',
        error: errorMessage(error),
      });
    } finally {
      clearInterval(heartbeat);
      current = undefined;
    }
  }

  async function runOnce(): Promise<boolean> {
    await failAbandonedJobs(db, now());
    const job = await claimNextJob(db, { owner, now: now(), leaseExpiresAt: leaseUntil(), types });
    if (!job) return false;
    const handler = handlers[job.type];
    if (!handler) {
      await finishJob(db, job.jobId, {
        owner,
        now: now(),
        payload: endedPayloadJson(job.payload, 'failed'),
        status: 'failed',
        error: `No handler for job type "${job.type}"`,
      });
      return true;
    }
    await runJob(job, handler);
    return true;
  }

  async function runLoop(): Promise<void> {
    while (running) {
      let ran = false;
      try {
        ran = await runOnce();
      } catch (error) {
        options.onError?.(error);
      }
      if (!ran && running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    async stop() {
      running = false;
      current?.abort(new JobReleasedError('The worker is stopping'));
      wake?.();
      await loop;
      loop = undefined;
    },
    runOnce,
  };
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
