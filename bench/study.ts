/**
 * Study answers under load (issue 20): 50 signed-in users, each with 20,000 cards (a third due
 * now), study at once against a real server in its own process (bench/support/study-server.ts).
 * Each user asks `GET /api/study/next` and answers the card with `POST /api/study/review`, one
 * after the other, as the /study page does. Reports p50/p95/p99 of both, `/api/health` at the
 * same concurrency as the baseline of this run, and the server's CPU per answer (the figure that
 * stays meaningful on a busy machine). Target: review p95 ≤ 30 ms on SQLite.
 *
 * Run: `npx tsx bench/study.ts [--dialect sqlite|postgres] [--answers 40] [--warmup 10]`
 * (answers and warm-up rounds per user). PostgreSQL: BENCH_DATABASE_URL (default the local
 * server); a database `goi_bench_study` is made afresh there.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import type { StudyServerMessage } from './support/study-server';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const dialect = argument('--dialect') ?? 'sqlite';
if (dialect !== 'sqlite' && dialect !== 'postgres')
  throw new Error(`--dialect must be sqlite or postgres (got ${dialect})`);
const ANSWERS = Number(argument('--answers') ?? 40);
/**
 * A learner's pause between answers in the paced run (ms, ±50 % at random): reading the card and
 * recalling takes seconds (2 s is a fast learner; 5–10 s is usual).
 */
const THINK_MS = Number(argument('--think-ms') ?? 2000);
const WARMUP = Number(argument('--warmup') ?? 10);
const TARGET_P95_MS = 30;

const serverFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'support/study-server.ts',
);
const child = fork(serverFile, [dialect], {
  execArgv: [
    '--import',
    'tsx',
    // e.g. `--cpu-prof --cpu-prof-dir=.data/bench/profiles`: a profile of the server on exit.
    ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T extends StudyServerMessage['type']>(type: T) =>
  new Promise<Extract<StudyServerMessage, { type: T }>>((resolve, reject) => {
    const onMessage = (message: StudyServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as Extract<StudyServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) =>
      reject(new Error(`the study server exited (code ${String(code)})`)),
    );
  });

const ready = await nextMessage('ready');
console.log(
  `${dialect}: ${ready.tokens.length} users × 20,000 cards ready in ${ready.setupSeconds.toFixed(0)} s`,
);
const pool = new Pool(ready.url, { connections: ready.tokens.length, pipelining: 1 });

async function timed(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const start = performance.now();
  const response = await pool.request({
    method,
    path: url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.body.text();
  const ms = performance.now() - start;
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${text}`);
  return { ms, json: JSON.parse(text) as unknown };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms · p95 ${percentile(values, 95).toFixed(1)} ms · p99 ${percentile(values, 99).toFixed(1)} ms (${values.length})`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function studyRounds(rounds: number, next: number[], review: number[], thinkMs = 0) {
  await Promise.all(
    ready.tokens.map(async (token, user) => {
      // Paced users start spread over one pause, as people do not all click at once.
      if (thinkMs > 0) await pause(Math.random() * thinkMs);
      for (let round = 0; round < rounds; round++) {
        if (thinkMs > 0 && round > 0) await pause(thinkMs * (0.5 + Math.random()));
        const shown = await timed('GET', '/api/study/next', token);
        next.push(shown.ms);
        const card = (shown.json as { card: { cardId: number } | null }).card;
        if (!card) throw new Error(`user ${user} has no card to answer`);
        const rating = round % 7 === 0 ? 1 : 3;
        review.push(
          (await timed('POST', '/api/study/review', token, { cardId: card.cardId, rating })).ms,
        );
      }
    }),
  );
}

async function cpuMicros() {
  const reply = nextMessage('cpu');
  child.send({ type: 'cpu' });
  return (await reply).micros;
}

try {
  await studyRounds(WARMUP, [], []);
  const health: number[] = [];
  await Promise.all(
    ready.tokens.map(async () => {
      for (let round = 0; round < ANSWERS; round++)
        health.push((await timed('GET', '/api/health')).ms);
    }),
  );
  console.log(
    `${ready.tokens.length} users, ${ANSWERS} answers each after ${WARMUP} warm-up rounds`,
  );
  console.log(`  /api/health (50 in flight)  ${summary(health)}`);
  const results: { name: string; reviewP95: number }[] = [];
  for (const [name, thinkMs] of [
    [`paced (a ${THINK_MS / 1000} s pause between a user's answers)`, THINK_MS],
    ['closed loop (no pause: 50 requests always in flight)', 0],
  ] as const) {
    const next: number[] = [];
    const review: number[] = [];
    const cpuBefore = await cpuMicros();
    await studyRounds(ANSWERS, next, review, thinkMs);
    const cpuMs = ((await cpuMicros()) - cpuBefore) / 1000;
    console.log(`  ${name}`);
    console.log(`    GET /api/study/next    ${summary(next)}`);
    console.log(`    POST /api/study/review ${summary(review)}`);
    console.log(`    server CPU per next + review: ${(cpuMs / review.length).toFixed(2)} ms`);
    results.push({ name, reviewP95: percentile(review, 95) });
  }
  const paced = results[0]!.reviewP95;
  const met = paced <= TARGET_P95_MS;
  console.log(
    `  target: review p95 ≤ ${TARGET_P95_MS} ms at 50 studying users (paced run)${dialect === 'sqlite' ? '' : ', SQLite target (reported)'}: ${met ? 'met' : 'NOT met'} (${paced.toFixed(1)} ms)`,
  );
  if (dialect === 'sqlite' && !met) process.exitCode = 1;
} finally {
  await pool.close();
  child.send({ type: 'close' });
}
