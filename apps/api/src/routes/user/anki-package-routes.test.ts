import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findWordStates } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { ankiNoteTypeId } from '@goi/exports';
import { accountJobHandlers, createMemoryMailer, getJob, listJobs } from '@goi/library';
import { BASIC_NOTE_TYPE, STATE_FIXTURE_NOTES, buildLegacyPackage } from '@goi/library/testing';
import type { Parser } from '@goi/text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccountsModule } from '../../auth/accounts-module';
import { parseApiConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';

/** 食べる, 猫 and 犬, each with a kanji form (0) and a kana form (1). */
const forms = [
  { wordId: 1358280, readingIndex: 0, text: '食べる', formType: 0 },
  { wordId: 1358280, readingIndex: 1, text: 'たべる', formType: 1 },
  { wordId: 1467640, readingIndex: 0, text: '猫', formType: 0 },
  { wordId: 1467640, readingIndex: 1, text: 'ねこ', formType: 1 },
  { wordId: 1254030, readingIndex: 0, text: '犬', formType: 0 },
  { wordId: 1254030, readingIndex: 1, text: 'いぬ', formType: 1 },
];

/** A parser that knows the forms above when a line is exactly one of them, at its real offset. */
const fakeParser: Parser = {
  parse(input: string) {
    let start = 0;
    const words = input.split('\n').flatMap((line) => {
      const lineStart = start;
      start += line.length + 1;
      const form = forms.find((candidate) => candidate.text === line);
      return form
        ? [
            {
              surface: line,
              start: lineStart,
              end: lineStart + line.length,
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

/** The current-format fixture: constructed (schema 18, zstd), not exported by Anki itself. */
const currentFormat = fs.readFileSync(
  path.join(
    import.meta.dirname,
    '../../../../../packages/extract/test/fixtures/anki/current-format.apkg',
  ),
);

function multipart(bytes: Uint8Array, fileName = 'deck.apkg', field = 'file') {
  const boundary = '----goi-anki-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const PREVIEW = '/api/user/vocabulary/import-from-anki-package/preview';
const IMPORT = '/api/user/vocabulary/import-from-anki-package';
const choice = (field = 'Expression', noteTypeId = ankiNoteTypeId) =>
  `?noteTypeId=${noteTypeId}&field=${encodeURIComponent(field)}`;

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-anki-uploads-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

describeEachDialect('/api/user Anki package import', (database) => {
  let testApp: TestApp;
  let legacy: Uint8Array;
  let empty: Uint8Array;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};

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
    legacy = await buildLegacyPackage(STATE_FIXTURE_NOTES, { extra: BASIC_NOTE_TYPE });
    empty = await buildLegacyPackage([]);
    const mailer = createMemoryMailer();
    const config = parseApiConfig({ rateLimit: { enabled: false } });
    const silent = { info() {}, warn() {} } as unknown as Parameters<
      typeof createAccountsModule
    >[2];
    const accounts = createAccountsModule(
      config,
      { db, getParser: () => Promise.resolve(fakeParser), mailer },
      silent,
    );
    testApp = await createTestApp({
      database: database(),
      config: {
        rateLimit: { enabled: false },
        auth: { jwtSecret: config.auth.jwtSecret },
        uploadDir,
      },
      services: { mailer, accounts },
    });
    for (const name of ['alice', 'bob', 'carol']) {
      userIds[name] = (await registerAndConfirm(testApp, mailer, name)).userId;
      tokens[name] = (await login(testApp, name)).accessToken;
    }
  });
  afterAll(() => testApp.close());

  const post = (url: string, token: string | undefined, body?: ReturnType<typeof multipart>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...body?.headers },
      ...(body ? { payload: body.payload } : {}),
    });

  async function runJob(jobId: number) {
    const job = (await getJob(database().db, jobId))!;
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
    // The chosen words waited in the upload store; the job removed them.
    const upload = (job.payload as { upload: string }).upload;
    expect(fs.existsSync(path.join(uploadDir, upload))).toBe(false);
    return { result, steps };
  }

  const states = async (name: string) =>
    (await findWordStates(database().db, userIds[name]!)).map(
      (row) => `${row.wordId}/${row.readingIndex}:${row.state}`,
    );

  it('documents the routes and their query in the OpenAPI document', async () => {
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json<{
      paths: Record<string, { post?: { parameters?: { name: string }[] } }>;
    }>().paths;
    for (const route of [PREVIEW, IMPORT])
      expect(paths[route]?.post?.parameters?.map((parameter) => parameter.name)).toEqual([
        'noteTypeId',
        'field',
      ]);
    expect(
      paths['/api/user/vocabulary/import-from-ids']?.post?.parameters?.map((p) => p.name),
    ).toEqual(['state']);
  });

  it('refuses visitors', async () => {
    expect((await post(PREVIEW, undefined, multipart(legacy))).statusCode).toBe(401);
    expect((await post(IMPORT + choice(), undefined, multipart(legacy))).statusCode).toBe(401);
  });

  it('lists the note types of both formats, with fields and note counts', async () => {
    for (const [bytes, format] of [
      [legacy, 'anki2'],
      [currentFormat, 'anki21b'],
    ] as const) {
      const response = await post(PREVIEW, tokens.alice, multipart(bytes));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<{
        format: string;
        noteTypes: { id: number; name: string; fields: string[]; notes: number }[];
        selection: null;
      }>();
      expect(body.format).toBe(format);
      expect(body.selection).toBeNull();
      expect(body.noteTypes.map(({ id, name, notes }) => ({ id, name, notes }))).toEqual([
        { id: ankiNoteTypeId, name: 'Goi Vocabulary', notes: 5 },
        { id: BASIC_NOTE_TYPE.id, name: 'Basic', notes: 1 },
      ]);
      expect(body.noteTypes[0]!.fields.slice(0, 3)).toEqual([
        'Expression',
        'ExpressionFurigana',
        'ExpressionReading',
      ]);
      expect(body.noteTypes[1]!.fields).toEqual(['Front', 'Back']);
    }
  });

  it('previews the states per note and the matched words, writing nothing', async () => {
    for (const [bytes, field] of [
      [legacy, 'Expression'],
      [currentFormat, 'ExpressionFurigana'],
    ] as const) {
      const response = await post(PREVIEW + choice(field), tokens.alice, multipart(bytes));
      expect(response.statusCode).toBe(200);
      expect(response.json<{ selection: unknown }>().selection).toEqual({
        noteTypeId: ankiNoteTypeId,
        field,
        notes: 5,
        counts: { new: 1, young: 2, mature: 1, suspended: 1 },
        emptyFields: 0,
        skippedLong: 0,
        words: 4,
        matched: 3,
        unmatched: 1,
        unmatchedExamples: ['知らない'],
        forms: { young: 2, mature: 2, suspended: 2 },
        changes: 6,
      });
    }
    expect(await states('alice')).toEqual([]);
  });

  it('imports the states as a job (legacy and current format alike)', async () => {
    const expected = [
      '1254030/0:3',
      '1254030/1:3',
      '1358280/0:2',
      '1358280/1:2',
      '1467640/0:1',
      '1467640/1:1',
    ];
    for (const [name, bytes] of [
      ['alice', legacy],
      ['bob', currentFormat],
    ] as const) {
      const accepted = await post(IMPORT + choice(), tokens[name], multipart(bytes));
      expect(accepted.statusCode).toBe(202);
      const { jobId } = accepted.json<{ jobId: number }>();
      const queued = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/jobs/${jobId}`,
        headers: bearer(tokens[name]!),
      });
      expect(queued.json()).toMatchObject({ jobId, status: 'queued', progress: 0 });
      expect(await states(name)).toEqual([]);
      const { result, steps } = await runJob(jobId);
      expect(result).toEqual({
        words: 4,
        matched: 3,
        unmatched: 1,
        forms: { young: 2, mature: 2, suspended: 2 },
        changed: 6,
      });
      expect(steps.length).toBeGreaterThan(1);
      expect(await states(name)).toEqual(expected);
    }
    // Known words (Mature) are what coverage reads: 食べる and its kana form.
    const amount = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/vocabulary/known-ids/amount',
      headers: bearer(tokens.bob!),
    });
    expect(amount.json()).toEqual({ words: 1, forms: 2 });
    // The same file again changes nothing.
    const again = await post(PREVIEW + choice(), tokens.bob, multipart(currentFormat));
    expect(again.json<{ selection: { changes: number } }>().selection.changes).toBe(0);
  });

  it('reads an empty deck as nothing to import', async () => {
    const preview = await post(PREVIEW + choice(), tokens.carol, multipart(empty));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      noteTypes: [{ id: ankiNoteTypeId, notes: 0 }],
      selection: {
        notes: 0,
        counts: { new: 0, young: 0, mature: 0, suspended: 0 },
        words: 0,
        matched: 0,
        forms: { young: 0, mature: 0, suspended: 0 },
        changes: 0,
      },
    });
    const accepted = await post(IMPORT + choice(), tokens.carol, multipart(empty));
    expect(accepted.statusCode).toBe(202);
    const { result } = await runJob(accepted.json<{ jobId: number }>().jobId);
    expect(result).toMatchObject({ words: 0, changed: 0 });
    expect(await states('carol')).toEqual([]);
  });

  it('refuses files that are not Anki exports, broken archives and wrong choices with a 400', async () => {
    const jobsBefore = (await listJobs(database().db)).length;
    const refusals: [string, ReturnType<typeof multipart>, RegExp][] = [
      [
        PREVIEW,
        multipart(Buffer.from('猫\tcat\n'), 'notes.txt'),
        /^notes\.txt: it is not an Anki export \(an \.apkg or \.colpkg file is a zip archive\)/,
      ],
      [
        IMPORT + choice(),
        multipart(legacy.subarray(0, legacy.length - 100), 'cut.apkg'),
        /^cut\.apkg: the archive is incomplete or damaged/,
      ],
      [
        PREVIEW + choice('Expression', 12345),
        multipart(legacy),
        /^This file has no note type 12345 \(it has "Goi Vocabulary", "Basic"\)$/,
      ],
      [
        IMPORT + choice('Front'),
        multipart(currentFormat),
        /^The note type "Goi Vocabulary" has no field "Front"/,
      ],
      [
        PREVIEW + `?noteTypeId=${ankiNoteTypeId}`,
        multipart(legacy),
        /Give both noteTypeId and field/,
      ],
      [IMPORT, multipart(legacy), /Choose a note type and a field/],
      [PREVIEW, multipart(legacy, 'deck.apkg', 'other'), /Missing the multipart field "file"/],
    ];
    for (const [url, body, message] of refusals) {
      const response = await post(url, tokens.carol, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await listJobs(database().db)).length).toBe(jobsBefore);
  });

  it('gives the existing imports a state choice, Mature by default', async () => {
    const young = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/vocabulary/import-from-ids?state=1',
      headers: bearer(tokens.carol!),
      payload: [1467640],
    });
    expect(young.statusCode).toBe(202);
    expect((await runJobWithoutUpload(young.json<{ jobId: number }>().jobId)).result).toEqual({
      added: 2,
      skipped: 0,
    });
    expect(await states('carol')).toEqual(['1467640/0:1', '1467640/1:1']);
    const mature = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/vocabulary/import-from-ids',
      headers: bearer(tokens.carol!),
      payload: [1467640],
    });
    await runJobWithoutUpload(mature.json<{ jobId: number }>().jobId);
    expect(await states('carol')).toEqual(['1467640/0:2', '1467640/1:2']);
    for (const bad of ['0', '4', 'x']) {
      const refused = await testApp.app.inject({
        method: 'POST',
        url: `/api/user/vocabulary/import-from-frequency/1/5?state=${bad}`,
        headers: bearer(tokens.carol!),
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  async function runJobWithoutUpload(jobId: number) {
    const job = (await getJob(database().db, jobId))!;
    const handlers = accountJobHandlers({
      db: database().db,
      parser: () => Promise.resolve(fakeParser),
      uploadDir,
    });
    return {
      result: await handlers[job.type]!(job.payload, {
        jobId,
        reportProgress: () => Promise.resolve(),
        signal: new AbortController().signal,
      }),
    };
  }
});
