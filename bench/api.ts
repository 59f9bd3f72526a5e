/**
 * Read API latency on a synthetic library of 5,000 decks / 10M deck words (bench/support/
 * synthetic-library.ts, built once into .data/bench/): 50 concurrent connections against a real
 * server on 127.0.0.1, p50/p95/p99 per endpoint and the ratio of p95 to `/api/health` measured in
 * the same run. Target (issue 4): p95 ≤ 30 ms on SQLite.
 * Run: `npx tsx bench/api.ts [--requests 1000]`. The first run builds the library (a few minutes).
 */
import { createKnownWordSet, warmCoverageCache } from '@goi/library';
import { parseApiConfig } from '@goi/api';
import { startServer } from '@goi/api/server';
import { openSyntheticLibrary } from './support/synthetic-library';

const requestsArg = process.argv.indexOf('--requests');
const REQUESTS = requestsArg > 0 ? Number(process.argv[requestsArg + 1]) : 1000;
const CONCURRENCY = 50;

const build = performance.now();
const library = await openSyntheticLibrary();
console.log(
  `library: ${library.deckIds.length} decks (${((performance.now() - build) / 1000).toFixed(1)} s to open/build)`,
);
const known = createKnownWordSet({ pairs: library.knownForms });
const knownBody = JSON.stringify({ knownForms: library.knownForms });
// A server that starts warms the coverage cache of the library (as the embedded product does).
await warmCoverageCache(library.db, library.deckIds);

const server = await startServer(
  parseApiConfig({ port: 0, logLevel: 'warn', rateLimit: { enabled: false } }),
  {
    db: library.db,
    dialect: library.dialect,
    // A signed-in reader with 20,000 known forms: what the accounts module will resolve.
    resolveKnownWords: (request) =>
      Promise.resolve(request.headers['x-bench-user'] === 'reader' ? known : undefined),
  },
  { signals: [] },
);

interface Target {
  name: string;
  request: (i: number) => { path: string; init?: RequestInit };
}

let seed = 7;
const pick = () =>
  library.deckIds[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % library.deckIds.length]!;

const targets: Target[] = [
  { name: 'health (baseline)', request: () => ({ path: '/api/health' }) },
  {
    name: 'get-media-decks difficulty, type',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?sortBy=difficulty&sortOrder=${i % 2}&mediaType=${1 + (i % 9)}&offset=${(i % 5) * 50}`,
    }),
  },
  {
    name: 'get-media-decks + coverage (signed in, 20k)',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?sortBy=difficulty&mediaType=${1 + (i % 9)}&offset=${(i % 5) * 50}`,
      init: { headers: { 'x-bench-user': 'reader' } },
    }),
  },
  {
    name: 'get-media-decks-with-coverage (POST 20k)',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks-with-coverage?sortBy=difficulty&mediaType=${1 + (i % 9)}`,
      init: { method: 'POST', body: knownBody, headers: { 'content-type': 'application/json' } },
    }),
  },
  {
    name: 'get-media-decks title search',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?titleFilter=${encodeURIComponent(`title ${i % 500}`)}`,
    }),
  },
  {
    name: '{id}/vocabulary chrono',
    request: () => ({ path: `/api/media-deck/${pick()}/vocabulary` }),
  },
  {
    name: '{id}/vocabulary globalFreq',
    request: () => ({ path: `/api/media-deck/${pick()}/vocabulary?sortBy=globalFreq` }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(target: Target, count: number) {
  const latencies: number[] = [];
  let nextIndex = 0;
  let failures = 0;
  const worker = async () => {
    while (nextIndex < count) {
      const i = nextIndex++;
      const { path, init } = target.request(i);
      const start = performance.now();
      const response = await fetch(`${server.url}${path}`, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      if (!response.ok) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: count / seconds,
    failures,
  };
}

console.log(`${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, ${library.dialect}`);
let baseline = 0;
for (const target of targets) {
  await run(target, Math.min(200, REQUESTS)); // warm-up (JIT, caches)
  const result = await run(target, REQUESTS);
  if (baseline === 0) baseline = result.p95;
  console.log(
    `${target.name.padEnd(46)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  ${result.rps.toFixed(0).padStart(5)} req/s  p95 ×${(result.p95 / baseline).toFixed(1)} health${result.failures ? `  FAILURES ${result.failures}` : ''}`,
  );
}
await server.close();
await library.close();
