import { createTestDatabase } from '@goi/db/testing';
import {
  getJob,
  listJobs,
  RECOMPUTE_FREQUENCIES_JOB,
  requestFrequencyRecompute,
} from '@goi/library';
import { afterEach, describe, expect, it } from 'vitest';
import { runPendingRecompute } from './worker';

describe('runPendingRecompute', () => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it('runs the recomputation a change queued, with its progress, and does nothing without one', async () => {
    const handle = await createTestDatabase('sqlite');
    drop = () => handle.drop();
    const written: string[] = [];
    const stream = { write: (text: string) => written.push(text) > 0 };

    expect(await runPendingRecompute(handle.db, stream)).toBeUndefined();
    expect(written).toEqual([]);

    const jobId = await requestFrequencyRecompute(handle.db);
    const job = await runPendingRecompute(handle.db, stream);
    expect(job).toMatchObject({ jobId, status: 'succeeded', result: { deckCount: 0 } });
    expect(await getJob(handle.db, jobId!)).toMatchObject({ status: 'succeeded' });
    expect(written.join('')).toContain('Frequency ranks: writing form ranks');
    expect(
      await listJobs(handle.db, { type: RECOMPUTE_FREQUENCIES_JOB, status: 'queued' }),
    ).toEqual([]);
  });
});
