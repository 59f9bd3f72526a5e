/**
 * Follows a job every second until it ends: a known-word import (`GET /api/user/jobs/{id}`) or,
 * with `jobsPath = '/admin/jobs'`, an administrator's job (`GET /api/admin/jobs/{id}`).
 */
import { useEffect, useRef, useState } from 'react';
import type { AuthClient } from './auth-client';

export interface JobView {
  jobId: number;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progress: number;
  step: string;
  error: string | null;
  result: unknown;
}

export const JOB_POLL_MS = 1000;

/** What every job view has; the admin API's jobs carry more (deck, resultDeckId…). */
export type JobCore = Pick<JobView, 'jobId' | 'status' | 'progress' | 'step' | 'error'>;

export function useJobProgress<J extends JobCore = JobView>(
  client: AuthClient | null,
  jobId: number | null,
  onDone: (job: J) => void,
  jobsPath = '/user/jobs',
): J | null {
  const [job, setJob] = useState<J | null>(null);
  // Read through a ref: a new callback on re-render must not restart the polling.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!client || jobId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await client.apiFetch(`${jobsPath}/${jobId}`);
        if (!response.ok) throw new Error(`The job could not be read (${response.status})`);
        const next = (await response.json()) as J;
        if (stopped) return;
        setJob(next);
        if (next.status === 'succeeded' || next.status === 'failed' || next.status === 'cancelled')
          done.current(next);
        else timer = setTimeout(() => void poll(), JOB_POLL_MS);
      } catch (error) {
        if (stopped) return;
        const failed = {
          jobId,
          status: 'failed',
          progress: 0,
          step: '',
          error: (error as Error).message,
          result: null,
        } as unknown as J;
        setJob(failed);
        done.current(failed);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, jobId, jobsPath]);
  return job;
}
