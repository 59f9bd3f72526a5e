export { DEFAULT_MAX_ATTEMPTS, enqueueJob, getJob, listJobs } from './job-queue';
export { createJobWorker, type JobWorker, type JobWorkerOptions } from './job-worker';
export type { Job, JobContext, JobHandler, JobStatus } from './types';
