import { errorBodySchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { createFrequencyListService } from '@goi/library';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertDownloadFixture } from '../../../test/support/download-fixture';

const publicUrl = 'https://goi.example';

function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}

function zipJson(files: Record<string, Uint8Array>, name: string): unknown {
  const file = files[name];
  if (!file) throw new Error(`${name} is missing (has ${Object.keys(files).join(', ')})`);
  return JSON.parse(strFromU8(file));
}

describeEachDialect('GET /api/frequency-list', (database) => {
  let testApp: TestApp;

  beforeAll(async () => {
    await insertDownloadFixture(database().db);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false }, publicUrl },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves the whole library as CSV: every ranked entry, its most used form, by word rank', async () => {
    const response = await get('/api/frequency-list/download?mediaType=&downloadType=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="goi_freq_global.csv"; filename*=UTF-8''goi_freq_global.csv`,
    );
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(parse(response.body)).toEqual([
      ['Word', 'Rank'],
      ['猫', '1'],
      ['食べる', '2'],
      ['ちょっと', '3'],
      // 日 itself has no stored form rank; of its ranked forms none was seen, so the first.
      ['ひ', '4'],
      ['コーヒー', '4'],
      ['走る', '6'],
    ]);
  });

  it('serves the whole library as an auto-updating Yomitan list of the forms seen', async () => {
    const response = await get('/api/frequency-list/download?downloadType=yomitan');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('filename="goi_freq_global.zip"');
    const files = unzip(response.rawPayload);
    expect(zipJson(files, 'index.json')).toMatchObject({
      title: 'Goi',
      format: 3,
      frequencyMode: 'rank-based',
      isUpdatable: true,
      indexUrl: `${publicUrl}/api/frequency-list/index?mediaType=`,
      downloadUrl: `${publicUrl}/api/frequency-list/download?mediaType=&downloadType=yomitan`,
    });
    const rank = (value: number) => ({ value, displayValue: String(value) });
    expect(zipJson(files, 'term_meta_bank_1.json')).toEqual([
      ['猫', 'freq', { reading: 'ねこ', frequency: rank(50) }],
      ['食べる', 'freq', { reading: 'たべる', frequency: rank(250) }],
      ['たべる', 'freq', rank(4000)],
      ['ちょっと', 'freq', rank(30)],
      ['コーヒー', 'freq', rank(900)],
      ['走る', 'freq', { reading: 'はしる', frequency: rank(250) }],
    ]);
  });

  it('serves the index the zip carries, with the same revision', async () => {
    const index = await get('/api/frequency-list/index?mediaType=');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/json');
    const zip = unzip((await get('/api/frequency-list/download?downloadType=yomitan')).rawPayload);
    expect(index.json()).toEqual(zipJson(zip, 'index.json'));
  });

  it('ranks one media type from its own decks', async () => {
    const csv = await get('/api/frequency-list/download?mediaType=Novel&downloadType=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('filename="goi_freq_Novel.csv"');
    const rows = parse(csv.body).slice(1);
    // Every dictionary entry is listed; the novel's most used word comes first.
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual(['猫', '1']);
    const ranks = rows.map(([, value]) => Number(value));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const zip = unzip(
      (await get('/api/frequency-list/download?mediaType=Novel&downloadType=yomitan')).rawPayload,
    );
    expect(zipJson(zip, 'index.json')).toMatchObject({
      title: 'Goi (Novel)',
      indexUrl: `${publicUrl}/api/frequency-list/index?mediaType=Novel`,
      downloadUrl: `${publicUrl}/api/frequency-list/download?mediaType=Novel&downloadType=yomitan`,
    });
    const terms = (zipJson(zip, 'term_meta_bank_1.json') as [string][]).map(([term]) => term);
    expect(terms.sort()).toEqual(
      ['猫', '食べる', 'たべる', 'ちょっと', '日', 'コーヒー', '走る'].sort(),
    );
  });

  it('answers 404 "no media of this type" for the list of a media type without decks', async () => {
    for (const format of ['csv', 'yomitan']) {
      const response = await get(
        `/api/frequency-list/download?mediaType=Anime&downloadType=${format}`,
      );
      expect(response.statusCode, format).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe(
        'The library has no media of type Anime yet, so there is no frequency list for it',
      );
    }
    // Installed Yomitan lists still read their index.
    const index = await get('/api/frequency-list/index?mediaType=Anime');
    expect(index.json()).toMatchObject({ title: 'Goi (Anime)' });
  });

  it('documents the download routes in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/media-deck/{id}/download',
        '/api/frequency-list/download',
        '/api/frequency-list/index',
      ]),
    );
    expect(document.paths['/api/media-deck/{id}/download']).toHaveProperty('post');
  });

  it('rejects unknown media type names and formats with 400 naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/frequency-list/download?mediaType=anime&downloadType=csv', 'mediaType'],
      ['/api/frequency-list/download?mediaType=1&downloadType=csv', 'mediaType'],
      ['/api/frequency-list/download?downloadType=pdf', 'downloadType'],
      ['/api/frequency-list/download', 'downloadType'],
      ['/api/frequency-list/index?mediaType=Cartoon', 'mediaType'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(Object.keys(body.errors ?? {}), url).toEqual([field]);
    }
  });

  it('rebuilds the files when ranks are recomputed, and keeps the revision until then', async () => {
    const before = (await get('/api/frequency-list/index')).json<{ revision: string }>();
    // Another process (or a restart) reads the same revision for the same ranks.
    const elsewhere = createFrequencyListService(database().db, { publicUrl });
    expect((await elsewhere.index()).revision).toBe(before.revision);

    await new Promise((resolve) => setTimeout(resolve, 5));
    // A recompute that swaps the two most frequent entries.
    await database()
      .db.updateTable('wordFrequencies')
      .set({ frequencyRank: 99 })
      .where('wordId', '=', 3000)
      .execute();
    await database()
      .db.updateTable('wordFrequencies')
      .set({ frequencyRank: 1 })
      .where('wordId', '=', 1358280)
      .execute();
    const csv = parse((await get('/api/frequency-list/download?downloadType=csv')).body);
    expect(csv[1]).toEqual(['食べる', '1']);
    expect(csv.at(-1)).toEqual(['猫', '99']);
    const after = (await get('/api/frequency-list/index')).json<{ revision: string }>();
    expect(after.revision).not.toBe(before.revision);
    expect(after.revision > before.revision).toBe(true);
  });
});

describeEachDialect('frequency lists under the "download" rate limit', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    await insertDownloadFixture(database().db);
    testApp = await createTestApp({ database: database() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shares the five-a-minute download count between the list routes', async () => {
    const urls = [
      '/api/frequency-list/index',
      '/api/frequency-list/download?downloadType=csv',
      '/api/frequency-list/download?downloadType=yomitan',
      '/api/frequency-list/index?mediaType=Anime',
      '/api/frequency-list/download?downloadType=csv',
    ];
    for (const url of urls) expect((await testApp.app.inject(url)).statusCode, url).toBe(200);
    const limited = await testApp.app.inject('/api/frequency-list/index');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
