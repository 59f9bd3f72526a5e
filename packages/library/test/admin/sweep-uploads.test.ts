import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDialect } from '@goi/db/testing';
import type { JobStatus } from '@goi/db';
import { expect, it } from 'vitest';
import { ingestDir, stagingDir, sweepUploadFolders } from '../../src/admin';
import { INGEST_MEDIA_JOB } from '../../src/ingest';
import { enqueueJob } from '../../src/jobs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describeEachDialect('sweepUploadFolders', (database) => {
  it('removes stale staging folders, orphaned texts and those of ingests no longer retryable', async () => {
    const { db } = database();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-sweep-'));
    const now = new Date();
    const folder = (root: string, name: string, ageMs: number) => {
      const dir = path.join(root, name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, '00.txt'), '猫');
      const at = new Date(now.getTime() - ageMs);
      fs.utimesSync(path.join(dir, '00.txt'), at, at);
      fs.utimesSync(dir, at, at);
      return dir;
    };
    const job = async (dir: string, status: JobStatus, endedAgoMs = 0) => {
      const jobId = await enqueueJob(db, INGEST_MEDIA_JOB, { uploadDir: dir, sources: [] });
      const at = new Date(now.getTime() - endedAgoMs).toISOString();
      if (status !== 'queued')
        await db
          .updateTable('jobs')
          .set({ status, finishedAt: status === 'running' ? null : at, updatedAt: at })
          .where('jobId', '=', jobId)
          .execute();
    };
    const staging = stagingDir(dataDir);
    const ingest = ingestDir(dataDir);
    folder(staging, 'crashed', 2 * HOUR);
    folder(staging, 'uploading', 60_000);
    // Written relative to the working directory: still its folder.
    await job(path.relative(process.cwd(), folder(ingest, 'queued', 3 * DAY)), 'queued');
    await job(folder(ingest, 'running', 3 * DAY), 'running');
    await job(folder(ingest, 'failed-yesterday', 2 * DAY), 'failed', DAY);
    await job(folder(ingest, 'cancelled-yesterday', 2 * DAY), 'cancelled', DAY);
    await job(folder(ingest, 'failed-long-ago', 30 * DAY), 'failed', 20 * DAY);
    await job(folder(ingest, 'cancelled-long-ago', 30 * DAY), 'cancelled', 20 * DAY);
    await job(folder(ingest, 'succeeded', 2 * DAY), 'succeeded', DAY);
    folder(ingest, 'orphan', 2 * HOUR);
    folder(ingest, 'being-queued', 60_000);

    expect(await sweepUploadFolders(db, dataDir, { now })).toEqual({ staging: 1, ingest: 4 });
    expect(fs.readdirSync(staging)).toEqual(['uploading']);
    expect(fs.readdirSync(ingest).sort()).toEqual(
      ['being-queued', 'cancelled-yesterday', 'failed-yesterday', 'queued', 'running'].sort(),
    );
    // Nothing to sweep the second time; a data directory without the folders is fine too.
    expect(await sweepUploadFolders(db, dataDir, { now })).toEqual({ staging: 0, ingest: 0 });
    expect(await sweepUploadFolders(db, path.join(dataDir, 'none'), { now })).toEqual({
      staging: 0,
      ingest: 0,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
