/**
 * The admin API on both dialects: who may call it, bad input named, refused uploads leaving
 * nothing behind, decks added / edited / deleted through the real routes and jobs, and every
 * public read seeing the change at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, describeEachDialect } from '@goi/db/testing';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshParentFromChildren } from '@goi/library';
import { parseApiConfig } from '../../config';
import {
  bearer,
  createAdminTestApp,
  filesUnder,
  multipartForm,
  runQueuedJobs,
  type AdminTestContext,
  type FormFile,
} from '../../../test/support/admin-test-support';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/extract/test/fixtures',
);
const fixture = (name: string): FormFile => ({
  name: path.basename(name),
  bytes: fs.readFileSync(path.join(fixtures, name)),
});

const VOLUME = [
  '吾輩は猫である。名前はまだ無い。',
  'どこで生れたかとんと見当がつかぬ。',
  '何でも薄暗いじめじめした所で泣いていた。',
];
const txt = (name: string, text: string): FormFile => ({ name, bytes: text });

type Entries = [string, string | FormFile][];
const novelFields = (title: string): Entries => [
  ['mediaType', '4'],
  ['originalTitle', title],
  ['romajiTitle', 'Wagahai'],
  ['englishTitle', 'I Am a Cat'],
  ['releaseDate', '1905-01-01'],
  ['description', 'A cat looks at people.'],
  ['aliases[0]', '猫'],
  ['links[0].linkType', '1'],
  ['links[0].url', 'https://example.org/cat'],
];

describe('upload limit', () => {
  it('is 250 MiB a request by default', () => {
    expect(parseApiConfig({}).uploadLimitBytes).toBe(250 * 1024 * 1024);
  });
});

describeEachDialect('admin API', (database) => {
  let context: AdminTestContext;
  const LIMIT = 256 * 1024;
  beforeAll(async () => {
    context = await createAdminTestApp(database(), { uploadLimitBytes: LIMIT });
  });
  afterAll(() => context.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: { headers?: Record<string, string>; payload?: unknown },
  ) =>
    context.testApp.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...body?.headers },
      ...(body?.payload !== undefined ? { payload: body.payload as string } : {}),
    });
  const asAdmin = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: Parameters<typeof call>[3],
  ) => call(method, url, context.adminToken, body);
  const addDeck = (entries: Entries) =>
    asAdmin('POST', '/api/admin/add-deck', multipartForm(entries));
  const count = async (table: 'decks' | 'jobs' | 'auditLog' | 'deckRawTexts') =>
    Number(
      (
        await context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addAndRun = async (entries: Entries) => {
    const response = await addDeck(entries);
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json<{ jobId: number }>();
    await runQueuedJobs(context.db);
    const job = (await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json<{
      status: string;
      resultDeckId: number | null;
      error: string | null;
    }>();
    expect(job.status, job.error ?? '').toBe('succeeded');
    return job.resultDeckId!;
  };

  it('refuses anonymous callers (401) and non-administrators (403) on every admin route', async () => {
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', '/api/admin/duplicate?mediaType=4&originalTitle=x'],
      ['POST', '/api/admin/add-deck'],
      ['GET', '/api/admin/deck/1'],
      ['POST', '/api/admin/update-deck'],
      ['DELETE', '/api/admin/deck/1'],
      ['POST', '/api/admin/deck/1/reparse'],
      ['POST', '/api/admin/reparse'],
      ['POST', '/api/admin/recompute-frequencies'],
      ['POST', '/api/admin/recompute-difficulties'],
      ['POST', '/api/admin/clear-caches'],
      ['GET', '/api/admin/jobs'],
      ['GET', '/api/admin/jobs/1'],
      ['POST', '/api/admin/jobs/1/retry'],
      ['POST', '/api/admin/jobs/1/cancel'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/issues'],
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/1/resolve'],
      ['POST', '/api/admin/reports/1/dismiss'],
    ];
    const jobsBefore = await count('jobs');
    for (const [method, url] of routes) {
      const anonymous = await call(method, url, undefined, { payload: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(method, url, context.userToken, { payload: {} });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
      expect(user.json()).toMatchObject({
        statusCode: 403,
        message: expect.stringMatching(/Administrator/),
      });
    }
    expect(await count('jobs')).toBe(jobsBefore);
    // An upload is refused before its body is read: nothing reaches the staging folder.
    for (const token of [undefined, context.userToken]) {
      const upload = await call(
        'POST',
        '/api/admin/add-deck',
        token,
        multipartForm([...novelFields('無断'), ['file', txt('a.txt', '猫'.repeat(LIMIT))]]),
      );
      expect(upload.statusCode).toBe(token ? 403 : 401);
    }
    expect(await filesUnder(path.join(context.dataDir, 'staging'))).toEqual([]);
    // And an administrator is let in.
    for (const url of [
      '/api/admin/jobs',
      '/api/admin/dashboard',
      '/api/admin/issues',
      '/api/admin/reports',
    ])
      expect((await asAdmin('GET', url)).statusCode, url).toBe(200);
    expect((await asAdmin('POST', '/api/admin/clear-caches')).json()).toEqual({ cleared: true });
  });

  it('documents every admin route in the OpenAPI document', async () => {
    const document = (await call('GET', '/api/docs/json', undefined)).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const adminPaths = Object.keys(document.paths).filter((key) => key.startsWith('/api/admin/'));
    expect(adminPaths.length).toBeGreaterThanOrEqual(17);
    expect(document.paths['/api/admin/add-deck']?.post?.tags).toEqual(['admin']);
    expect(document.paths['/api/media-deck/report']?.post).toBeDefined();
  });

  it('names bad fields with 400 and queues nothing', async () => {
    const jobsBefore = await count('jobs');
    const response = await addDeck([
      ['mediaType', '12'],
      ['originalTitle', ''],
      ['releaseDate', '2020-02-30'],
      ['links[0].linkType', '1'],
      ['links[0].url', 'javascript:alert(1)'],
      ['file', txt('a.txt', VOLUME.join('\n'))],
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(
      ['links[0].url', 'mediaType', 'originalTitle', 'releaseDate'].sort(),
    );
    const noFile = await addDeck(novelFields('ファイルなし'));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ errors: { file: ['Is required'] } });
    const reparse = await asAdmin('POST', '/api/admin/reparse', { payload: { mediaType: 42 } });
    expect(reparse.statusCode).toBe(400);
    expect(reparse.json<{ message: string }>().message).toContain('mediaType');
    const bad = await asAdmin('GET', '/api/admin/jobs?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('limit');
    expect(await count('jobs')).toBe(jobsBefore);
  });

  it.each([
    [
      'a truncated epub',
      () => {
        const epub = fixture('epub/kokoro.epub');
        return { ...epub, bytes: (epub.bytes as Uint8Array).subarray(0, 600) };
      },
      400,
      /kokoro\.epub/,
    ],
    ['a zip bomb', () => fixture('broken/bomb.zip'), 400, /bomb\.zip › bomb\.txt: it would expand/],
    [
      'a zip with ../ paths',
      () => fixture('broken/traversal.zip'),
      400,
      /traversal\.zip › \.\.\/\.\.\/evil\.txt/,
    ],
    ['an upload over the limit', () => txt('big.txt', '猫'.repeat(LIMIT)), 413, /larger than/],
  ] as const)(
    'refuses %s with a clear message and leaves nothing',
    async (_name, file, status, message) => {
      const before = { decks: await count('decks'), jobs: await count('jobs') };
      const response = await addDeck([...novelFields('拒否される本'), ['file', file()]]);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
      expect({ decks: await count('decks'), jobs: await count('jobs') }).toEqual(before);
      expect(await filesUnder(path.join(context.dataDir, 'ingest'))).toEqual([]);
      expect(await filesUnder(path.join(context.dataDir, 'staging'))).toEqual([]);
      expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([]);
    },
  );

  it('adds a deck from a txt file: job with its origin, then the deck, visible on every public read', async () => {
    const list = async () =>
      (await call('GET', '/api/media-deck/get-media-decks', undefined)).json<{
        data: { deckId: number; originalTitle: string }[];
      }>().data;
    const ids = async () =>
      (await call('GET', '/api/media-deck/get-media-decks-id', undefined)).json<number[]>();
    const updates = async () =>
      (await call('GET', '/api/media-deck/media-update-log', undefined)).json<{
        data: { deckId: number }[];
      }>().data;
    await list();
    await ids();
    await updates();

    const response = await addDeck([
      ...novelFields('吾輩は猫である'),
      ['file', txt('neko.txt', VOLUME.join('\n'))],
    ]);
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json<{ jobId: number }>();
    const queued = (await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json();
    expect(queued).toMatchObject({
      jobId,
      type: 'ingest-media',
      status: 'queued',
      queuedBy: { userId: context.adminId, userName: 'admin' },
      resultDeckId: null,
      finishedAt: null,
    });
    // The text waits as a file of the data directory, not in the job's payload.
    expect((await filesUnder(path.join(context.dataDir, 'ingest'))).length).toBe(1);
    await runQueuedJobs(context.db);
    const done = (await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json<{
      status: string;
      resultDeckId: number;
      finishedAt: string;
      deck: { originalTitle: string };
    }>();
    expect(done).toMatchObject({ status: 'succeeded', deck: { originalTitle: '吾輩は猫である' } });
    expect(done.finishedAt).toBeTruthy();
    expect(await filesUnder(path.join(context.dataDir, 'ingest'))).toEqual([]);
    const deckId = done.resultDeckId;

    expect((await list()).map((deck) => deck.deckId)).toContain(deckId);
    expect(await ids()).toContain(deckId);
    expect((await updates()).map((deck) => deck.deckId)).toContain(deckId);
    const detail = await call('GET', `/api/media-deck/${deckId}/detail`, undefined);
    expect(detail.json()).toMatchObject({
      data: { mainDeck: { originalTitle: '吾輩は猫である' } },
    });
    expect((await call('GET', `/api/media-deck/${deckId}/vocabulary`, undefined)).statusCode).toBe(
      200,
    );

    const deck = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
      links: { linkId: number }[];
      statistics: { uniqueWordCount: number };
    }>();
    expect(deck).toMatchObject({
      deckId,
      parentDeckId: null,
      mediaType: 4,
      romajiTitle: 'Wagahai',
      aliases: ['猫'],
      links: [{ linkType: 1, url: 'https://example.org/cat' }],
      hasRawText: true,
      subdecks: [],
      audit: [{ action: 'add-deck', user: { userName: 'admin' } }],
    });

    // Renamed: every read shows the new title at once.
    const rename = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '我輩ハ猫デアル'],
        ['aliases[0]', 'ねこ'],
        ['links[0].linkId', String(deck.links[0]!.linkId)],
        ['links[0].linkType', '2'],
        ['links[0].url', 'https://example.org/neko'],
        ['links[1].linkType', '1'],
        ['links[1].url', 'https://example.org/new'],
        ['hideDialoguePercentage', 'true'],
        ['difficultyOverride', '3'],
        ['genres', 'Classic, Satire'],
        ['tags', 'Cats'],
      ]),
    );
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json()).toEqual({ deckId, jobId: null });
    expect((await list()).find((row) => row.deckId === deckId)?.originalTitle).toBe(
      '我輩ハ猫デアル',
    );
    const edited = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<
      Record<string, unknown>
    >();
    expect(edited).toMatchObject({
      originalTitle: '我輩ハ猫デアル',
      romajiTitle: null,
      aliases: ['ねこ'],
      links: [
        { linkType: 2, url: 'https://example.org/neko' },
        { linkType: 1, url: 'https://example.org/new' },
      ],
      hideDialoguePercentage: true,
      difficultyOverride: 3,
      genres: ['Classic', 'Satire'],
      tags: ['Cats'],
      audit: [{ action: 'update-deck' }, { action: 'add-deck' }],
    });
    // The media list filters by them at once.
    const byGenre = await call(
      'GET',
      '/api/media-deck/get-media-decks?genres=Satire&excludeTags=Dogs',
      undefined,
    );
    expect(byGenre.json<{ data: { deckId: number }[] }>().data.map((row) => row.deckId)).toEqual([
      deckId,
    ]);

    // reparse=true queues a re-parse from the stored text, metadata kept.
    const reparsed = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '我輩ハ猫デアル'],
        ['reparse', 'true'],
        ['removeCover', 'true'],
      ]),
    );
    expect(reparsed.json()).toEqual({ deckId, jobId: expect.any(Number) });
    await runQueuedJobs(context.db);
    expect((await asAdmin('GET', `/api/admin/deck/${deckId}`)).json()).toMatchObject({
      originalTitle: '我輩ハ猫デアル',
      // Not sent: kept.
      genres: ['Classic', 'Satire'],
      coverUrl: null,
      statistics: { uniqueWordCount: deck.statistics.uniqueWordCount },
    });

    // Deleted: gone from every read at once.
    const deleted = await asAdmin('DELETE', `/api/admin/deck/${deckId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ deletedDeckIds: [deckId], jobId: expect.any(Number) });
    expect((await list()).map((row) => row.deckId)).not.toContain(deckId);
    expect(await ids()).not.toContain(deckId);
    expect((await updates()).map((row) => row.deckId)).not.toContain(deckId);
    expect((await call('GET', `/api/media-deck/${deckId}/detail`, undefined)).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/admin/deck/${deckId}`)).statusCode).toBe(404);
  });

  it('refuses a cover URL on an internal address naming coverImage; stores an uploaded cover', async () => {
    const before = { decks: await count('decks'), jobs: await count('jobs') };
    const internal = await addDeck([
      ...novelFields('表紙の本'),
      ['coverImage', 'http://169.254.169.254/latest/meta-data/'],
      ['file', txt('c.txt', '表紙がある。')],
    ]);
    expect(internal.statusCode, internal.body).toBe(400);
    expect(internal.json()).toMatchObject({
      errors: { coverImage: [expect.stringMatching(/internal address/)] },
    });
    expect({ decks: await count('decks'), jobs: await count('jobs') }).toEqual(before);
    expect(await filesUnder(path.join(context.dataDir, 'ingest'))).toEqual([]);

    const notImage = await addDeck([
      ...novelFields('表紙の本'),
      ['coverImage', { name: 'cover.png', bytes: 'not an image' }],
      ['file', txt('c.txt', '表紙がある。')],
    ]);
    expect(notImage.statusCode).toBe(400);
    // Named as uploaded, never by where the server staged it.
    expect(notImage.json<{ message: string }>().message).toBe(
      'coverImage: cover.png is not a JPEG, PNG, WebP or AVIF image',
    );
    // A real 1×1 PNG: covers are re-encoded (to a JPEG), so the bytes must be an image.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const deckId = await addAndRun([
      ...novelFields('表紙の本'),
      ['coverImage', { name: 'cover.png', bytes: png }],
      ['file', txt('c.txt', '表紙がある。')],
    ]);
    const deck = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{ coverUrl: string }>();
    expect(deck.coverUrl).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([deck.coverUrl]);
    // Another cover replaces the file; removing it leaves none behind.
    const editCover = (entry: [string, string | FormFile]) =>
      asAdmin(
        'POST',
        '/api/admin/update-deck',
        multipartForm([
          ['deckId', String(deckId)],
          ['mediaType', '4'],
          ['originalTitle', '表紙の本'],
          entry,
        ]),
      );
    // Another picture (a red pixel): covers are re-encoded, so different bytes of the same
    // picture would come out as the same cover.
    const secondPng = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      'base64',
    );
    expect((await editCover(['coverImage', { name: 'b.png', bytes: secondPng }])).statusCode).toBe(
      200,
    );
    const edited = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{ coverUrl: string }>();
    expect(edited.coverUrl).not.toBe(deck.coverUrl);
    expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([edited.coverUrl]);
    expect((await editCover(['removeCover', 'true'])).statusCode).toBe(200);
    expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([]);
    expect((await editCover(['coverImage', { name: 'a.png', bytes: png }])).statusCode).toBe(200);
    // Deleting the deck removes the cover file no other deck uses.
    expect((await asAdmin('DELETE', `/api/admin/deck/${deckId}`)).statusCode).toBe(200);
    expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([]);
    await runQueuedJobs(context.db);
  });

  it('update-deck names bad fields, refuses sub-decks and unknown decks', async () => {
    const bad = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', 'x'],
        ['mediaType', '4'],
        ['originalTitle', 'a'],
        ['difficultyOverride', '9'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'deckId',
      'difficultyOverride',
    ]);
    const missing = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', '999999'],
        ['mediaType', '4'],
        ['originalTitle', 'a'],
      ]),
    );
    expect(missing.statusCode).toBe(404);
    const notMultipart = await asAdmin('POST', '/api/admin/update-deck', {
      payload: { deckId: 1 },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('makes one sub-deck per member of a 3-file zip, in order', async () => {
    const zip = zipSync({
      '01.txt': Buffer.from('一の巻。猫が鳴く。'),
      '02.txt': Buffer.from('二の巻。犬が走る。'),
      '10.txt': Buffer.from('十の巻。鳥が飛ぶ。'),
    });
    const deckId = await addAndRun([
      ...novelFields('三巻の本'),
      ['file', { name: 'set.zip', bytes: zip }],
    ]);
    const deck = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
      subdecks: { originalTitle: string; deckOrder: number }[];
    }>();
    expect(deck.subdecks.map((subdeck) => [subdeck.deckOrder, subdeck.originalTitle])).toEqual([
      [1, '01'],
      [2, '02'],
      [3, '10'],
    ]);
  });

  it('checks duplicates: refuse (409 naming the deck), add anyway, replace its content', async () => {
    const deckId = await addAndRun([
      ...novelFields('坊っちゃん'),
      ['file', txt('a.txt', '親譲りの無鉄砲で小供の時から損ばかりしている。')],
    ]);
    const duplicate = await asAdmin(
      'GET',
      `/api/admin/duplicate?mediaType=4&originalTitle=${encodeURIComponent('坊っちゃん')}`,
    );
    expect(duplicate.json()).toEqual({
      deck: {
        deckId,
        originalTitle: '坊っちゃん',
        romajiTitle: 'Wagahai',
        englishTitle: 'I Am a Cat',
        mediaType: 4,
      },
    });
    const jobsBefore = await count('jobs');
    const refused = await addDeck([...novelFields('坊っちゃん'), ['file', txt('a.txt', '親譲り')]]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, existing: { deckId } });
    expect(await count('jobs')).toBe(jobsBefore);

    const replaced = await addAndRun([
      ...novelFields('坊っちゃん'),
      ['onDuplicate', 'replace'],
      ['file', txt('b.txt', '山嵐')],
    ]);
    expect(replaced).toBe(deckId);
    const deck = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
      statistics: { uniqueWordCount: number };
    }>();
    expect(deck.statistics.uniqueWordCount).toBe(2);

    const another = await addAndRun([
      ...novelFields('坊っちゃん'),
      ['onDuplicate', 'add'],
      ['file', txt('c.txt', '赤シャツ')],
    ]);
    expect(another).not.toBe(deckId);
  });

  it('keeps parent counts equal to the distinct words of its children when sub-decks are reordered, removed and added', async () => {
    const deckId = await addAndRun([
      ...novelFields('四巻物'),
      ['subdecks[0].originalTitle', '上'],
      ['subdecks[0].file', txt('1.txt', 'あいう')],
      ['subdecks[1].originalTitle', '中'],
      ['subdecks[1].file', txt('2.txt', 'うえお')],
      ['subdecks[2].originalTitle', '下'],
      ['subdecks[2].file', txt('3.txt', 'おかき')],
    ]);
    const distinctOfChildren = async () => {
      const rows = await context.db
        .selectFrom('deckWords')
        .innerJoin('decks', 'decks.deckId', 'deckWords.deckId')
        .select(['deckWords.wordId', 'deckWords.readingIndex'])
        .where('decks.parentDeckId', '=', deckId)
        .distinct()
        .execute();
      return rows.length;
    };
    const get = async () =>
      (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
        statistics: { uniqueWordCount: number; characterCount: number };
        subdecks: { deckId: number; originalTitle: string; deckOrder: number }[];
      }>();
    let deck = await get();
    expect(deck.statistics.uniqueWordCount).toBe(7);
    expect(await distinctOfChildren()).toBe(7);
    // Made again from what the children store, the parent is exactly what the ingest wrote.
    const parentRow = () =>
      context.db
        .selectFrom('decks')
        .selectAll()
        .where('deckId', '=', deckId)
        .executeTakeFirstOrThrow();
    const parentWords = () =>
      context.db
        .selectFrom('deckWords')
        .selectAll()
        .where('deckId', '=', deckId)
        .orderBy('firstPosition')
        .execute();
    const ingested = { row: await parentRow(), words: await parentWords() };
    await context.db
      .transaction()
      .execute((trx) => refreshParentFromChildren(trx, deckId, ingested.row.lastUpdate));
    expect({ row: await parentRow(), words: await parentWords() }).toEqual(ingested);
    const [upper, middle, lower] = deck.subdecks;

    // Reorder (下, 上) and remove 中.
    const update = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '四巻物'],
        ['subdecks[0].deckId', String(lower!.deckId)],
        ['subdecks[0].originalTitle', '下巻'],
        ['subdecks[0].deckOrder', '1'],
        ['subdecks[1].deckId', String(upper!.deckId)],
        ['subdecks[1].originalTitle', '上'],
        ['subdecks[1].deckOrder', '2'],
      ]),
    );
    expect(update.statusCode, update.body).toBe(200);
    deck = await get();
    expect(deck.subdecks.map((subdeck) => [subdeck.deckOrder, subdeck.originalTitle])).toEqual([
      [1, '下巻'],
      [2, '上'],
    ]);
    expect(deck.subdecks.map((subdeck) => subdeck.deckId)).not.toContain(middle!.deckId);
    expect(deck.statistics.uniqueWordCount).toBe(6);
    expect(await distinctOfChildren()).toBe(6);
    // The parent's words follow the new order: 下巻's words first.
    const firstWord = await context.db
      .selectFrom('deckWords')
      .select('wordId')
      .where('deckId', '=', deckId)
      .orderBy('firstPosition')
      .executeTakeFirstOrThrow();
    expect(String.fromCodePoint(firstWord.wordId)).toBe('お');

    // A new sub-deck from a file: queued for parsing, then counted.
    const added = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '四巻物'],
        ['subdecks[0].deckId', String(lower!.deckId)],
        ['subdecks[0].originalTitle', '下巻'],
        ['subdecks[0].deckOrder', '1'],
        ['subdecks[1].deckId', String(upper!.deckId)],
        ['subdecks[1].originalTitle', '上'],
        ['subdecks[1].deckOrder', '2'],
        ['subdecks[2].originalTitle', '外伝'],
        ['subdecks[2].deckOrder', '3'],
        ['subdecks[2].file', txt('4.txt', 'さしす')],
      ]),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<{ jobId: number | null }>().jobId).toEqual(expect.any(Number));
    await runQueuedJobs(context.db);
    deck = await get();
    expect(deck.subdecks.map((subdeck) => subdeck.originalTitle)).toEqual(['下巻', '上', '外伝']);
    expect(deck.statistics.uniqueWordCount).toBe(9);
    expect(await distinctOfChildren()).toBe(9);

    // A new sub-deck without a file is refused, naming it.
    const noFile = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '四巻物'],
        ['subdecks[0].originalTitle', '番外'],
        ['subdecks[0].deckOrder', '1'],
      ]),
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ errors: { 'subdecks[0].file': [expect.any(String)] } });

    // A sub-deck deleted on its own: the parent is made again from the two left.
    const removed = await asAdmin('DELETE', `/api/admin/deck/${upper!.deckId}`);
    expect(removed.json()).toMatchObject({ deletedDeckIds: [upper!.deckId] });
    deck = await get();
    expect(deck.subdecks.map((subdeck) => subdeck.originalTitle)).toEqual(['下巻', '外伝']);
    expect(deck.statistics.uniqueWordCount).toBe(await distinctOfChildren());
    expect(deck.statistics.uniqueWordCount).toBe(6);
    // A sub-deck's file replaced: its text is stored, a re-parse makes its words.
    const gaiden = deck.subdecks.find((subdeck) => subdeck.originalTitle === '外伝')!;
    const replaced = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(deckId)],
        ['mediaType', '4'],
        ['originalTitle', '四巻物'],
        ['subdecks[0].deckId', String(lower!.deckId)],
        ['subdecks[0].originalTitle', '下巻'],
        ['subdecks[0].deckOrder', '1'],
        ['subdecks[1].deckId', String(gaiden.deckId)],
        ['subdecks[1].originalTitle', '外伝'],
        ['subdecks[1].deckOrder', '2'],
        ['subdecks[1].file', txt('5.txt', 'おたちつ')],
      ]),
    );
    expect(replaced.json<{ jobId: number | null }>().jobId).toEqual(expect.any(Number));
    await runQueuedJobs(context.db);
    deck = await get();
    expect(deck.statistics.uniqueWordCount).toBe(6);
    expect(await distinctOfChildren()).toBe(6);
    const reparse = await asAdmin('POST', `/api/admin/deck/${deckId}/reparse`);
    expect(reparse.statusCode).toBe(202);
    await runQueuedJobs(context.db);
    expect(
      (await asAdmin('GET', `/api/admin/jobs/${reparse.json<{ jobId: number }>().jobId}`)).json(),
    ).toMatchObject({ type: 'reparse-deck', status: 'succeeded', deck: { deckId } });
    expect((await get()).statistics.uniqueWordCount).toBe(6);
    expect((await asAdmin('POST', '/api/admin/deck/999999/reparse')).statusCode).toBe(404);

    // Editing a sub-deck directly is refused: its parent owns the metadata.
    const child = await asAdmin(
      'POST',
      '/api/admin/update-deck',
      multipartForm([
        ['deckId', String(lower!.deckId)],
        ['mediaType', '4'],
        ['originalTitle', 'x'],
      ]),
    );
    expect(child.statusCode).toBe(400);
    expect(child.json()).toMatchObject({ errors: { deckId: [expect.stringMatching(/sub-deck/)] } });
  });

  it('deletes a parent with its sub-decks leaving no orphan row, and users keep their known words', async () => {
    const tables = (await context.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'));
    const rowCounts = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const row = await context.db
          .selectFrom(table as 'decks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      return counts;
    };
    await context.db
      .insertInto('userWordStates')
      .values({
        userId: context.userId,
        wordId: '猫'.codePointAt(0)!,
        readingIndex: 0,
        state: 2,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const knownBefore = await context.db.selectFrom('userWordStates').selectAll().execute();
    expect(knownBefore).toHaveLength(1);
    const before = await rowCounts();
    const deckId = await addAndRun([
      ...novelFields('消える本'),
      ['subdecks[0].originalTitle', '一'],
      ['subdecks[0].file', txt('1.txt', '猫が鳴いた。')],
      ['subdecks[1].originalTitle', '二'],
      ['subdecks[1].file', txt('2.txt', '犬が吠えた。')],
    ]);
    const afterAdd = await rowCounts();
    expect(afterAdd.decks).toBe(before.decks! + 3);
    const deleted = await asAdmin('DELETE', `/api/admin/deck/${deckId}`);
    expect(deleted.json<{ deletedDeckIds: number[] }>().deletedDeckIds).toHaveLength(3);
    await runQueuedJobs(context.db);
    const after = await rowCounts();
    for (const table of [
      'decks',
      'deck_titles',
      'deck_links',
      'deck_words',
      'deck_raw_texts',
      'example_sentences',
      'example_sentence_words',
    ])
      expect(after[table], table).toBe(before[table]);
    expect(await context.db.selectFrom('userWordStates').selectAll().execute()).toEqual(
      knownBefore,
    );
    // What grew is the record of what happened: jobs and audit entries.
    for (const [table, value] of Object.entries(after))
      if (
        !['jobs', 'audit_log', 'app_meta', 'word_frequencies', 'form_frequencies'].includes(table)
      )
        expect(value, table).toBe(before[table]);
  });

  it('queues the manage jobs, and runs them', async () => {
    for (const [url, payload] of [
      ['/api/admin/reparse', { mediaType: 4 }],
      ['/api/admin/reparse', { addedBefore: '2999-01-01' }],
      ['/api/admin/reparse', { all: true }],
      ['/api/admin/recompute-frequencies', undefined],
      ['/api/admin/recompute-difficulties', undefined],
    ] as const) {
      const response = await asAdmin('POST', url, payload ? { payload } : undefined);
      expect(response.statusCode, `${url} ${response.body}`).toBe(202);
      expect(response.json()).toEqual({ jobId: expect.any(Number) });
    }
    await runQueuedJobs(context.db);
    const failed = (await asAdmin('GET', '/api/admin/jobs?status=failed')).json<{
      data: unknown[];
    }>();
    expect(failed.data).toEqual([]);
    const reparses = (await asAdmin('GET', '/api/admin/jobs?type=reparse-decks')).json<{
      data: { status: string; queuedBy: { userName: string } }[];
      totalItems: number;
    }>();
    expect(reparses.totalItems).toBe(3);
    expect(
      reparses.data.every((job) => job.status === 'succeeded' && job.queuedBy.userName === 'admin'),
    ).toBe(true);
  });

  it('cancels a queued job, retries it, and refuses other states with 409', async () => {
    const { jobId } = (await asAdmin('POST', '/api/admin/recompute-difficulties')).json<{
      jobId: number;
    }>();
    const cancelled = await asAdmin('POST', `/api/admin/jobs/${jobId}/cancel`);
    expect(cancelled.json()).toMatchObject({
      jobId,
      status: 'cancelled',
      finishedAt: expect.any(String),
    });
    expect((await asAdmin('POST', `/api/admin/jobs/${jobId}/cancel`)).statusCode).toBe(409);
    await runQueuedJobs(context.db);
    expect((await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json()).toMatchObject({
      status: 'cancelled',
    });
    const retried = await asAdmin('POST', `/api/admin/jobs/${jobId}/retry`);
    expect(retried.json()).toMatchObject({
      jobId,
      status: 'queued',
      attempts: 0,
      finishedAt: null,
    });
    expect((await asAdmin('POST', `/api/admin/jobs/${jobId}/retry`)).statusCode).toBe(409);
    await runQueuedJobs(context.db);
    expect((await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json()).toMatchObject({
      status: 'succeeded',
    });
    expect((await asAdmin('GET', '/api/admin/jobs/999999')).statusCode).toBe(404);
  });

  it('takes user reports (signed in only), lists them and records who resolved them', async () => {
    const deckId = await addAndRun([
      ...novelFields('報告される本'),
      ['file', txt('r.txt', '誤字がある。')],
    ]);
    const report = { deckId, kind: 'bad-parse', text: '「誤字」が二語に分かれています。' };
    expect(
      (await call('POST', '/api/media-deck/report', undefined, { payload: report })).statusCode,
    ).toBe(401);
    const bad = await call('POST', '/api/media-deck/report', context.userToken, {
      payload: { ...report, kind: 'spam', text: 'x'.repeat(2001) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['kind', 'text']);
    expect(
      (
        await call('POST', '/api/media-deck/report', context.userToken, {
          payload: { ...report, deckId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    const created = await call('POST', '/api/media-deck/report', context.userToken, {
      payload: report,
    });
    expect(created.statusCode).toBe(201);
    const { reportId } = created.json<{ reportId: number }>();

    const open = (await asAdmin('GET', '/api/admin/reports?status=open')).json<{
      data: unknown[];
    }>();
    expect(open.data).toContainEqual(
      expect.objectContaining({
        reportId,
        kind: 'bad-parse',
        status: 'open',
        deck: expect.objectContaining({ deckId }),
        reportedBy: { userId: context.userId, userName: 'reader' },
        handledBy: null,
      }),
    );
    expect((await asAdmin('GET', '/api/admin/dashboard')).json()).toMatchObject({ openReports: 1 });
    const resolved = await asAdmin('POST', `/api/admin/reports/${reportId}/resolve`);
    expect(resolved.json()).toMatchObject({
      reportId,
      status: 'resolved',
      handledBy: { userId: context.adminId, userName: 'admin' },
      handledAt: expect.any(String),
    });
    expect((await asAdmin('POST', '/api/admin/reports/999999/dismiss')).statusCode).toBe(404);
    const audit = (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
      audit: { action: string }[];
    }>().audit;
    expect(audit.map((entry) => entry.action)).toEqual(['resolve-report', 'add-deck']);
  });

  it('counts decks and jobs on the dashboard and lists the issues', async () => {
    const dashboard = (await asAdmin('GET', '/api/admin/dashboard')).json<{
      decksByType: { mediaType: number; count: number }[];
      jobs: { queued: number; running: number; failed: number };
    }>();
    const novels = Number(
      (
        await context.db
          .selectFrom('decks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('parentDeckId', 'is', null)
          .where('mediaType', '=', 4)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(dashboard.decksByType).toContainEqual({ mediaType: 4, count: novels });
    expect(dashboard.jobs).toEqual({ queued: 0, running: 0, failed: 0 });
    const issues = (await asAdmin('GET', '/api/admin/issues')).json<
      Record<string, { deckId: number; originalTitle?: string }[]>
    >();
    expect(Object.keys(issues).sort()).toEqual(
      [
        'failedJobs',
        'missingDescription',
        'missingReleaseDate',
        'missingRomajiTitle',
        'noCover',
        'noLinks',
        'zeroCharacters',
      ].sort(),
    );
    // Every deck added here has no cover; the one edited without a description or links shows.
    expect(issues.noCover!.length).toBe(novels);
    const titles = (list: { originalTitle?: string }[] | undefined) =>
      (list ?? []).map((deck) => deck.originalTitle);
    expect(titles(issues.missingDescription)).toEqual(['四巻物']);
    expect(titles(issues.noLinks)).toEqual(['四巻物']);
    expect(titles(issues.missingRomajiTitle)).toEqual(['四巻物']);
  });
});

describe('user reports are rate-limited', () => {
  let context: AdminTestContext;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    context = await createAdminTestApp(database, {
      rateLimit: {
        enabled: true,
        policies: { download: { max: 2, windowSeconds: 60, segments: 1 } },
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
  });

  it('answers 429 past the limit', async () => {
    const report = () =>
      context.testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/report',
        headers: bearer(context.userToken),
        payload: { deckId: 1, kind: 'other', text: 'x' },
      });
    // No deck 1 here: refused as 404, but each attempt counts.
    expect((await report()).statusCode).toBe(404);
    expect((await report()).statusCode).toBe(404);
    expect((await report()).statusCode).toBe(429);
  });
});
