import { claimJobById, findJob, requeueJob } from '@goi/db';
import { describeEachDialect, testRedisUrl, uniqueRedisPrefix } from '@goi/db/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, expect, it } from 'vitest';
import {
  BULL_QUEUE_NAME,
  bullJobOptions,
  createBullJobWorker,
  type BullJobWorker,
} from './bull-job-worker';
import { enqueueJob, getJob } from './job-queue';
import type { Job, JobHandler } from './types';

/** Polls the job until `done` says so (BullMQ runs it in the background). */
async function waitForJob(
  read: () => Promise<Job | undefined>,
  done: (job: Job) => boolean,
  timeoutMs = 10_000,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await read();
    if (job && done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job not done in time: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ended = (job: Job) => job.status !== 'queued' && job.status !== 'running';

describeEachDialect('BullMQ job worker', (database) => {
  const workers: BullJobWorker[] = [];
  const prefix = uniqueRedisPrefix();
  function startWorker(handlers: Record<string, JobHandler>, leaseMs = 30_000) {
    const worker = createBullJobWorker(database().db, handlers, {
      redisUrl: testRedisUrl(),
      keyPrefix: prefix,
      dispatchMs: 50,
      leaseMs,
    });
    workers.push(worker);
    worker.start();
    return worker;
  }
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('runs a queued job once and records progress, step and result in the jobs table', async () => {
    const { db } = database();
    const calls: unknown[] = [];
    startWorker({
      double: async (payload, context) => {
        calls.push(payload);
        await context.reportProgress(50, 'halfway');
        return { value: (payload as { value: number }).value * 2 };
      },
    });
    const jobId = await enqueueJob(db, 'double', { value: 21 });
    const job = await waitForJob(() => getJob(db, jobId), ended);
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: 100,
      step: 'halfway',
      result: { value: 42 },
      attempts: 1,
    });
    expect(calls).toEqual([{ value: 21 }]);
  });

  it('never runs a job queued in a transaction that rolled back', async () => {
    const { db } = database();
    const ran: number[] = [];
    startWorker({ note: (payload) => Promise.resolve(ran.push(payload as number)) });
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, 'note', 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await enqueueJob(db, 'note', 2);
    await waitForJob(() => getJob(db, kept), ended);
    expect(ran).toEqual([2]);
  });

  it('records a throwing handler as failed, and runs the job again after an admin retry', async () => {
    const { db } = database();
    let calls = 0;
    startWorker({
      flaky: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('first time fails')) : Promise.resolve('ok');
      },
    });
    const jobId = await enqueueJob(db, 'flaky', null);
    expect(await waitForJob(() => getJob(db, jobId), ended)).toMatchObject({
      status: 'failed',
      error: 'first time fails',
    });
    expect(await requeueJob(db, jobId, new Date().toISOString())).toBe(true);
    expect(await waitForJob(() => getJob(db, jobId), ended)).toMatchObject({
      status: 'succeeded',
      result: 'ok',
    });
    expect(calls).toBe(2);
  });

  it('puts the running job back on the queue when stopped, and another worker finishes it', async () => {
    const { db } = database();
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const first = startWorker({
      slow: (_payload, context) =>
        new Promise((_resolve, reject) => {
          started();
          context.signal.addEventListener('abort', () => reject(context.signal.reason as Error));
        }),
    });
    const jobId = await enqueueJob(db, 'slow', null);
    await hasStarted;
    await first.stop();
    const released = await findJob(db, jobId);
    expect(released).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
    startWorker({ slow: () => Promise.resolve('finished') });
    expect(await waitForJob(() => getJob(db, jobId), ended)).toMatchObject({
      status: 'succeeded',
      result: 'finished',
      attempts: 1,
    });
  });

  /** What BullMQ's stall check does for a job whose worker died: hands it out again. */
  async function redeliver(jobId: number) {
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(BULL_QUEUE_NAME, { connection, prefix });
    await queue.add('job', { jobId }, bullJobOptions(jobId, 400));
    await queue.close();
    connection.disconnect();
  }

  it('takes over a job whose worker died, counting the attempt; fails it past maxAttempts', async () => {
    const { db } = database();
    const now = new Date().toISOString();
    const lease = {
      owner: 'dead-worker',
      now,
      leaseExpiresAt: new Date(Date.now() + 300).toISOString(),
    };
    const second = await enqueueJob(db, 'work', 'second try', { maxAttempts: 2 });
    const last = await enqueueJob(db, 'work', 'no tries left', { maxAttempts: 1 });
    expect(await claimJobById(db, second, lease)).toMatchObject({ attempts: 1 });
    expect(await claimJobById(db, last, lease)).toMatchObject({ attempts: 1 });
    // Held by a live worker: nobody else may claim it.
    expect(await claimJobById(db, second, { ...lease, owner: 'other' })).toBeUndefined();
    const ran: unknown[] = [];
    // BullMQ hands them out while the dead worker's lease still runs: tried again after it.
    startWorker({ work: (payload) => Promise.resolve(ran.push(payload)) }, 400);
    await redeliver(second);
    await redeliver(last);
    expect(await waitForJob(() => getJob(db, second), ended)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });
    const failed = await waitForJob(() => getJob(db, last), ended);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/stopped before finishing on each of its 1 attempts/);
    expect(ran).toEqual(['second try']);
  });
});
