/**
 * Start-up clean-up of the two upload folders of the data directory, which a crash or a job
 * that never succeeds would otherwise fill for ever:
 * - `staging/<uuid>/`: a form being read. The request removes it whatever happens, unless the
 *   process dies meanwhile; one untouched for an hour is such a leftover.
 * - `ingest/<uuid>/`: the texts of an ingest job, removed by the job when it succeeds. A job
 *   that failed or was cancelled keeps them for `keepEndedMs` (a week) so an administrator can
 *   still retry it; after that they go, and a retry fails naming the missing file. A folder no
 *   job points at (the process died between writing it and queuing the job) goes after an hour.
 * Queued and running jobs keep theirs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { findJobPayloadsOfType, fromJson, type DbOrTrx } from '@goi/db';
import { INGEST_MEDIA_JOB } from '../ingest';
import { ingestDir, stagingDir } from './check-sources';

const HOUR = 60 * 60 * 1000;

export interface SweepOptions {
  now?: Date;
  /** Age after which a staging folder, or an ingest folder no job points at, is a leftover. */
  staleMs?: number;
  /** How long a failed or cancelled ingest keeps its texts for a retry. */
  keepEndedMs?: number;
}

export interface SweepResult {
  staging: number;
  ingest: number;
}

export async function sweepUploadFolders(
  db: DbOrTrx,
  dataDir: string,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const now = (options.now ?? new Date()).getTime();
  const staleMs = options.staleMs ?? HOUR;
  const keepEndedMs = options.keepEndedMs ?? 7 * 24 * HOUR;
  // A folder that vanishes meanwhile (its request or job just removed it) is not stale.
  const isStale = async (dir: string) => now - (await lastChange(dir).catch(() => now)) > staleMs;

  let staging = 0;
  for (const dir of await subfolders(stagingDir(dataDir)))
    if (await isStale(dir)) staging += await remove(dir);

  const keep = new Set<string>();
  const ended = new Set<string>();
  for (const job of await findJobPayloadsOfType(db, INGEST_MEDIA_JOB)) {
    const uploadDir = fromJson<{ uploadDir?: unknown }>(job.payload)?.uploadDir;
    if (typeof uploadDir !== 'string') continue;
    // By folder name (a UUID): the same whether the path was written relative, through a link…
    const dir = path.basename(uploadDir);
    const endedAt = Date.parse(job.finishedAt ?? job.updatedAt);
    const retryable =
      (job.status === 'failed' || job.status === 'cancelled') && now - endedAt <= keepEndedMs;
    if (job.status === 'queued' || job.status === 'running' || retryable) keep.add(dir);
    else ended.add(dir);
  }
  let ingest = 0;
  for (const dir of await subfolders(ingestDir(dataDir))) {
    const name = path.basename(dir);
    if (keep.has(name)) continue;
    if (ended.has(name) || (await isStale(dir))) ingest += await remove(dir);
  }
  return { staging, ingest };
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.resolve(dir, entry.name));
  } catch {
    return [];
  }
}

/** The newest modification time of a folder and the files in it (an upload still growing). */
async function lastChange(dir: string): Promise<number> {
  let newest = (await fs.stat(dir)).mtimeMs;
  for (const entry of await fs.readdir(dir, { withFileTypes: true }))
    if (entry.isFile())
      newest = Math.max(newest, (await fs.stat(path.join(dir, entry.name))).mtimeMs);
  return newest;
}

async function remove(dir: string): Promise<number> {
  await fs.rm(dir, { recursive: true, force: true });
  return 1;
}
