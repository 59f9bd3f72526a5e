/** The durable job queue: long work (parsing a novel, recomputing ranks) that survives a restart. */
import type { Generated, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobTable {
  jobId: Generated<number>;
  /** The handler name (`ingest-media`, `reparse-deck`, …). */
  type: string;
  /** JSON given to the handler. */
  payload: string;
  status: JobStatus;
  /** 0–100. */
  progress: number;
  /** What the job is doing now, in words ("Parsing 第3話"). */
  step: string;
  /** Why the job failed; null otherwise. */
  error: string | null;
  /** JSON the handler returned; null until it succeeds. */
  result: string | null;
  /** How many times a worker has claimed it (a crash leaves the claim's lease to expire). */
  attempts: number;
  maxAttempts: number;
  /** The worker holding the job while it runs, and until when (ISO); null when not running. */
  leaseOwner: string | null;
  leaseExpiresAt: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

export interface JobTables {
  jobs: JobTable;
}

export type JobRow = Selectable<JobTable>;
