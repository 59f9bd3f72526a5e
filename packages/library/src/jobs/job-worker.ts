/**
 * An in-process worker over the jobs table. It claims one job at a time with a lease, renews the
 * lease while the handler runs (a heartbeat, plus every progress report), and records the
 * outcome. A worker that is killed simply stops renewing: once the lease has expired another
 * worker (or this one after a restart) claims the job again, up to its `maxAttempts`; after that
 * the job is marked failed with the reason.
 */
import { randomUUID } from 'node:crypto';
import { claimNextJob, failAbandonedJobs, type DbOrTrx } from '@goi/db';
import { JobReleasedError, runClaimedJob, type JobOutcomeReport } from './run-claimed-job';
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
  /** Told how each run ended, and how long it took (the metrics' job durations). */
  onEnded?: (outcome: JobOutcomeReport) => void;
}

export interface JobWorker {
  /** Runs jobs until `stop()`; returns at once (the loop runs in the background). */
  start(): void;
  /** Stops polling, aborts the running handler and puts its job back on the queue. */
  stop(): Promise<void>;
  /** Claims and runs one job; false when there was none to run. */
  runOnce(): Promise<boolean>;
}

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

  async function runOnce(): Promise<boolean> {
    await failAbandonedJobs(db, now());
    const job = await claimNextJob(db, { owner, now: now(), leaseExpiresAt: leaseUntil(), types });
    if (!job) return false;
    const run = runClaimedJob(db, job, handlers[job.type], {
      owner,
      leaseMs,
      now: clock,
      onError: options.onError,
      onEnded: options.onEnded,
    });
    current = run.controller;
    try {
      await run.done;
    } finally {
      current = undefined;
    }
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
