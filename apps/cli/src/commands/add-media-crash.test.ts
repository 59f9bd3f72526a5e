/**
 * Issue 4's crash check with a real crash: the command line killed with SIGKILL in the middle of
 * an ingest, on the embedded SQLite database, as an operator would meet it.
 *
 * - `goi add-media` killed while it parses the second of three files leaves no deck (decks are
 *   written in one transaction at the end) and its job `running` under the dead process's lease.
 * - Once the lease has expired, `goi worker` takes the job over. Killed again as soon as the
 *   job says it is saving (the transaction: the step shows for ~120 ms on the machine this was
 *   written on, so a 20 ms poll kills inside it, but a loaded machine may miss it or find it
 *   over), it leaves either nothing or the whole parent with its three sub-decks, never a part.
 * - A last `goi worker` finishes the job: exactly one parent with its three sub-decks, however
 *   the second kill fell (a commit just before it is found on the retry, not written twice).
 *   The add is queued with `--on-duplicate add` (what the admin API's "add anyway" sends), so no
 *   title check hides a second copy: the deck is found again because the transaction that wrote
 *   it recorded it against the job (issue 15).
 * - Issue 15's check: the server (`goi start --no-web`, its in-process worker) killed while it
 *   parses a deck added through `POST /api/admin/add-deck`; restarted, it takes the job over and
 *   the deck appears exactly once, with its three sub-decks in order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@goi/db';
import { sql } from 'kysely';
import { accountSettings, loadApiConfig } from '@goi/api';
import {
  createAccountService,
  createMemoryMailer,
  getJob,
  INGEST_MEDIA_JOB,
  listJobs,
  type Job,
} from '@goi/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config';

const testDictionary = path.join(repoRoot, '.data', 'test', 'goi.sqlite');
const novel = path.join(repoRoot, 'data', 'corpus', 'aozora', 'kokoro.plain.txt');
const TITLE = 'こころ';
const POLL_MS = 20;
/** How long a step may take before the test gives up, naming what it waited for. */
const STEP_TIMEOUT_MS = 60_000;
const children: ChildProcess[] = [];

/** `goi <args>` in its own process on the copied database; stderr kept for failure messages. */
function goi(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; stderr: () => string } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/cli/src/main.ts'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, GOI_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return { child, stderr: () => stderr };
}

function exited(child: ChildProcess): Promise<NodeJS.Signals | number | null> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.signalCode ?? child.exitCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
}

describe('goi add-media and the server killed in the middle of an ingest (SQLite)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-crash-'));
    // The real dictionary, imported once by the global setup; a copy, since this test writes.
    fs.copyFileSync(testDictionary, path.join(dataDir, 'goi.sqlite'));
    // 『こころ』 in three files of about 55,000 characters: a parent with three sub-decks.
    const lines = fs.readFileSync(novel, 'utf8').split('\n');
    const third = Math.ceil(lines.length / 3);
    for (let part = 0; part < 3; part++)
      fs.writeFileSync(
        path.join(dataDir, `part${part + 1}.txt`),
        lines.slice(part * third, (part + 1) * third).join('\n'),
      );
    handle = openDatabase({ dataDir });
  });
  afterAll(async () => {
    // A failed step leaves its process running (a worker never stops by itself).
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const decks = () =>
    handle.db
      .selectFrom('decks')
      .select(['deckId', 'parentDeckId', 'originalTitle', 'uniqueWordCount'])
      .orderBy('deckId')
      .execute();

  /**
   * The ingest job once `ready` says so; fails when the process running it ends first or the
   * step takes too long.
   */
  async function waitForJob(
    run: { child: ChildProcess; stderr: () => string },
    ready: (job: Job) => boolean,
  ): Promise<Job> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const [job] = await listJobs(handle.db, { type: INGEST_MEDIA_JOB });
      if (job && ready(job)) return job;
      const { exitCode, signalCode } = run.child;
      if (exitCode !== null || signalCode !== null)
        throw new Error(`goi ended (${signalCode ?? exitCode}) first: ${run.stderr()}`);
      if (Date.now() > deadline)
        throw new Error(`no such job state after ${STEP_TIMEOUT_MS} ms: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** What 60 s of waiting would do: the dead process's lease runs out. */
  async function expireLease(jobId: number) {
    await handle.db
      .updateTable('jobs')
      .set({ leaseExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('jobId', '=', jobId)
      .execute();
  }

  it('leaves no partial deck, and the job is taken over and finished after the lease expires', async () => {
    const parts = [1, 2, 3].map((part) => path.join(dataDir, `part${part}.txt`));
    const adding = goi(dataDir, [
      'add-media',
      '--type',
      'novel',
      '--title',
      TITLE,
      '--on-duplicate',
      'add',
      ...parts,
    ]);
    const parsing = await waitForJob(adding, (job) => job.step.includes('(2/3)'));
    adding.child.kill('SIGKILL');
    expect(await exited(adding.child)).toBe('SIGKILL');

    expect(await decks()).toEqual([]);
    const killed = await getJob(handle.db, parsing.jobId);
    expect(killed).toMatchObject({ status: 'running', attempts: 1 });
    expect(killed!.step).toMatch(/^Parsing Volume 2 \(2\/3\)$/);

    await expireLease(parsing.jobId);
    const saving = goi(dataDir, ['worker', '--poll', '50']);
    // "Saving" lasts as long as the transaction; a poll that misses it finds the job done.
    await waitForJob(
      saving,
      (job) => job.attempts === 2 && (job.step === 'Saving' || job.status !== 'running'),
    );
    saving.child.kill('SIGKILL');
    expect(await exited(saving.child)).toBe('SIGKILL');
    const afterSaving = await decks();
    // The transaction had either not committed (nothing) or committed (all four decks).
    expect([0, 4]).toContain(afterSaving.length);

    await expireLease(parsing.jobId);
    const finishing = goi(dataDir, ['worker', '--poll', '50']);
    const done = await waitForJob(finishing, (job) => job.status !== 'running');
    finishing.child.kill('SIGTERM');
    expect(await exited(finishing.child)).toBe(0);

    expect(done).toMatchObject({ status: 'succeeded', progress: 100 });
    // Nothing saved: the third attempt wrote the decks. Saved just before the kill: the second
    // may have finished too, or the third found the deck there.
    if (afterSaving.length === 0) expect(done.attempts).toBe(3);
    else expect([2, 3]).toContain(done.attempts);
    const written = await decks();
    const parents = written.filter((deck) => deck.parentDeckId === null);
    expect(parents).toMatchObject([{ originalTitle: TITLE }]);
    const volumes = written.filter((deck) => deck.parentDeckId === parents[0]!.deckId);
    expect(volumes.map((deck) => deck.originalTitle)).toEqual(['Volume 1', 'Volume 2', 'Volume 3']);
    expect(written).toHaveLength(4);
    expect(done.result).toMatchObject({ deckId: parents[0]!.deckId });
    // Each volume of 『こころ』 has a few thousand distinct words.
    for (const volume of volumes) expect(volume.uniqueWordCount).toBeGreaterThan(2000);
    const integrity = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(
      handle.db,
    );
    expect(integrity.rows).toEqual([{ integrityCheck: 'ok' }]);
  });

  /** `goi start --no-web` on a free port; resolves with its URL once it listens. */
  async function startServer() {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const run = goi(dataDir, ['start', '--no-web'], {
      PORT: String(port),
      GOI_DEMO_LIBRARY: 'off',
      READ_CACHE_WARM: 'false',
    });
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const url = /Goi is running at (\S+)/.exec(run.stderr())?.[1];
      if (url) return { ...run, url };
      if (run.child.exitCode !== null) throw new Error(`goi start ended: ${run.stderr()}`);
      if (Date.now() > deadline) throw new Error(`goi start did not listen: ${run.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  it('the server killed during an add-deck job: after a restart the job is taken over and the deck appears once', async () => {
    // An administrator of this library, signed in with the server's own settings.
    const accounts = createAccountService({
      db: handle.db,
      settings: accountSettings(loadApiConfig({}, { dataDir })),
      mailer: createMemoryMailer(),
      google: null,
    });
    await accounts.createConfirmedUser({
      username: 'operator',
      email: 'operator@example.com',
      password: 'Crash-test-2026',
      admin: true,
    });
    const { accessToken } = await accounts.login({
      usernameOrEmail: 'operator',
      password: 'Crash-test-2026',
    });

    const title = 'こころ（管理画面）';
    const server = await startServer();
    const form = new FormData();
    form.set('mediaType', '4');
    form.set('originalTitle', title);
    // "Add anyway": no title check may hide a second copy; only the job's own record can.
    form.set('onDuplicate', 'add');
    for (const part of [1, 2, 3]) {
      form.set(`subdecks[${part - 1}].originalTitle`, `第${part}部`);
      form.set(
        `subdecks[${part - 1}].file`,
        new Blob([fs.readFileSync(path.join(dataDir, `part${part}.txt`))]),
        `part${part}.txt`,
      );
    }
    const response = await fetch(`${server.url}/api/admin/add-deck`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: number };

    const parsing = await waitForJob(
      server,
      (job) => job.jobId === jobId && job.step.includes('(2/3)'),
    );
    server.child.kill('SIGKILL');
    expect(await exited(server.child)).toBe('SIGKILL');
    const titled = async () =>
      (await decks()).filter((deck) => deck.originalTitle === title && deck.parentDeckId === null);
    expect(await titled()).toEqual([]);
    expect(await getJob(handle.db, parsing.jobId)).toMatchObject({
      status: 'running',
      attempts: 1,
    });

    await expireLease(jobId);
    const restarted = await startServer();
    const done = await waitForJob(
      restarted,
      (job) => job.jobId === jobId && (job.status === 'succeeded' || job.status === 'failed'),
    );
    restarted.child.kill('SIGTERM');
    expect(await exited(restarted.child)).toBe(0);

    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    const parents = await titled();
    expect(parents).toHaveLength(1);
    const parts = (await decks()).filter((deck) => deck.parentDeckId === parents[0]!.deckId);
    expect(parts.map((deck) => deck.originalTitle)).toEqual(['第1部', '第2部', '第3部']);
  });
});
