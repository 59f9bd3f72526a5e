import {
  errorBodySchema,
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  type DeckDownloadRequestInput,
} from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  deckWords,
  insertDownloadFixture,
  type DownloadFixture,
} from '../../../test/support/download-fixture';

const { Full, TopGlobalFrequency, TopDeckFrequency, TopChronological, TargetCoverage } =
  DeckDownloadType;
const { Chronological, GlobalFrequency, DeckFrequency } = DeckOrder;

/** The UTF-8 file name of a response's `Content-Disposition` (`filename*`). */
function fileNameOf(response: { headers: Record<string, unknown> }): string {
  const disposition = String(response.headers['content-disposition']);
  return decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '');
}

function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}

describeEachDialect('POST /api/media-deck/:id/download', (database) => {
  let testApp: TestApp;
  let fixture: DownloadFixture;

  beforeAll(async () => {
    fixture = await insertDownloadFixture(database().db);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false }, publicUrl: 'https://goi.example' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const download = (body: Partial<DeckDownloadRequestInput>, deckId = fixture.novelId) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/media-deck/${deckId}/download`,
      payload: body,
    });

  /** The forms a TXT download lists, in file order. */
  async function words(request: Partial<DeckDownloadRequestInput>): Promise<string[]> {
    const response = await download({ format: DeckFormat.Txt, ...request });
    expect(response.statusCode, response.body).toBe(200);
    return response.body.split('\n').filter(Boolean);
  }

  it('writes the CSV with every word, its reading, rank, pitch and definitions', async () => {
    const response = await download({
      format: DeckFormat.Csv,
      downloadType: Full,
      order: Chronological,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="download.csv"; filename*=UTF-8''${encodeURIComponent('吾輩は猫である.csv')}`,
    );
    const rows = parse(response.body);
    expect(rows[0]).toEqual([
      'Reading',
      'ReadingFurigana',
      'ReadingKana',
      'Occurences',
      'ReadingFrequency',
      'PitchPositions',
      'Definitions',
    ]);
    expect(rows.slice(1)).toEqual([
      ['猫', '猫[ねこ]', 'ねこ', '20', '50', '1', 'cat,"neko"'],
      [
        '食べる',
        '食[た]べる',
        'たべる',
        '10',
        '250',
        '2',
        'to eat,to live on (e.g. a salary),to live off',
      ],
      ['ちょっと', 'ちょっと', 'ちょっと', '7', '30', '1', 'a little,a bit'],
      // Unranked: no rank. The にち-only sense stays on the kanji form.
      ['日', '日[ひ]', 'ひ', '5', '', '0', 'day,days,counter for days'],
      ['コーヒー', 'コーヒー', 'コーヒー', '3', '900', '3', 'coffee'],
      ['走る', '走[はし]る', 'はしる', '2', '250', '2', 'to run'],
      [
        'たべる',
        'たべる',
        'たべる',
        '1',
        '4000',
        '2',
        'to eat,to live on (e.g. a salary),to live off',
      ],
    ]);
  });

  it('writes an Anki package with one note per word, sentences and readable fields', async () => {
    const response = await download({
      format: DeckFormat.Anki,
      downloadType: TopDeckFrequency,
      order: DeckFrequency,
      minFrequency: 0,
      maxFrequency: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(fileNameOf(response)).toBe('吾輩は猫である.apkg');
    const files = unzip(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    const collection = new Database(Buffer.from(files['collection.anki2']!));
    try {
      const notes = collection
        .prepare('select flds from notes order by id')
        .all()
        .map((row) => (row as { flds: string }).flds.split('\x1f'));
      const cards = collection.prepare('select nid, due from cards order by due').all() as {
        nid: number;
        due: number;
      }[];
      expect(cards).toHaveLength(3);
      const byExpression = new Map(notes.map((fields) => [fields[0], fields]));
      expect([...byExpression.keys()].sort()).toEqual(['ちょっと', '猫', '食べる'].sort());
      const cat = byExpression.get('猫')!;
      // Sentence: the first chapter's, with the word marked.
      expect(cat[7]).toContain('吾輩は<span');
      expect(cat[7]).toContain('>猫</span>である。');
      expect(cat[5]).toBe('<ul><li>cat</li><li>&quot;neko&quot;</li></ul>');
      expect(cat[16]).toBe('1');
      expect(cat[19]).toBe('50');
      expect(cat[21]).toBe('From 吾輩は猫である - generated by Goi');
      const eat = byExpression.get('食べる')!;
      expect(eat[7]).toContain('猫がご飯を<span');
      expect(eat[7]).toContain('>食べ</span>た。');
      expect(eat[2]).toBe('たべる');
    } finally {
      collection.close();
    }
  });

  it('writes TXT and TXT repeated', async () => {
    const plain = await download({
      format: DeckFormat.Txt,
      downloadType: Full,
      order: DeckFrequency,
    });
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(plain.body).toBe(`${deckWords.map((word) => word.text).join('\n')}\n`);
    const repeated = await download({
      format: DeckFormat.TxtRepeated,
      downloadType: TopDeckFrequency,
      order: DeckFrequency,
      minFrequency: 4,
      maxFrequency: 6,
    });
    expect(fileNameOf(repeated)).toBe('吾輩は猫である (repeated).txt');
    expect(repeated.body).toBe('コーヒー\nコーヒー\nコーヒー\n走る\n走る\n');
  });

  it('writes a Yomitan dictionary of the whole deck, whatever the other options say', async () => {
    const response = await download({
      format: DeckFormat.Yomitan,
      downloadType: TopDeckFrequency,
      order: Chronological,
      minFrequency: 0,
      maxFrequency: 1,
      excludeKana: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(fileNameOf(response)).toBe('freq_吾輩は猫である.zip');
    const files = unzip(response.rawPayload);
    const index = JSON.parse(strFromU8(files['index.json']!));
    expect(index).toMatchObject({ format: 3, frequencyMode: 'occurrence-based' });
    const bank = JSON.parse(strFromU8(files['term_meta_bank_1.json']!)) as [
      string,
      string,
      unknown,
    ][];
    expect(bank.map(([term]) => term).sort()).toEqual(
      ['猫', '食べる', 'ちょっと', '日', 'コーヒー', '走る', 'たべる'].sort(),
    );
    expect(bank).toContainEqual([
      '猫',
      'freq',
      { reading: 'ねこ', frequency: { value: 20, displayValue: '20' } },
    ]);
  });

  it('selects and orders each download type as the reference does', async () => {
    expect(await words({ downloadType: Full, order: Chronological })).toEqual([
      '猫',
      '食べる',
      'ちょっと',
      '日',
      'コーヒー',
      '走る',
      'たべる',
    ]);
    // Equal ranks (食べる, 走る: 250) keep their order of first appearance; unranked go last.
    expect(await words({ downloadType: Full, order: GlobalFrequency })).toEqual([
      'ちょっと',
      '猫',
      '食べる',
      '走る',
      'コーヒー',
      'たべる',
      '日',
    ]);
    expect(
      await words({
        downloadType: TopGlobalFrequency,
        order: Chronological,
        minFrequency: 30,
        maxFrequency: 250,
      }),
    ).toEqual(['猫', '食べる', 'ちょっと', '走る']);
    expect(
      await words({
        downloadType: TopDeckFrequency,
        order: DeckFrequency,
        minFrequency: 1,
        maxFrequency: 3,
      }),
    ).toEqual(['食べる', 'ちょっと']);
    expect(
      await words({
        downloadType: TopChronological,
        order: GlobalFrequency,
        minFrequency: 2,
        maxFrequency: 5,
      }),
    ).toEqual(['ちょっと', 'コーヒー', '日']);
  });

  it('takes the range edges: 0, the inclusive maximum, and past the end', async () => {
    const rank = (min: number, max: number) =>
      words({
        downloadType: TopGlobalFrequency,
        order: GlobalFrequency,
        minFrequency: min,
        maxFrequency: max,
      });
    expect(await rank(0, 0)).toEqual([]);
    expect(await rank(250, 250)).toEqual(['食べる', '走る']);
    expect(await rank(0, 4000)).toEqual(['ちょっと', '猫', '食べる', '走る', 'コーヒー', 'たべる']);
    const top = (min: number, max: number) =>
      words({
        downloadType: TopDeckFrequency,
        order: DeckFrequency,
        minFrequency: min,
        maxFrequency: max,
      });
    expect(await top(0, 0)).toEqual([]);
    expect(await top(0, 7)).toHaveLength(7);
    expect(await top(6, 100_000)).toEqual(['たべる']);
    expect(await top(7, 7)).toEqual([]);
  });

  it('excludes known words (every form) and kana forms', async () => {
    expect(
      await words({
        downloadType: Full,
        order: Chronological,
        excludeKnownWords: true,
        knownWordIds: [1358280, 999_999],
      }),
    ).toEqual(['猫', 'ちょっと', '日', 'コーヒー', '走る']);
    // Known ids without the switch change nothing.
    expect(
      await words({ downloadType: Full, order: Chronological, knownWordIds: [1358280] }),
    ).toHaveLength(7);
    expect(await words({ downloadType: Full, order: Chronological, excludeKana: true })).toEqual([
      '猫',
      '食べる',
      '日',
      '走る',
    ]);
  });

  it('reaches a target coverage with the fewest words, known words counted as covered', async () => {
    // 48 occurrences: 猫 20 (41.7%) is short of 50%, 猫 + 食べる 30 (62.5%) reach it.
    expect(
      await words({ downloadType: TargetCoverage, order: DeckFrequency, targetCoverage: 50 }),
    ).toEqual(['猫', '食べる']);
    expect(
      await words({ downloadType: TargetCoverage, order: Chronological, targetCoverage: 41.66 }),
    ).toEqual(['猫']);
    expect(
      await words({
        downloadType: TargetCoverage,
        order: DeckFrequency,
        targetCoverage: 50,
        knownWordIds: [3000],
      }),
    ).toEqual(['食べる']);
    expect(
      await words({ downloadType: TargetCoverage, order: Chronological, targetCoverage: 100 }),
    ).toHaveLength(7);
  });

  it('answers 400 naming the field when the goal is out of reach without kana', async () => {
    const response = await download({
      format: DeckFormat.Txt,
      downloadType: TargetCoverage,
      order: DeckFrequency,
      targetCoverage: 95,
      excludeKana: true,
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.message).toMatch(/^Invalid body field "targetCoverage": 95\.00% is out of reach/);
    expect(Object.keys(body.errors ?? {})).toEqual(['targetCoverage']);
  });

  it('rejects bad requests with 400 naming the field', async () => {
    const cases: [Partial<DeckDownloadRequestInput>, string][] = [
      [
        { downloadType: TopDeckFrequency, order: 1, minFrequency: 5, maxFrequency: 4 },
        'minFrequency',
      ],
      [
        { downloadType: TopDeckFrequency, order: 1, minFrequency: -1, maxFrequency: 4 },
        'minFrequency',
      ],
      [{ downloadType: TopGlobalFrequency, order: 1, minFrequency: 0 }, 'maxFrequency'],
      [{ downloadType: 9, order: 1 }, 'downloadType'],
      [{ downloadType: Full, order: 4 }, 'order'],
      [{ downloadType: Full, order: 1, format: 7 }, 'format'],
      [{ downloadType: TargetCoverage, order: 1, targetCoverage: 0 }, 'targetCoverage'],
      [{ downloadType: TargetCoverage, order: 1, targetCoverage: 100.5 }, 'targetCoverage'],
      [{ downloadType: Full, order: 1, knownWordIds: [-3] }, 'knownWordIds.0'],
    ];
    for (const [body, field] of cases) {
      const response = await download({ format: DeckFormat.Csv, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorBodySchema.parse(response.json());
      expect(Object.keys(error.errors ?? {}), JSON.stringify(body)).toEqual([field]);
      expect(error.message).toContain(`"${field}"`);
    }
    const min = await download({
      format: DeckFormat.Csv,
      downloadType: TopDeckFrequency,
      order: 1,
      minFrequency: 5,
      maxFrequency: 4,
    });
    expect(errorBodySchema.parse(min.json()).message).toBe(
      'Invalid body field "minFrequency": Must not exceed maxFrequency (5 > 4)',
    );
  });

  it('answers 404 for an unknown deck and 400 for a bad id', async () => {
    const missing = await download({ format: 2, downloadType: Full, order: 1 }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Deck 999999 not found' });
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/media-deck/abc/download',
      payload: { format: 2, downloadType: Full, order: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('names sub-deck files after their parent and keeps path characters out of file names', async () => {
    const chapter = await download(
      { format: DeckFormat.Txt, downloadType: Full, order: Chronological },
      fixture.firstChapterId,
    );
    expect(chapter.body).toBe('猫\nちょっと\n');
    expect(fileNameOf(chapter)).toBe('吾輩は猫である - 第一章.txt');
    const english = await download({
      format: DeckFormat.Csv,
      downloadType: Full,
      order: Chronological,
      titleLanguage: 2,
    });
    // 'I Am a Cat: "Vol/1"?' loses : " / ? in the file name.
    const name = fileNameOf(english);
    expect(name).not.toMatch(/[/\\:"?]/);
    expect(name).toMatch(/^I Am a Cat.*Vol.*1.*\.csv$/);
    const romaji = await download({
      format: DeckFormat.Txt,
      downloadType: Full,
      order: Chronological,
      titleLanguage: 1,
    });
    expect(romaji.headers['content-disposition']).toContain(
      'filename="Wagahai wa Neko de Aru.txt"',
    );
  });

  it('leaves example sentences out when asked', async () => {
    const response = await download({
      format: DeckFormat.Anki,
      downloadType: TopDeckFrequency,
      order: DeckFrequency,
      minFrequency: 0,
      maxFrequency: 1,
      excludeExampleSentences: true,
    });
    const files = unzip(response.rawPayload);
    const collection = new Database(Buffer.from(files['collection.anki2']!));
    try {
      const { flds } = collection.prepare('select flds from notes').get() as { flds: string };
      expect(flds.split('\x1f')[0]).toBe('猫');
      expect(flds.split('\x1f')[7]).toBe('');
    } finally {
      collection.close();
    }
  });
});

describeEachDialect('deck downloads under the "download" rate limit', (database) => {
  let testApp: TestApp;
  let novelId: number;
  beforeAll(async () => {
    ({ novelId } = await insertDownloadFixture(database().db));
    testApp = await createTestApp({ database: database() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('allows five downloads a minute, then answers 429 with Retry-After', async () => {
    const request = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/media-deck/${novelId}/download`,
        payload: { format: DeckFormat.Txt, downloadType: Full, order: Chronological },
      });
    for (let i = 0; i < 5; i++) expect((await request()).statusCode).toBe(200);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
