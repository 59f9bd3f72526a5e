import { setJobOrigin, type DbOrTrx } from '@goi/db';
import { enqueueJob } from '../jobs';

/** Who asked for a job and which deck it is about (shown in the jobs list). */
export interface JobOrigin {
  userId: string | null;
  deckId?: number | null;
}

/** Queues a job with its origin, in the caller's transaction. */
export async function queueAdminJob(
  db: DbOrTrx,
  type: string,
  payload: unknown,
  origin: JobOrigin,
): Promise<number> {
  const jobId = await enqueueJob(db, type, payload);
  await setJobOrigin(db, jobId, { queuedBy: origin.userId, deckId: origin.deckId ?? null });
  return jobId;
}
