/**
 * The API server of `bench/study.ts`, in its own process (the load generator's CPU is not the
 * server's). Builds a fresh study database: 50 users with 20,000 cards each, a third of them
 * review cards due now (the rest due later or new), with the product's default study settings
 * (20 new cards and 200 reviews a day), then listens and reports over IPC:
 *   → { type: 'ready', url, tokens }   ← { type: 'cpu' } → { type: 'cpu', micros }
 *   ← { type: 'close' } → exits.
 * Argument: the dialect (sqlite | postgres).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { accountSettings, parseApiConfig } from '@goi/api';
import { startServer } from '@goi/api/server';
import { addStudyCards, createStudyDeck, migrateToLatest, openDatabase } from '@goi/db';
import { createAccountService, createMemoryMailer, newCardMemory, answerCard } from '@goi/library';
import { repoRoot } from './paths';

export const STUDY_USERS = 50;
export const CARDS_PER_USER = 20_000;

export type StudyServerMessage =
  | { type: 'ready'; url: string; tokens: string[]; setupSeconds: number }
  | { type: 'cpu'; micros: number };

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const started = performance.now();
const dataDir = path.join(repoRoot, '.data', 'bench');
fs.mkdirSync(dataDir, { recursive: true });
const SQLITE_FILE = 'study-bench.sqlite';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_DB = 'goi_bench_study';

async function freshDatabase() {
  if (dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(path.join(dataDir, SQLITE_FILE + suffix), { force: true });
    return openDatabase({ dataDir, sqliteFile: SQLITE_FILE });
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${POSTGRES_DB}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${POSTGRES_DB}`;
  return openDatabase({ dataDir, databaseUrl: url.toString() });
}

const handle = await freshDatabase();
await migrateToLatest(handle.db);
const config = parseApiConfig({
  port: 0,
  logLevel: 'warn',
  rateLimit: { enabled: false },
  auth: { jwtSecret: 'study-bench-secret-0123456789abcdef0123456789abcdef' },
});
const accounts = createAccountService({
  db: handle.db,
  settings: accountSettings(config),
  mailer: createMemoryMailer(),
  google: null,
});

// One review card's memory after a few answers, due a day ago (what a daily review meets).
const origin = new Date('2026-01-01T00:00:00.000Z');
let memory = newCardMemory(origin);
for (const [days, rating] of [
  [0, 3],
  [0.01, 3],
  [3, 3],
  [10, 3],
] as const)
  memory = answerCard(memory, rating, new Date(origin.getTime() + days * 86_400_000), 0.9).memory;
const now = new Date();
const dueNow = { ...memory, due: new Date(now.getTime() - 86_400_000).toISOString() };
const dueLater = { ...memory, due: new Date(now.getTime() + 30 * 86_400_000).toISOString() };
const fresh = newCardMemory(now);

const tokens: string[] = [];
for (let user = 0; user < STUDY_USERS; user++) {
  const username = `study-bench-${user}`;
  const password = 'bench-Study-2026';
  const { userId } = await accounts.createConfirmedUser({
    username,
    email: `${username}@bench.invalid`,
    password,
    admin: false,
  });
  await handle.db.transaction().execute(async (trx) => {
    const createdAt = now.toISOString();
    const third = Math.floor(CARDS_PER_USER / 3);
    const words = Array.from({ length: CARDS_PER_USER }, (_, index) => ({
      wordId: 1_000_000 + index,
      readingIndex: 0,
    }));
    for (const [slice, state] of [
      [words.slice(0, third), dueNow],
      [words.slice(third, 2 * third), dueLater],
      [words.slice(2 * third), fresh],
    ] as const) {
      const studyDeckId = await createStudyDeck(trx, {
        userId,
        source: 'list',
        deckId: null,
        wordOrder: 'given',
        name: 'bench',
        createdAt,
      });
      await addStudyCards(trx, userId, studyDeckId, slice, state, createdAt);
    }
  });
  tokens.push((await accounts.login({ usernameOrEmail: username, password })).accessToken);
}

const server = await startServer(
  config,
  { db: handle.db, dialect: handle.dialect },
  { signals: [] },
);
const send = (message: StudyServerMessage) => process.send?.(message);
process.on('message', (command: { type: 'cpu' | 'close' }) => {
  if (command.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', micros: usage.user + usage.system });
  } else {
    void server
      .close()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  }
});
send({
  type: 'ready',
  url: server.url,
  tokens,
  setupSeconds: (performance.now() - started) / 1000,
});
