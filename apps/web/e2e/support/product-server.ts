/**
 * The real product for the end-to-end tests: `goi start` as a child process (migrations,
 * dictionary, demo library, job worker, API and web app in one server) on a free port.
 *
 * The data directory is kept between runs (`.data/e2e`, or `GOI_E2E_DATA_DIR`): the first run
 * imports the dictionary and builds the demo library (a few minutes), later runs start in
 * seconds. Every scenario registers its own user, so a reused directory changes no outcome.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const repoRoot = resolve(webRoot, '../..');
export const resultsDir = join(webRoot, 'test-results', 'e2e');

const STARTUP_TIMEOUT_MS = 8 * 60_000;

export interface ProductServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function newestModification(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

/** Builds the web app when its build is missing or older than its sources (the tests need this build). */
export function ensureFreshWebBuild(): void {
  const entry = join(webRoot, 'build', 'server', 'index.js');
  const sources = Math.max(
    newestModification(join(webRoot, 'app')),
    statSync(join(webRoot, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  const result = spawnSync('npm', ['run', '-s', 'build', '-w', '@goi/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Building the web app for the end-to-end tests failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`goi start exited with code ${child.exitCode}; see ${logFile}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet (the dictionary import comes first).
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  throw new Error(
    `goi start did not answer within ${STARTUP_TIMEOUT_MS / 60_000} minutes; see ${logFile}`,
  );
}

/**
 * `goi start` builds the demo library but leaves the global frequency ranks uncomputed (ranks
 * null, so word pages and frequency imports have nothing to go on); compute them once per data
 * directory with the CLI, next to the running server (SQLite in WAL mode allows it).
 */
async function ensureFrequencyRanks(
  url: string,
  env: NodeJS.ProcessEnv,
  log: NodeJS.WritableStream,
): Promise<void> {
  // 食べる: in every demo text, so it has a rank once ranks exist.
  const word = (await (await fetch(`${url}/api/vocabulary/1358280/0`)).json()) as {
    mainReading?: { frequencyRank: number | null };
  };
  if (word.mainReading?.frequencyRank) return;
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'apps/cli/src/main.ts',
      'recompute-frequencies',
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  log.write(result.stdout + result.stderr);
  if (result.status !== 0) throw new Error(`goi recompute-frequencies failed: ${result.stderr}`);
}

export interface ProductServerOptions {
  /** Settings over the suite's own (e.g. `RATE_LIMIT_ENABLED: 'true'` for the limit's tests). */
  env?: NodeJS.ProcessEnv;
  /** The log's name under test-results/e2e (default server.log). */
  logName?: string;
}

export async function startProductServer(
  options: ProductServerOptions = {},
): Promise<ProductServer> {
  const dataDir = resolve(process.env.GOI_E2E_DATA_DIR ?? join(repoRoot, '.data', 'e2e'));
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(resultsDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(resultsDir, options.logName ?? 'server.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    GOI_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    // The scenarios download and parse more than a reader's per-minute allowance.
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // The embedded product: SQLite, mail in the outbox folder, no captcha, no Google sign-in.
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'CAPTCHA_SECRET_KEY',
    'GOOGLE_CLIENT_ID',
  ])
    delete env[name];
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'apps/cli/src/main.ts', 'start'],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  await ensureFrequencyRanks(url, env, log);
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          log.end();
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
