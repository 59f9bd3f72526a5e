/** Follows a known-word import job (`GET /api/user/jobs/{id}`) every second until it ends. */
import { useEffect, useRef, useState } from 'react';
import type { AuthClient } from './auth-client';

export interface JobView {
  jobId: number;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  progress: number;
  step: string;
  error: string | null;
  result: unknown;
}

export const JOB_POLL_MS = 1000;

export function useJobProgress(
  client: AuthClient | null,
  jobId: number | null,
  onDone: (job: JobView) => void,
): JobView | null {
  const [job, setJob] = useState<JobView | null>(null);
  // Read through a ref: a new callback on re-render must not restart the polling.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!client || jobId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await client.apiFetch(`/user/jobs/${jobId}`);
        if (!response.ok) throw new Error(`The job could not be read (${response.status})`);
        const next = (await response.json()) as JobView;
        if (stopped) return;
        setJob(next);
        if (next.status === 'succeeded' || next.status === 'failed') done.current(next);
        else timer = setTimeout(() => void poll(), JOB_POLL_MS);
      } catch (error) {
        if (stopped) return;
        const failed: JobView = {
          jobId,
          status: 'failed',
          progress: 0,
          step: '',
          error: (error as Error).message,
          result: null,
        };
        setJob(failed);
        done.current(failed);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, jobId]);
  return job;
}
