import type { JobStatus } from '@goi/db';

export type { JobStatus };

/** A job as callers see it: payload and result parsed from JSON. */
export interface Job {
  jobId: number;
  type: string;
  status: JobStatus;
  /** 0–100. */
  progress: number;
  /** What the job is doing now ("Parsing Volume 2"). */
  step: string;
  /** Why it failed; null otherwise. */
  error: string | null;
  payload: unknown;
  /** What the handler returned; null until it succeeds. */
  result: unknown;
  attempts: number;
  maxAttempts: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

export interface JobContext {
  /** The job being run (an ingest records the deck it wrote against it, so a retry finds it). */
  jobId: number;
  /** Records progress (0–100, clamped) and what is being done; also renews the job's lease. */
  reportProgress: (percent: number, step: string) => Promise<void>;
  /** Aborted when the worker stops or loses the job (its lease expired and another took it). */
  signal: AbortSignal;
}

/** Does the work of one job type. Throwing marks the job failed with the error's message. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;
