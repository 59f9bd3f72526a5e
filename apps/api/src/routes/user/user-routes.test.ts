import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEachDialect } from '@goi/db/testing';
import {
  accountJobHandlers,
  createMemoryMailer,
  createReadModels,
  getJob,
  listJobs,
} from '@goi/library';
import type { Parser } from '@goi/text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountsModule } from '../../auth/accounts-module';
import { parseApiConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  bearer,
  login,
  registerAndConfirm,
  type MemoryMailer,
} from '../../../test/support/auth-test-support';

/** 食べる (1358280): 食べる (kanji, 0), たべる (kana, 1); 猫 (1467640): 猫 (0), ねこ (1). */
const forms = [
  { wordId: 1358280, readingIndex: 0, text: '食べる', formType: 0 },
  { wordId: 1358280, readingIndex: 1, text: 'たべる', formType: 1 },
  { wordId: 1467640, readingIndex: 0, text: '猫', formType: 0 },
  { wordId: 1467640, readingIndex: 1, text: 'ねこ', formType: 1 },
];

/** A parser that knows the forms above by their exact text (the real one is tested elsewhere). */
const fakeParser: Parser = {
  parse(input: string) {
    const words = input.split('\n').flatMap((line) => {
      const form = forms.find((candidate) => candidate.text === line);
      return form
        ? [
            {
              surface: line,
              start: 0,
              end: line.length,
              kind: 'word' as const,
              wordId: form.wordId,
              readingIndex: form.readingIndex,
              dictionaryForm: line,
              reading: line,
              conjugations: [],
            },
          ]
        : [];
    });
    return { normalized: input, words, normalizedSpans: [] } as unknown as ReturnType<
      Parser['parse']
    >;
  },
};

function multipart(text: string, field = 'file') {
  const boundary = '----goi-test-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${field}"; filename="notes.txt"`,
      'Content-Type: text/plain',
      '',
      text,
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  };
}

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-user-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

describeEachDialect('/api/user', (database) => {
  let testApp: TestApp;
  let mailer: MemoryMailer;
  let accounts: ReturnType<typeof createAccountsModule>;
  let alice: string;
  let bob: string;
  let aliceId: string;

  beforeAll(async () => {
    const { db } = database();
    await db
      .insertInto('dictForms')
      .values(
        forms.map((form) => ({
          ...form,
          furigana: form.text,
          reading: form.text,
          info: '[]',
          isHidden: 0,
          appliesTo: null,
          priorRank: null,
        })),
      )
      .execute();
    await db
      .insertInto('wordFrequencies')
      .values([
        {
          wordId: 1358280,
          frequencyRank: 1,
          occurrences: 9,
          usedInMediaAmount: 2,
          observedFrequency: 1,
        },
        {
          wordId: 1467640,
          frequencyRank: 2,
          occurrences: 5,
          usedInMediaAmount: 1,
          observedFrequency: 1,
        },
      ])
      .execute();
    mailer = createMemoryMailer();
    const config = parseApiConfig({ rateLimit: { enabled: false } });
    const silent = { info() {}, warn() {} } as unknown as Parameters<
      typeof createAccountsModule
    >[2];
    accounts = createAccountsModule(
      config,
      { db, getParser: () => Promise.resolve(fakeParser), mailer },
      silent,
    );
    const readModels = createReadModels({ db });
    testApp = await createTestApp({
      database: database(),
      config: {
        rateLimit: { enabled: false },
        auth: { jwtSecret: config.auth.jwtSecret },
        uploadDir,
      },
      services: { mailer, accounts },
      routes: (app, _context, done) => {
        app.get('/test/known-count', async (request) => {
          const user = await request.getUser();
          const known = user && (await readModels.knownWords(user.id));
          return { signedIn: known !== undefined, forms: known?.pairs.size ?? 0 };
        });
        done();
      },
    });
    aliceId = (await registerAndConfirm(testApp, mailer, 'alice')).userId;
    await registerAndConfirm(testApp, mailer, 'bob');
    alice = (await login(testApp, 'alice')).accessToken;
    bob = (await login(testApp, 'bob')).accessToken;
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    extra: { headers?: Record<string, string>; payload?: unknown } = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...extra.headers },
      ...(extra.payload !== undefined ? { payload: extra.payload as string } : {}),
    });
  const amount = async (token: string) =>
    (await call('GET', '/api/user/vocabulary/known-ids/amount', token)).json<{
      words: number;
      forms: number;
    }>();

  async function runJob(jobId: number) {
    const job = (await getJob(database().db, jobId))!;
    // The upload is a file until its job has run, then it is gone.
    const upload = (job.payload as { upload?: string }).upload;
    if (upload) expect(fs.existsSync(path.join(uploadDir, upload))).toBe(true);
    const handlers = accountJobHandlers({
      db: database().db,
      parser: () => Promise.resolve(fakeParser),
      uploadDir,
    });
    const steps: number[] = [];
    const result = await handlers[job.type]!(job.payload, {
      jobId,
      reportProgress: (percent) => {
        steps.push(percent);
        return Promise.resolve();
      },
      signal: new AbortController().signal,
    });
    if (upload) expect(fs.existsSync(path.join(uploadDir, upload))).toBe(false);
    return { result, steps };
  }

  it('refuses visitors with 401 on every user route', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/vocabulary/known-ids/amount'],
      ['GET', '/api/user/vocabulary/known-ids'],
      ['DELETE', '/api/user/vocabulary/known-ids/clear'],
      ['POST', '/api/user/vocabulary/add/1358280/0'],
      ['GET', '/api/user/jobs/1'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, 'garbage')).statusCode).toBe(401);
    }
  });

  it('adds a kanji form with its kana form, removes both, and keeps coverage fresh', async () => {
    const known = async (token?: string) =>
      (await call('GET', '/test/known-count', token)).json<{ signedIn: boolean; forms: number }>();
    expect(await known()).toEqual({ signedIn: false, forms: 0 });
    expect(await known(alice)).toEqual({ signedIn: true, forms: 0 });
    const add = await call('POST', '/api/user/vocabulary/add/1358280/0', alice);
    expect(add.json()).toEqual({ added: 2 });
    expect(add.headers['cache-control']).toBe('private, no-store');
    expect(await amount(alice)).toEqual({ words: 1, forms: 2 });
    // The cached set is replaced right after the change.
    expect(await known(alice)).toEqual({ signedIn: true, forms: 2 });
    expect(await amount(bob)).toEqual({ words: 0, forms: 0 });
    expect((await call('POST', '/api/user/vocabulary/add/1358280/9', alice)).statusCode).toBe(404);
    expect((await call('POST', '/api/user/vocabulary/add/abc/0', alice)).statusCode).toBe(400);
    const remove = await call('POST', '/api/user/vocabulary/remove/1358280/0', alice);
    expect(remove.json()).toEqual({ removed: 2 });
    expect(await known(alice)).toEqual({ signedIn: true, forms: 0 });
  });

  it('imports ids and a frequency range as jobs the owner alone can follow', async () => {
    const accepted = await call('POST', '/api/user/vocabulary/import-from-ids', alice, {
      payload: [1467640, 999],
    });
    expect(accepted.statusCode).toBe(202);
    const { jobId } = accepted.json<{ jobId: number }>();
    const queued = await call('GET', `/api/user/jobs/${jobId}`, alice);
    expect(queued.json()).toMatchObject({ jobId, status: 'queued', progress: 0 });
    expect((await call('GET', `/api/user/jobs/${jobId}`, bob)).statusCode).toBe(404);
    const { result, steps } = await runJob(jobId);
    expect(result).toEqual({ added: 2, skipped: 1 });
    expect(steps.length).toBeGreaterThan(0);
    expect(await amount(alice)).toEqual({ words: 1, forms: 2 });

    const bad = await call('POST', '/api/user/vocabulary/import-from-frequency/5/2', alice);
    expect(bad.statusCode).toBe(400);
    const range = await call('POST', '/api/user/vocabulary/import-from-frequency/1/1', alice);
    expect(range.statusCode).toBe(202);
    expect((await runJob(range.json<{ jobId: number }>().jobId)).result).toEqual({
      words: 1,
      forms: 2,
      added: 2,
    });
    expect(await amount(alice)).toEqual({ words: 2, forms: 4 });
    const ids = await call('GET', '/api/user/vocabulary/known-ids', alice);
    expect(ids.json()).toEqual([1358280, 1467640]);
    const cleared = await call('DELETE', '/api/user/vocabulary/known-ids/clear', alice);
    expect(cleared.json()).toEqual({ removed: 4 });
  });

  it('previews an Anki notes export, then imports it as a job', async () => {
    const notes =
      '#separator:tab\n#html:false\n猫\tcat\n食べる,to eat\nthis line is far too long to be a single word\n知らない\n';
    const preview = await call(
      'POST',
      '/api/user/vocabulary/import-from-anki-txt/preview',
      bob,
      multipart(notes),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ lines: 3, skippedLong: 1, parsed: 2, forms: 4, newForms: 4 });
    expect(await amount(bob)).toEqual({ words: 0, forms: 0 });
    const accepted = await call(
      'POST',
      '/api/user/vocabulary/import-from-anki-txt',
      bob,
      multipart(notes),
    );
    expect(accepted.statusCode).toBe(202);
    const { result } = await runJob(accepted.json<{ jobId: number }>().jobId);
    expect(result).toEqual({ lines: 3, skippedLong: 1, parsed: 2, added: 4 });
    expect(await amount(bob)).toEqual({ words: 2, forms: 4 });
    const wrongField = await call(
      'POST',
      '/api/user/vocabulary/import-from-anki-txt/preview',
      bob,
      multipart('猫', 'other'),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Missing the multipart field "file"');
    // A file the preview refuses never becomes a job.
    const jobsBefore = (await listJobs(database().db)).length;
    const tooLong = await call(
      'POST',
      '/api/user/vocabulary/import-from-anki-txt',
      bob,
      multipart('猫\n'.repeat(60_000)),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('at most 50000 are accepted');
    expect((await listJobs(database().db)).length).toBe(jobsBefore);
    expect(aliceId).not.toBe('');
  });
});
