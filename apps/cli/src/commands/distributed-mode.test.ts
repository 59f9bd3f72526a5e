/**
 * Issue 18's check of the distributed mode, with real processes on PostgreSQL and Redis: two
 * `goi start --role web` processes (A and B) and `goi start --role worker` ones, sharing one
 * database (created for this run) and one Redis key prefix (unique to this run).
 *
 * - A deck added through A is listed by B within 1 s of its job's end (the version message).
 * - 130 requests split across A and B meet one shared limit (120 a minute per client).
 * - A worker killed with SIGKILL mid-job: a second worker takes the job over (BullMQ's stall
 *   check) and finishes it once: one deck, two attempts.
 * - SIGTERM on A while a request is arriving: the request is answered, then A exits with 0.
 *
 * It runs when PostgreSQL is among the tested dialects (`.ci/run`: DIALECTS=sqlite,postgres).
 * The database holds the small fixture dictionary of packages/db (importing the real one takes
 * minutes): decks parse with few words found, which is all the checks need.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { accountSettings, loadApiConfig } from '@goi/api';
import { ensureDictionary, type DatabaseHandle } from '@goi/db';
import { createTestDatabase, testDialects, testRedisUrl, uniqueRedisPrefix } from '@goi/db/testing';
import {
  createAccountService,
  createMemoryMailer,
  getJob,
  INGEST_MEDIA_JOB,
  listJobs,
  type Job,
} from '@goi/library';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';

const fixtureDictionary = path.join(repoRoot, 'packages/db/test/fixtures/dictionary');
const novel = path.join(repoRoot, 'data', 'corpus', 'aozora', 'kokoro.plain.txt');
const POLL_MS = 20;
const STEP_TIMEOUT_MS = 60_000;

interface Goi {
  child: ChildProcess;
  stderr: () => string;
  url: string;
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

for (const dialect of testDialects().filter((name) => name === 'postgres')) {
  describe(`goi start --role web|worker on ${dialect} and Redis`, () => {
    let database: DatabaseHandle & { drop(): Promise<void>; databaseUrl?: string };
    let dataDir: string;
    let env: Record<string, string>;
    let token: string;
    const keyPrefix = uniqueRedisPrefix();
    const children: ChildProcess[] = [];
    let a: Goi;
    let b: Goi;
    let worker: Goi;

    /** `goi start --role <role> --no-web` on a free port; resolves once it serves. */
    async function start(role: 'web' | 'worker'): Promise<Goi> {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(repoRoot, 'apps/cli/src/main.ts'),
          'start',
          '--no-web',
          '--role',
          role,
        ],
        {
          cwd: repoRoot,
          env: { ...process.env, ...env, PORT: String(await freePort()) },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      children.push(child);
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const url = await until(`goi start --role ${role}`, () => {
        if (child.exitCode !== null) throw new Error(`goi start ended: ${stderr}`);
        return /(?:Goi is running at|status at) ([^\s)]+)/.exec(stderr)?.[1];
      });
      return { child, stderr: () => stderr, url };
    }

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await ensureDictionary(database.db, fixtureDictionary);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-distributed-'));
      env = {
        DATABASE_URL: database.databaseUrl!,
        REDIS_URL: testRedisUrl(),
        REDIS_KEY_PREFIX: keyPrefix,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        GOI_DATA_DIR: dataDir,
        GOI_DEMO_LIBRARY: 'off',
        JOB_LEASE_SECONDS: '2',
        READ_CACHE_WARM: 'false',
        PARSE_THREADS: '0',
        LOG_LEVEL: 'warn',
      };
      const accounts = createAccountService({
        db: database.db,
        settings: accountSettings(loadApiConfig({ JWT_SECRET: env.JWT_SECRET }, { dataDir })),
        mailer: createMemoryMailer(),
        google: null,
      });
      await accounts.createConfirmedUser({
        username: 'operator',
        email: 'operator@example.com',
        password: 'Scale-out-2026',
        admin: true,
      });
      ({ accessToken: token } = await accounts.login({
        usernameOrEmail: 'operator',
        password: 'Scale-out-2026',
      }));
      [a, b, worker] = await Promise.all([start('web'), start('web'), start('worker')]);
    }, 120_000);

    afterAll(async () => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.all(children.map((child) => exited(child)));
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const redis = new Redis(testRedisUrl());
      const keys = await redis.keys(`${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    /**
     * Every request of one check comes from its own client address (own rate-limit count). The
     * addresses are handed out in turn, never drawn at random: a drawn address could repeat the
     * one the limit check used up, and that request would meet a 429.
     */
    let clientsHandedOut = 0;
    const client = () => `198.51.100.${++clientsHandedOut}`;

    async function addDeck(server: Goi, title: string, text: string): Promise<number> {
      const form = new FormData();
      form.set('mediaType', '4');
      form.set('originalTitle', title);
      form.set('file', new Blob([text]), 'text.txt');
      const response = await fetch(`${server.url}/api/admin/add-deck`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client() },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(202);
      return ((await response.json()) as { jobId: number }).jobId;
    }

    const ended = (job: Job | undefined) =>
      job && job.status !== 'queued' && job.status !== 'running' ? job : undefined;

    async function listedTitles(server: Goi, from: string): Promise<string[]> {
      const response = await fetch(`${server.url}/api/media-deck/get-media-decks`, {
        headers: { 'x-forwarded-for': from },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { originalTitle: string }[] };
      return body.data.map((deck) => deck.originalTitle);
    }

    it('lists on B, within 1 s, a deck added through A', async () => {
      const reader = client();
      // B has answered (and cached) the list before the deck exists.
      expect(await listedTitles(b, reader)).not.toContain('坊っちゃん');
      const jobId = await addDeck(
        a,
        '坊っちゃん',
        '親譲りの無鉄砲で小供の時から損ばかりしている。',
      );
      const job = await until('the ingest', async () => ended(await getJob(database.db, jobId)));
      expect(job.status, job.error ?? '').toBe('succeeded');
      const started = Date.now();
      await until('B to list the deck', async () =>
        (await listedTitles(b, reader)).includes('坊っちゃん') ? true : undefined,
      );
      expect(Date.now() - started).toBeLessThanOrEqual(1000);
    });

    it('counts 130 requests split across A and B against one limit of 120', async () => {
      const from = client();
      const statuses: number[] = [];
      for (let i = 0; i < 130; i++) {
        const server = i % 2 === 0 ? a : b;
        const response = await fetch(`${server.url}/api/health`, {
          headers: { 'x-forwarded-for': from },
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(120);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      // Each process refused some: the count was shared, not 120 each.
      expect(statuses.slice(120).filter((status) => status === 429)).toHaveLength(10);
    });

    it('finishes once, on a second worker, a job whose worker was killed with SIGKILL', async () => {
      const title = 'こころ（分散）';
      // A fifth of the novel: long enough to be killed in, short enough to parse twice quickly.
      const text = fs.readFileSync(novel, 'utf8');
      const jobId = await addDeck(a, title, text.slice(0, Math.ceil(text.length / 5)));
      await until('the job to run', async () => {
        const job = await getJob(database.db, jobId);
        return job?.status === 'running' ? job : undefined;
      });
      worker.child.kill('SIGKILL');
      expect(await exited(worker.child)).toBe('SIGKILL');
      const second = await start('worker');
      const job = await until('the job to end', async () =>
        ended(await getJob(database.db, jobId)),
      );
      expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
      const decks = await database.db
        .selectFrom('decks')
        .select('deckId')
        .where('originalTitle', '=', title)
        .execute();
      expect(decks).toHaveLength(1);
      const ingests = (await listJobs(database.db, { type: INGEST_MEDIA_JOB })).filter(
        (other) => other.jobId === jobId,
      );
      expect(ingests).toHaveLength(1);
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    });

    it('answers a request that was arriving when A got SIGTERM, then exits with 0', async () => {
      const body = JSON.stringify({ usernameOrEmail: 'operator', password: 'not the password' });
      const { hostname, port } = new URL(a.url);
      const socket = net.connect(Number(port), hostname);
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.setEncoding('utf8').on('data', (text: string) => (answer += text));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}\r\ncontent-type: application/json\r\n` +
          `x-forwarded-for: ${client()}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n` +
          body.slice(0, 10),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      a.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A no longer accepts connections, but finishes the request it is receiving. (The rest of
      // the body is written, not ended: a half-closed request is aborted by Node itself.)
      await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
      socket.write(body.slice(10));
      await until('the answer', () => (answer.endsWith('}') ? true : undefined));
      socket.destroy();
      expect(answer, a.stderr()).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toContain('"statusCode":401');
      expect(await exited(a.child)).toBe(0);
    });
  });
}
