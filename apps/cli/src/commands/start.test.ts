/**
 * `goi start` with a bad setting names it and exits with status 1, at once: it used to start its
 * job worker before reading the API's settings, and the worker's polling kept the failed process
 * alive for ever (an operator saw the error line, then a process that never ended).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('goi start', () => {
  it('exits with status 1 naming a setting out of range, before any database work', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GOI_DATA_DIR: dataDir,
      PORT: '48999',
      PARSE_TIME_BUDGET_MS: '1',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL']) delete env[name];
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/cli/src/main.ts'), 'start', '--no-web'],
      { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 },
    );
    // Killed by the timeout, it would have status null (signal SIGTERM).
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('parsePool.timeBudgetMs');
    // The database was never opened (no dictionary import for a start that cannot serve).
    expect(fs.existsSync(path.join(dataDir, 'goi.sqlite'))).toBe(false);
  }, 70_000);

  it('refuses the distributed mode without JWT_SECRET, naming it, before any database work', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GOI_DATA_DIR: dataDir,
      PORT: '48998',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/goi_never_opened',
    };
    delete env.JWT_SECRET;
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'apps/cli/src/main.ts'),
        'start',
        '--role',
        'web',
        '--no-web',
      ],
      { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required in the distributed mode');
  }, 70_000);
});
