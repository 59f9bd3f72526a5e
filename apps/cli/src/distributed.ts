/**
 * The distributed mode (ARCHITECTURE §4, docs/deploy.md): with REDIS_URL and DATABASE_URL,
 * `goi start --role web|worker|all` processes share PostgreSQL and Redis. This module decides
 * the mode from the configuration (refusing what cannot work, naming the variable) and builds
 * the job runner of a process: the embedded poller, or BullMQ.
 */
import {
  createBullJobWorker,
  createJobWorker,
  type JobHandler,
  type JobOutcomeReport,
} from '@goi/library';
import type { Db } from '@goi/db';
import type { AppConfig } from './config';

export const roles = ['all', 'web', 'worker'] as const;
export type Role = (typeof roles)[number];

export function parseRole(value: string): Role {
  if ((roles as readonly string[]).includes(value)) return value as Role;
  throw new Error(`--role must be one of ${roles.join(', ')}, got "${value}"`);
}

export interface DistributedSettings {
  redisUrl: string;
  keyPrefix: string;
}

/**
 * The distributed settings, or undefined for the embedded mode. Throws, naming the variable, when
 * the mode is half configured: processes that do not share the database, the JWT key (a session
 * signed by one process must be accepted by all) or Redis would each serve their own product.
 */
export function distributedSettings(
  config: AppConfig,
  role: Role,
): DistributedSettings | undefined {
  if (!config.REDIS_URL) {
    if (role !== 'all')
      throw new Error(
        `--role ${role} runs one part of the distributed mode, which needs REDIS_URL and DATABASE_URL; without them \`goi start\` runs everything in one process`,
      );
    return undefined;
  }
  if (!config.DATABASE_URL)
    throw new Error(
      'REDIS_URL (the distributed mode) needs DATABASE_URL: every process must share one PostgreSQL database',
    );
  if (!config.JWT_SECRET)
    throw new Error(
      'JWT_SECRET is required in the distributed mode (REDIS_URL is set): every process must sign and check sessions with the same key',
    );
  return { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX };
}

/** What a process's job runner needs besides the handlers. */
export interface JobRunnerOptions {
  distributed: DistributedSettings | undefined;
  concurrency: number;
  leaseMs: number;
  onEnded: (outcome: JobOutcomeReport) => void;
  onError: (error: unknown) => void;
}

/** Runs jobs in this process: on BullMQ in the distributed mode, else by polling the table. */
export function createJobRunner(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: JobRunnerOptions,
): { start(): void; stop(): Promise<void> } {
  const { distributed, onEnded, onError } = options;
  if (!distributed) return createJobWorker(db, handlers, { onEnded, onError });
  return createBullJobWorker(db, handlers, {
    redisUrl: distributed.redisUrl,
    keyPrefix: distributed.keyPrefix,
    concurrency: options.concurrency,
    leaseMs: options.leaseMs,
    onEnded,
    onError,
  });
}

/** The user a job was queued for (an Anki import's `userId`), whose known words it may move. */
export function jobUserId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const userId = (payload as { userId?: unknown }).userId;
  return typeof userId === 'string' && userId !== '' ? userId : undefined;
}
