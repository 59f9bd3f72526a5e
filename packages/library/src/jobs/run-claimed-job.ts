/**
 * Running one job a worker has claimed, shared by both queues (the embedded poller in
 * job-worker.ts and BullMQ in bull-job-worker.ts): the handler runs while the job's lease in the
 * jobs table is renewed (a heartbeat, plus every progress report); the outcome is recorded there,
 * which is what the admin job view reads in both modes. A worker that lost its lease (another
 * took the job over) has its handler aborted and records nothing.
 */
import {
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

/** Aborts a handler because its worker is stopping: the job goes back on the queue. */
export class JobReleasedError extends Error {}

export interface RunClaimedJobOptions {
  owner: string;
  leaseMs: number;
  now: () => Date;
  onError?: ((error: unknown) => void) | undefined;
  /** Told how each run ended (metrics). */
  onEnded?: ((outcome: JobOutcomeReport) => void) | undefined;
}

export interface JobOutcomeReport {
  jobId: number;
  type: string;
  /** The job's input (a user's job names its `userId`: their known words may have moved). */
  payload: unknown;
  status: 'succeeded' | 'failed' | 'released';
  durationMs: number;
}

/** A claimed job being run: abort it with a `JobReleasedError` to hand it back. */
export interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

export function runClaimedJob(
  db: DbOrTrx,
  job: JobRow,
  handler: JobHandler | undefined,
  options: RunClaimedJobOptions,
): RunningJob {
  const controller = new AbortController();
  return { controller, done: run(db, job, handler, options, controller) };
}

async function run(
  db: DbOrTrx,
  job: JobRow,
  handler: JobHandler | undefined,
  options: RunClaimedJobOptions,
  controller: AbortController,
): Promise<void> {
  const { owner, leaseMs } = options;
  const now = () => options.now().toISOString();
  const leaseUntil = () => new Date(options.now().getTime() + leaseMs).toISOString();
  const started = Date.now();
  const ended = (status: JobOutcomeReport['status']) =>
    options.onEnded?.({
      jobId: job.jobId,
      type: job.type,
      payload: fromJson<unknown>(job.payload),
      status,
      durationMs: Date.now() - started,
    });
  const fail = async (error: string) => {
    // When the lease was lost, finishJob changes nothing: the new holder decides.
    await finishJob(db, job.jobId, {
      owner,
      now: now(),
      payload: endedPayloadJson(job.payload, 'failed'),
      status: 'failed',
      error,
    });
    ended('failed');
  };
  if (!handler) return fail(`No handler for job type "${job.type}"`);

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
    ended('succeeded');
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof JobReleasedError) {
      await releaseJob(db, job.jobId, owner, now());
      ended('released');
      return;
    }
    await fail(errorMessage(error));
  } finally {
    clearInterval(heartbeat);
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
