/**
 * Runtime configuration from the environment, validated once. Everything has a default that runs
 * the embedded product (SQLite in ./.data, dictionary from ./data).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { processEnv } from './env';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const envSchema = z.object({
  GOI_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  GOI_DICTIONARY_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalText,
  /** Redis of the distributed mode (jobs, rate limits, cache invalidation); needs DATABASE_URL. */
  REDIS_URL: optionalText,
  /** Prefix of every Redis key and channel, so installations can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Expected 1–64 letters, digits, _ . or -')
    .default('goi'),
  /** Checked only for presence here (required in the distributed mode); the API validates it. */
  JWT_SECRET: optionalText,
  /** Jobs one worker process runs at once (distributed mode). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** How long a job stays with a worker that stopped answering before another takes it. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** Password for `goi user create` (otherwise read from standard input). */
  GOI_USER_PASSWORD: z.string().optional(),
  /** `off` skips building the demo library on first start. */
  GOI_DEMO_LIBRARY: z.enum(['on', 'off']).default('on'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type AppConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = processEnv()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Where the parser's lexicon snapshot is kept (rebuilt when the dictionary changes). */
export function lexiconCacheDir(config: AppConfig): string {
  return path.join(config.GOI_DATA_DIR, 'cache');
}

/** Where uploads wait for their job; the API's `uploadDir` (loadApiConfig) is the same path. */
export function uploadDirOf(config: AppConfig): string {
  return path.join(config.GOI_DATA_DIR, 'uploads');
}
