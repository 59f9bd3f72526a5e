/**
 * Runtime configuration from the environment, validated once. Everything has a default that runs
 * the embedded product (SQLite in ./.data, dictionary from ./data).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  GOI_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  GOI_DICTIONARY_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** `off` skips building the demo library on first start. */
  GOI_DEMO_LIBRARY: z.enum(['on', 'off']).default('on'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type AppConfig = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
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
