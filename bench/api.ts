/**
 * Read API latency on a synthetic library of 5,000 decks / 10M deck words (bench/support/
 * synthetic-library.ts, built once into .data/bench/; on PostgreSQL copied once into `goi_bench`):
 * 50 concurrent connections against a real server in its own process (bench/support/
 * api-server.ts), p50/p95/p99 per scenario, the ratio of p95 to `/api/health` measured in the
 * same run, and the server's CPU time per request (plus PostgreSQL's own processes on that
 * dialect). CPU per request is the figure that stays meaningful on a busy machine: with 50
 * requests in flight, latency is mostly queueing behind the others (≈ 50 × CPU per request on one
 * core). Targets: p95 ≤ 30 ms on SQLite (issue 4); coverage for 20,000 known words over a 50-deck
 * page adds ≤ 10 ms (issue 7: compare "difficulty, type" with "… signed in", same pages).
 *
 * Run: `npx tsx bench/api.ts [--dialect sqlite|postgres] [--requests 3000] [--warmup 3000] [--concurrency 50]
 *      [--only vocabulary] [--profile] [--no-read-cache | --warm]` (the API's read cache is on by
 *      default: lists repeat 90 URLs; vocabulary pages, drawn from 5,000 decks, are not kept
 *      whole by it; `--no-read-cache` computes every answer, `--warm` measures a sequence already seen once).
 *      `--profile` writes a .cpuprofile of the server per scenario under .data/bench/profiles/;
 *      profiling slows the requests, so leave it off for the figures. `BENCH_SERVER_FLAGS`
 *      passes flags to the server's Node (e.g. `--trace-gc`: how often V8 collects its heap).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeKnownForms } from '@goi/contracts';
import { Pool } from 'undici';
import type { ServerCommand, ServerCpu, ServerMessage, ServerReady } from './support/api-server';
import { repoRoot } from './support/paths';
import { postgresCpuMs } from './support/process-cpu';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const dialect = argument('--dialect') ?? 'sqlite';
if (dialect !== 'sqlite' && dialect !== 'postgres')
  throw new Error(`--dialect must be sqlite or postgres (got ${dialect})`);
const REQUESTS = Number(argument('--requests') ?? 3000);
/**
 * Requests played before each measured run, on other decks than the measured ones (another
 * seed), so V8 has optimized the server's and the client's code as it has on a server that has
 * been up for a while: a freshly started process runs the request path in its interpreter for
 * the first few thousand requests (a bare Fastify route costs ~8× its steady CPU over its first
 * 1,000 requests on this machine), which is not what a reader meets.
 */
const WARMUP = Number(argument('--warmup') ?? 3000);
const only = argument('--only');
/** Connections in flight (issue 4's figure is at 50; `--concurrency 1` shows the service time alone). */
const CONCURRENCY = Number(argument('--concurrency') ?? 50);

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/api-server.ts');
const profileDir = path.join(repoRoot, '.data', 'bench', 'profiles');
const started = performance.now();
const profile = process.argv.includes('--profile');
if (profile) fs.mkdirSync(profileDir, { recursive: true });
/** `--no-read-cache`: the API's read cache off, so every request is computed (cache-cold). */
const readCache = !process.argv.includes('--no-read-cache');
/** `--warm`: measure the request sequence a second time (cache-warm figures). */
const warm = process.argv.includes('--warm');
const child: ChildProcess = fork(serverFile, readCache ? [dialect] : [dialect, 'no-read-cache'], {
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T extends ServerMessage>(type: T['type']) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the benchmark server exited (code ${String(code)})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
const command = (message: ServerCommand) => child.send(message);

const server = await nextMessage<ServerReady>('ready');
console.log(
  `library: ${server.deckIds.length} decks, ${dialect} (${((performance.now() - started) / 1000).toFixed(1)} s to open/build and warm)`,
);
/** The server's resident memory at the last CPU reading. */
let serverRssBytes = 0;
const serverCpuMs = async () => {
  const reply = nextMessage<ServerCpu>('cpu');
  command({ type: 'cpu' });
  const usage = await reply;
  serverRssBytes = usage.rssBytes;
  return (usage.userMicros + usage.systemMicros) / 1000;
};

const jsonBody = JSON.stringify({ knownForms: server.knownForms });
const compactBody = JSON.stringify({ knownFormsPacked: encodeKnownForms(server.knownForms) });
/** What a request sends besides its path (undici's request options). */
interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
const post = (body: string): RequestOptions => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json' },
});
/** A signed-in reader's request: their access token, checked by the server as any other. */
const signedIn: RequestOptions = { headers: { authorization: `Bearer ${server.token}` } };

interface Target {
  name: string;
  request: (i: number) => { path: string; init?: RequestOptions };
}

/**
 * The load generator: undici's connection pool, one keep-alive connection per worker and no
 * pipelining, so each connection has one request in flight as a browser's would. Global `fetch`
 * (undici's WHATWG layer: streams, Headers, Response objects) cost the client several times the
 * server's CPU for a small response and shared the two cores with the server.
 */
const pool = new Pool(server.url, { connections: CONCURRENCY, pipelining: 1 });

/**
 * Vocabulary pages are drawn from two halves of the library: the warm-up's decks (even places)
 * and the measured decks (odd places), so no measured deck's page was answered during the
 * warm-up (the read cache does not keep vocabulary pages whole; the hit share printed on each
 * line is the lists').
 */
const warmupDecks = server.deckIds.filter((_, i) => i % 2 === 0);
const measuredDecks = server.deckIds.filter((_, i) => i % 2 === 1);
let drawFrom = measuredDecks;
let seed = 7;
const pick = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return drawFrom[(seed >>> 8) % drawFrom.length]!;
};
/** The difficulty-sorted, type-filtered page: the same sequence with and without known words. */
const difficultyPage = (i: number) =>
  `/api/media-deck/get-media-decks?sortBy=difficulty&sortOrder=${i % 2}&mediaType=${1 + (i % 9)}&offset=${(i % 5) * 50}`;
const withCoveragePage = (i: number) =>
  `/api/media-deck/get-media-decks-with-coverage?sortBy=difficulty&sortOrder=${i % 2}&mediaType=${1 + (i % 9)}&offset=${(i % 5) * 50}`;

const targets: Target[] = [
  { name: 'health (baseline)', request: () => ({ path: '/api/health' }) },
  { name: 'get-media-decks difficulty, type', request: (i) => ({ path: difficultyPage(i) }) },
  {
    name: '… signed in, 20k known (coverage)',
    request: (i) => ({ path: difficultyPage(i), init: signedIn }),
  },
  {
    name: '…-with-coverage POST 20k JSON pairs',
    request: (i) => ({ path: withCoveragePage(i), init: post(jsonBody) }),
  },
  {
    name: '…-with-coverage POST 20k packed',
    request: (i) => ({ path: withCoveragePage(i), init: post(compactBody) }),
  },
  {
    name: 'get-media-decks title search',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?titleFilter=${encodeURIComponent(`title ${i % 500}`)}`,
    }),
  },
  {
    // Issue 21: ranges and facet counts (each page a different filter, so facets are computed).
    name: 'get-media-decks filters + facets',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?facets=1&sortBy=difficulty&sortOrder=${i % 2}&difficultyMin=${i % 3}&difficultyMax=${3 + (i % 3)}&charCountMin=${(i % 11) * 1000}&offset=${(i % 3) * 50}`,
    }),
  },
  {
    name: '… signed in, coverage range + facets',
    request: (i) => ({
      path: `/api/media-deck/get-media-decks?facets=1&coverageMin=${30 + (i % 40)}&difficultyMax=${2 + (i % 4)}&offset=${(i % 3) * 50}`,
      init: signedIn,
    }),
  },
  {
    name: '{id}/detail',
    request: () => ({ path: `/api/media-deck/${pick()}/detail` }),
  },
  {
    name: 'word page vocabulary/{id}/{reading}',
    request: (i) => {
      // Words a reader meets: the 20,000 most common forms, spread over them.
      const [wordId, readingIndex] = server.knownForms[(i * 7919) % server.knownForms.length]!;
      return { path: `/api/vocabulary/${wordId}/${readingIndex}` };
    },
  },
  {
    name: '{id}/vocabulary chrono',
    request: () => ({ path: `/api/media-deck/${pick()}/vocabulary` }),
  },
  {
    name: '{id}/vocabulary globalFreq',
    request: (i) => ({
      path: `/api/media-deck/${pick()}/vocabulary?sortBy=globalFreq&sortOrder=${i % 2}&offset=${(i % 3) * 100}`,
    }),
  },
  {
    name: '{id}/vocabulary filtered (verbs, no kana)',
    request: (i) => ({
      path: `/api/media-deck/${pick()}/vocabulary?partsOfSpeech=v*&hideKana=1&sortBy=deckFreq&sortOrder=${i % 2}`,
    }),
  },
  {
    name: '{id}/vocabulary deckFreq',
    request: (i) => ({
      path: `/api/media-deck/${pick()}/vocabulary?sortBy=deckFreq&sortOrder=${i % 2}&offset=${(i % 3) * 100}`,
    }),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(target: Target, count: number) {
  const latencies: number[] = [];
  let nextIndex = 0;
  let failures = 0;
  let cacheHits = 0;
  let firstFailure = '';
  const worker = async () => {
    while (nextIndex < count) {
      const i = nextIndex++;
      const { path: url, init } = target.request(i);
      const start = performance.now();
      const response = await pool.request({
        path: url,
        method: init?.method ?? 'GET',
        headers: init?.headers,
        body: init?.body,
      });
      if (response.statusCode >= 400) {
        failures++;
        // Read every failed answer to its end too, or undici would keep its connection busy.
        const text = await response.body.text();
        firstFailure ||= `${response.statusCode} ${text.slice(0, 200)}`;
      } else {
        // Read to the end without gathering the chunks: a 90 kB page copied into one buffer cost
        // the client, which shares the machine's two cores with the server, ~0.1 ms a request.
        let bytes = 0;
        for await (const chunk of response.body) bytes += (chunk as Buffer).length;
        if (bytes === 0) failures++;
      }
      latencies.push(performance.now() - start);
      if (response.headers['x-read-cache'] === 'hit') cacheHits++;
    }
  };
  const cpuBefore = await serverCpuMs();
  const postgresBefore = dialect === 'postgres' ? postgresCpuMs() : undefined;
  const clientBefore = process.cpuUsage();
  const wallStart = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - wallStart) / 1000;
  const client = process.cpuUsage(clientBefore);
  const serverCpu = ((await serverCpuMs()) - cpuBefore) / count;
  const postgresAfter = postgresBefore === undefined ? undefined : postgresCpuMs();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: count / seconds,
    serverCpu,
    clientCpu: (client.user + client.system) / 1000 / count,
    postgresCpu:
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : (postgresAfter - postgresBefore) / count,
    failures,
    firstFailure,
    cacheHits: cacheHits / count,
  };
}

/**
 * The signed-in scenario measures nothing if the server does not take the reader's token (it
 * would answer as to a visitor, with a coverage of 0): one page first, whose decks must show the
 * reader's coverage.
 */
async function checkSignedIn() {
  const response = await pool.request({
    path: difficultyPage(0),
    method: 'GET',
    headers: signedIn.headers,
  });
  const page = (await response.body.json()) as { data?: { coverage: number }[] };
  if (response.statusCode !== 200 || !page.data?.some((deck) => deck.coverage > 0))
    throw new Error(`the signed-in reader's page has no coverage (${response.statusCode})`);
}
await checkSignedIn();

const ms = (value: number) => value.toFixed(1).padStart(6);
console.log(
  `${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent, read cache ${readCache ? (warm ? 'on, warm' : 'on') : 'off'}; load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
let baseline = 0;
for (const target of targets) {
  if (only && target !== targets[0] && !target.name.includes(only)) continue;
  // Warm-up (JIT, caches). With --warm it is the very sequence measured next (same decks, pages
  // and seed), so every measured answer is one the read cache has already seen.
  seed = 7;
  drawFrom = warm ? measuredDecks : warmupDecks;
  await run(target, warm ? REQUESTS : WARMUP);
  seed = 7;
  drawFrom = measuredDecks;
  const slug = `${dialect}-${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
  if (profile) {
    const started = nextMessage('profiled');
    command({ type: 'profile-start' });
    await started;
  }
  const result = await run(target, REQUESTS);
  if (profile) {
    const stopped = nextMessage('profiled');
    command({ type: 'profile-stop', file: path.join(profileDir, `${slug}.cpuprofile`) });
    await stopped;
  }
  if (baseline === 0) baseline = result.p95;
  const database =
    result.postgresCpu === undefined ? '' : `  + postgres ≤${result.postgresCpu.toFixed(2)} ms`;
  console.log(
    `${target.name.padEnd(38)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)} ms  ${result.rps.toFixed(0).padStart(5)} req/s  p95 ×${(result.p95 / baseline).toFixed(1).padEnd(4)} health  CPU ${result.serverCpu.toFixed(2)} ms/req${database}  (client ${result.clientCpu.toFixed(2)})  cache hits ${(100 * result.cacheHits).toFixed(0).padStart(3)} %  RSS ${(serverRssBytes / 2 ** 20).toFixed(0)} MB${result.failures ? `  FAILURES ${result.failures}: ${result.firstFailure}` : ''}`,
  );
}
console.log(
  `load average at the end ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
await pool.close();
command({ type: 'close' });
