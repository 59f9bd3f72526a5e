/**
 * Server rendering of the web app (issue 6): `/decks/media` and a deck page at 50 concurrent
 * connections against the real product (`goi start` in its own process on the demo library),
 * p50/p95 and their ratio to `/api/health` and to a static file measured in the same run, and the
 * server's CPU time per request (read from /proc): on a shared, busy machine latency is mostly
 * queueing (≈ 50 × CPU per request on one core), CPU per request is the figure that holds still.
 * Then the JavaScript a first visit downloads, gzipped: every script the page references, and the
 * modules those import, read from the built files. Targets: p95 ≤ 60 ms, JS ≤ 200 KB gzipped.
 *
 * Run: `npm run -s build -w @goi/web && npx tsx bench/ssr.ts [--requests 500]`. The data
 * directory is `.data/e2e` (shared with the end-to-end tests; `GOI_BENCH_DATA_DIR` to change):
 * the first run imports the dictionary and builds the demo library. Rate limits are off.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { repoRoot } from './support/paths';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const REQUESTS = Number(argument('--requests') ?? 500);
const CONCURRENCY = 50;
const WARMUP = 100;
const TICKS_PER_SECOND = 100;
const clientBuild = path.join(repoRoot, 'apps/web/build/client');
const dataDir = path.resolve(process.env.GOI_BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'e2e'));

if (!fs.existsSync(path.join(repoRoot, 'apps/web/build/server/index.js')))
  throw new Error('Build the web app first: npm run -s build -w @goi/web');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** User + system CPU of a process in ms (Linux /proc). */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
fs.mkdirSync(dataDir, { recursive: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  GOI_DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};
for (const name of ['DATABASE_URL', 'REDIS_URL']) delete env[name];
// One process (no tsx wrapper), so its /proc entry is the server's own CPU.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'start'], {
  cwd: repoRoot,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', stop);

const deadline = Date.now() + 10 * 60_000;
for (;;) {
  if (child.exitCode !== null) throw new Error(`goi start exited with code ${child.exitCode}`);
  if (Date.now() > deadline) throw new Error('goi start did not answer within 10 minutes');
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // still starting
  }
  await new Promise((wait) => setTimeout(wait, 1000));
}

const list = (await (
  await fetch(`${base}/api/media-deck/get-media-decks?sortBy=charCount&sortOrder=1`)
).json()) as {
  data: { deckId: number }[];
};
const deckId = list.data[0]?.deckId;
if (deckId === undefined) throw new Error('The library is empty: no deck page to measure');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The load generator: undici's connection pool, one keep-alive connection per worker and no
 * pipelining (global `fetch`, undici's WHATWG layer, cost the client more CPU than the server
 * spent on a small page, on the same two cores).
 */
const pool = new Pool(base, { connections: CONCURRENCY, pipelining: 1 });

async function load(path: string, count: number) {
  let next = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (next < count) {
      next++;
      const start = performance.now();
      const response = await pool.request({ path, method: 'GET' });
      await response.body.arrayBuffer();
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies.sort((a, b) => a - b);
}

async function measure(path: string) {
  await load(path, WARMUP);
  const cpuBefore = processCpuMs(child.pid!);
  const started = performance.now();
  const latencies = await load(path, REQUESTS);
  const wall = performance.now() - started;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: (REQUESTS / wall) * 1000,
    cpuPerRequest: (processCpuMs(child.pid!) - cpuBefore) / REQUESTS,
  };
}

const scenarios = [
  ['/api/health (baseline)', '/api/health'],
  ['/favicon.svg (static)', '/favicon.svg'],
  ['/decks/media', '/decks/media'],
  ['/decks/media?sortBy=difficulty', '/decks/media?sortBy=difficulty&sortOrder=1'],
  [`/decks/media/${deckId}/detail`, `/decks/media/${deckId}/detail`],
  [`/decks/media/${deckId}/vocabulary`, `/decks/media/${deckId}/vocabulary`],
] as const;

console.log(
  `SSR at ${CONCURRENCY} connections, ${REQUESTS} requests each (after ${WARMUP} warm-up), demo library`,
);
console.log(
  `${'scenario'.padEnd(36)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(7)} ${'CPU ms/req'.padStart(11)} ${'p95 ÷ health'.padStart(13)} ${'CPU ÷ health'.padStart(13)}`,
);
let baseline: Awaited<ReturnType<typeof measure>> | undefined;
for (const [name, url] of scenarios) {
  const result = await measure(url);
  baseline ??= result;
  console.log(
    `${name.padEnd(36)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.perSecond.toFixed(0).padStart(7)} ${result.cpuPerRequest.toFixed(2).padStart(11)} ${(result.p95 / baseline.p95).toFixed(1).padStart(13)} ${(result.cpuPerRequest / baseline.cpuPerRequest).toFixed(1).padStart(13)}`,
  );
}

// The JavaScript of a first visit: the scripts the HTML names (entry, modulepreloads, the inline
// module's imports), and every module those import in turn.
const html = await (await fetch(`${base}/decks/media`)).text();
const pending = [...html.matchAll(/["'(](\/assets\/[^"'()\s]+\.js)["')]/g)].map(
  (match) => match[1]!,
);
const scripts = new Set<string>();
while (pending.length > 0) {
  const asset = pending.pop()!;
  if (scripts.has(asset)) continue;
  scripts.add(asset);
  const source = fs.readFileSync(path.join(clientBuild, asset), 'utf8');
  for (const match of source.matchAll(/(?:import|from)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)) {
    pending.push(path.posix.join(path.posix.dirname(asset), match[1]!));
  }
}
let raw = 0;
let gzipped = 0;
for (const asset of scripts) {
  const bytes = fs.readFileSync(path.join(clientBuild, asset));
  raw += bytes.length;
  gzipped += gzipSync(bytes, { level: 6 }).length;
}
const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) =>
  fs.readFileSync(path.join(clientBuild, match[1]!)),
);
const cssGzipped = css.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
console.log(
  `\nFirst visit of /decks/media: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (target ≤ 200 KB); CSS ${(cssGzipped / 1024).toFixed(1)} KB gzipped; HTML ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped`,
);
await pool.close();
stop();
