import { claimNextJob, requeueJob } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { expect, it } from 'vitest';
import { enqueueJob, getJob, listJobs } from './job-queue';
import { createJobWorker } from './job-worker';
import type { JobHandler } from './types';

/** A clock the test moves forward, so that leases expire without waiting. */
function testClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let time = start;
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describeEachDialect('job queue and worker', (database) => {
  it('runs a job, records its progress, step and result', async () => {
    const { db } = database();
    const steps: string[] = [];
    const handlers: Record<string, JobHandler> = {
      double: async (payload, context) => {
        await context.reportProgress(40, 'halfway');
        steps.push((await getJob(db, jobId))!.step);
        await context.reportProgress(140, 'almost');
        const job = (await getJob(db, jobId))!;
        expect(job.progress).toBe(100);
        expect(job.status).toBe('running');
        return { value: (payload as { value: number }).value * 2 };
      },
    };
    const jobId = await enqueueJob(db, 'double', { value: 21 });
    expect((await getJob(db, jobId))!.status).toBe('queued');
    const worker = createJobWorker(db, handlers);
    expect(await worker.runOnce()).toBe(true);
    expect(steps).toEqual(['halfway']);
    const job = (await getJob(db, jobId))!;
    expect(job).toMatchObject({
      type: 'double',
      status: 'succeeded',
      progress: 100,
      step: 'almost',
      error: null,
      payload: { value: 21 },
      result: { value: 42 },
      attempts: 1,
    });
    expect(await worker.runOnce()).toBe(false);
  });

  it('drops the input of a payload when its job ends, keeping its short fields', async () => {
    const { db } = database();
    const upload = '猫\tcat\n'.repeat(10_000);
    const done = await enqueueJob(db, 'import', { userId: 'u1', text: upload, wordIds: [1, 2] });
    const broken = await enqueueJob(db, 'broken', { userId: 'u2', deckId: 7, text: upload });
    const worker = createJobWorker(db, {
      import: () => Promise.resolve({ added: 2 }),
      broken: () => Promise.reject(new Error('no')),
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    expect(await getJob(db, done)).toMatchObject({
      status: 'succeeded',
      payload: { userId: 'u1' },
    });
    expect(await getJob(db, broken)).toMatchObject({
      status: 'failed',
      payload: { userId: 'u2', deckId: 7 },
    });
  });

  it('keeps the whole payload of an ordinary failed job, so an administrator can retry it', async () => {
    const { db } = database();
    // The shape of an ingest: nested metadata and the staged texts' paths (a few hundred bytes).
    const payload = {
      metadata: { mediaType: 4, originalTitle: 'こころ', aliases: ['Kokoro'] },
      sources: [{ path: '/data/ingest/abc/1.txt', title: '上' }],
      uploadDir: '/data/ingest/abc',
    };
    const seen: unknown[] = [];
    let fail = true;
    const jobId = await enqueueJob(db, 'ingest', payload);
    const worker = createJobWorker(db, {
      ingest: (given) => {
        seen.push(given);
        return fail ? Promise.reject(new Error('disk full')) : Promise.resolve({ deckId: 1 });
      },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await getJob(db, jobId)).toMatchObject({ status: 'failed', payload });
    fail = false;
    expect(await requeueJob(db, jobId, new Date().toISOString())).toBe(true);
    expect(await worker.runOnce()).toBe(true);
    expect(seen).toEqual([payload, payload]);
    expect(await getJob(db, jobId)).toMatchObject({
      status: 'succeeded',
      payload: { uploadDir: '/data/ingest/abc' },
    });
  });

  it('marks a job failed with the handler’s error message, without retrying it', async () => {
    const { db } = database();
    let calls = 0;
    const jobId = await enqueueJob(db, 'broken', {});
    const worker = createJobWorker(db, {
      broken: () => {
        calls += 1;
        return Promise.reject(new Error('book.epub: the file is empty'));
      },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    expect(calls).toBe(1);
    expect(await getJob(db, jobId)).toMatchObject({
      status: 'failed',
      error: 'book.epub: the file is empty',
    });
  });

  it('picks up a job again once the lease of a crashed worker has expired', async () => {
    const { db } = database();
    const clock = testClock();
    const jobId = await enqueueJob(db, 'resumable', { n: 1 });
    // A worker claims the job and dies: nothing renews its lease any more.
    const claimed = await claimNextJob(db, {
      owner: 'crashed-worker',
      now: clock.now().toISOString(),
      leaseExpiresAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      types: ['resumable'],
    });
    expect(claimed?.jobId).toBe(jobId);
    const worker = createJobWorker(
      db,
      { resumable: () => Promise.resolve('done') },
      { now: clock.now, leaseMs: 60_000 },
    );
    // While the lease holds, nobody else may take the job.
    clock.advance(30_000);
    expect(await worker.runOnce()).toBe(false);
    expect((await getJob(db, jobId))!.status).toBe('running');
    clock.advance(31_000);
    expect(await worker.runOnce()).toBe(true);
    expect(await getJob(db, jobId)).toMatchObject({
      status: 'succeeded',
      result: 'done',
      attempts: 2,
    });
  });

  it('marks a job failed with its reason after its worker died on every attempt', async () => {
    const { db } = database();
    const clock = testClock();
    const jobId = await enqueueJob(db, 'doomed', {}, { maxAttempts: 2 });
    let ran = false;
    const worker = createJobWorker(
      db,
      {
        doomed: () => {
          ran = true;
          return Promise.resolve();
        },
      },
      { now: clock.now, leaseMs: 1000 },
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimed = await claimNextJob(db, {
        owner: `crashed-${attempt}`,
        now: clock.now().toISOString(),
        leaseExpiresAt: new Date(clock.now().getTime() + 1000).toISOString(),
        types: ['doomed'],
      });
      expect(claimed?.jobId).toBe(jobId);
      clock.advance(2000);
    }
    expect(await worker.runOnce()).toBe(false);
    expect(ran).toBe(false);
    const job = (await getJob(db, jobId))!;
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(2);
    expect(job.error).toMatch(/lease expired.*2 attempts/);
  });

  it('never gives one job to two workers claiming at the same time', async () => {
    const { db } = database();
    const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(db, 'race', { n })));
    const owners = ['a', 'b', 'c', 'd', 'e'];
    const now = new Date().toISOString();
    const claims = await Promise.all(
      owners.map((owner) =>
        claimNextJob(db, {
          owner,
          now,
          leaseExpiresAt: new Date(Date.now() + 60_000).toISOString(),
          types: ['race'],
        }),
      ),
    );
    const claimedIds = claims.flatMap((job) => (job ? [job.jobId] : []));
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    // Concurrent inserts may take their serial ids in any order on PostgreSQL.
    expect(claimedIds.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('fails a job of a type with no handler, and lists jobs newest first', async () => {
    const { db } = database();
    const jobId = await enqueueJob(db, 'unknown-type', {});
    // A worker only claims the types it has handlers for…
    expect(await createJobWorker(db, { other: () => Promise.resolve() }).runOnce()).toBe(false);
    expect((await getJob(db, jobId))!.status).toBe('queued');
    const listed = await listJobs(db, { type: 'unknown-type' });
    expect(listed.map((job) => job.jobId)).toEqual([jobId]);
    expect(
      (await listJobs(db, { status: 'succeeded' })).every((j) => j.status === 'succeeded'),
    ).toBe(true);
    await expect(enqueueJob(db, ' ', {})).rejects.toThrow(/type must not be empty/);
    await expect(enqueueJob(db, 'x', {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it('stops: aborts the running handler and puts its job back on the queue', async () => {
    const { db } = database();
    const jobId = await enqueueJob(db, 'slow', {});
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    const worker = createJobWorker(
      db,
      {
        slow: (_payload, { signal }) =>
          new Promise((_resolve, reject) => {
            started();
            signal.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      },
      { pollMs: 10 },
    );
    worker.start();
    await startedPromise;
    await worker.stop();
    expect(await getJob(db, jobId)).toMatchObject({ status: 'queued', attempts: 0 });
    // Leave the queue clean for the other tests of this suite.
    await createJobWorker(db, { slow: () => Promise.resolve() }).runOnce();
  });
});
