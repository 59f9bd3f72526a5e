export { DEFAULT_MAX_ATTEMPTS, enqueueJob, getJob, listJobs } from './job-queue';
export { createJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';
export {
  BULL_QUEUE_NAME,
  createBullJobWorker,
  type BullJobWorker,
  type BullJobWorkerOptions,
} from './bull-job-worker';
export type { JobOutcomeReport } from './run-claimed-job';
export type { Job, JobContext, JobHandler, JobStatus } from './types';
