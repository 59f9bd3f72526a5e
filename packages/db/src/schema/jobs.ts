/** The durable job queue: long work (parsing a novel, recomputing ranks) that survives a restart. */
import type { Generated, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

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
  /** The user who queued it from the admin API (null: the CLI or the system). */
  queuedBy: Generated<string | null>;
  /** The deck it is about (a re-parse, an update), or null. */
  deckId: Generated<number | null>;
  /** The deck an ingest created, set in the transaction that wrote it (so a retry finds it). */
  resultDeckId: Generated<number | null>;
  /** When it succeeded, failed or was cancelled (ISO), or null. */
  finishedAt: Generated<string | null>;
}

export interface JobTables {
  jobs: JobTable;
}

export type JobRow = Selectable<JobTable>;
