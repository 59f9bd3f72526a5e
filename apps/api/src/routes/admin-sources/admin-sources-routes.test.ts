/**
 * External sources through the admin API, on both dialects, against local fake AniList and
 * Jimaku servers speaking their wire formats: search AniList, then add a three-episode anime
 * from a Jimaku entry whose only file is a zip of three .srt files and one Chinese .ass — three
 * "Episode N" sub-decks in order, titles and cover from AniList, no Chinese track.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describeEachDialect } from '@goi/db/testing';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeServer,
  type FakeServer,
} from '../../../../../packages/library/test/support/metadata/fake-server';
import {
  createExternalSources,
  coverFetchFor,
  createJobWorker,
  jobHandlers,
  metadataJobHandlers,
} from '@goi/library';
import {
  bearer,
  charParser,
  createAdminTestApp,
  filesUnder,
  multipartForm,
  runQueuedJobs,
  type AdminTestContext,
} from '../../../test/support/admin-test-support';

const srt = (lines: string[]) =>
  lines
    .map((line, index) => `${index + 1}\n00:00:0${index},000 --> 00:00:0${index},900\n${line}\n`)
    .join('\n');
const EPISODES = [
  ['北宇治高校の吹奏楽部へようこそ。'],
  ['久美子は低音パートに入った。', 'ユーフォニアムを吹くことにした。'],
  ['全国大会を目指すことになった。', 'みんなで練習を始めた。', '先生はとても厳しかった。'],
];
const CHINESE_ASS = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,0,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,欢迎来到北宇治高中吹奏乐部。
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,我们要去参加全国大赛。
`;

const anilistMedia = {
  id: 20912,
  idMal: 27989,
  type: 'ANIME',
  format: 'TV',
  title: {
    romaji: 'Hibike! Euphonium',
    english: 'Sound! Euphonium',
    native: '響け！ユーフォニアム',
  },
  synonyms: ['Hibike Euphonium'],
  startDate: { year: 2015, month: 4, day: 8 },
  description: 'Kumiko joins the <i>concert band</i>.<br>',
  averageScore: 79,
};

describeEachDialect('admin external sources', (database) => {
  let context: AdminTestContext;
  let anilist: FakeServer;
  let jimaku: FakeServer;
  let cover: Uint8Array;
  let failEpisode = false;

  beforeAll(async () => {
    cover = new Uint8Array(
      await sharp({ create: { width: 460, height: 650, channels: 3, background: '#2a6' } })
        .jpeg()
        .toBuffer(),
    );
    anilist = await startFakeServer((request, base) => {
      if (request.url.pathname === '/cover/20912.jpg')
        return { body: cover, headers: { 'content-type': 'image/jpeg' } };
      const { variables } = JSON.parse(request.body) as { variables: { id?: number } };
      const media = { ...anilistMedia, coverImage: { extraLarge: `${base}/cover/20912.jpg` } };
      return variables.id === undefined
        ? { body: { data: { Page: { media: [media] } } } }
        : variables.id === 20912
          ? { body: { data: { Media: media } } }
          : { status: 404, body: { errors: [{ message: 'Not Found.', status: 404 }], data: null } };
    });
    const zip = zipSync({
      'Euphonium/Hibike.S01E01.ja.srt': new TextEncoder().encode(srt(EPISODES[0]!)),
      'Euphonium/Hibike.S01E02.ja.srt': new TextEncoder().encode(srt(EPISODES[1]!)),
      'Euphonium/Hibike.S01E03.ja.srt': new TextEncoder().encode(srt(EPISODES[2]!)),
      'Euphonium/Hibike.S01E01.ass': new TextEncoder().encode(CHINESE_ASS),
    });
    jimaku = await startFakeServer((request, base) => {
      if (request.headers.authorization !== 'jimaku-key')
        return { status: 401, body: { error: 'bad key' } };
      switch (request.url.pathname) {
        case '/api/entries/search':
          return {
            body: [
              { id: 9001, name: 'Hibike! Euphonium', anilist_id: 20912, flags: { anime: true } },
            ],
          };
        case '/api/entries/9001':
          return {
            body: {
              id: 9001,
              name: 'Hibike! Euphonium',
              japanese_name: '響け！ユーフォニアム',
              english_name: 'Sound! Euphonium',
              anilist_id: 20912,
              tmdb_id: null,
              flags: {
                anime: true,
                movie: false,
                adult: false,
                unverified: false,
                external: false,
              },
            },
          };
        case '/api/entries/9001/files':
          return {
            body: [
              {
                url: `${base}/entry/9001/download/Euphonium.zip`,
                name: 'Euphonium.zip',
                size: zip.length,
                last_modified: '2024-01-01',
              },
            ],
          };
        case '/entry/9001/download/Euphonium.zip':
          return failEpisode ? { status: 404, body: { error: 'gone' } } : { body: zip };
        default:
          return { status: 404, body: { error: 'not found' } };
      }
    });
    context = await createAdminTestApp(database(), {
      providers: {
        anilistApiUrl: anilist.url,
        jimakuApiUrl: jimaku.url,
        jimakuApiKey: 'jimaku-key',
        timeoutMs: 5000,
        rateLimit: false,
      },
    });
  });

  afterAll(async () => {
    await context?.close();
    await anilist?.close();
    await jimaku?.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    context.testApp.app.inject({
      method,
      url,
      headers: bearer(context.adminToken),
      ...(payload ? { payload } : {}),
    });

  it('refuses anonymous callers and non-administrators', async () => {
    for (const url of [
      '/api/admin/metadata/providers',
      '/api/admin/search-media?provider=anilist-anime&query=x',
      '/api/admin/get-jimaku/9001',
    ]) {
      expect((await context.testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (
          await context.testApp.app.inject({
            method: 'GET',
            url,
            headers: bearer(context.userToken),
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('lists the providers, those without keys as not configured', async () => {
    const providers = (await asAdmin('GET', '/api/admin/metadata/providers')).json<
      { id: string; configured: boolean }[]
    >();
    expect(providers.map(({ id, configured }) => [id, configured])).toEqual([
      ['anilist', true],
      ['tmdb', false],
      ['vndb', true],
      ['google-books', true],
      ['igdb', false],
    ]);
    const tmdb = await asAdmin('GET', '/api/admin/search-media?provider=tmdb-movie&query=x');
    expect(tmdb.statusCode).toBe(409);
    expect(tmdb.json()).toMatchObject({ message: 'TMDB: is not configured on this server' });
    const unknown = await asAdmin('GET', '/api/admin/search-media?provider=myanimelist&query=x');
    expect(unknown.statusCode).toBe(400);
  });

  it('searches AniList and reads one title by id', async () => {
    const search = await asAdmin(
      'GET',
      `/api/admin/search-media?provider=anilist-anime&query=${encodeURIComponent('響け')}`,
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toEqual([
      {
        provider: 'anilist',
        providerId: '20912',
        originalTitle: '響け！ユーフォニアム',
        romajiTitle: 'Hibike! Euphonium',
        englishTitle: 'Sound! Euphonium',
        aliases: ['Hibike Euphonium'],
        releaseDate: '2015-04-08',
        description: 'Kumiko joins the concert band.',
        coverUrl: `${anilist.url}/cover/20912.jpg`,
        links: [
          { linkType: 4, url: 'https://anilist.co/anime/20912' },
          { linkType: 5, url: 'https://myanimelist.net/anime/27989' },
        ],
        rating: 79,
      },
    ]);
    expect((await asAdmin('GET', '/api/admin/metadata/anilist/20912')).json()).toMatchObject({
      providerId: '20912',
    });
    const missing = await asAdmin('GET', '/api/admin/metadata/anilist/1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'AniList: not found: Not Found.' });
  });

  it('shows a Jimaku entry with its files, and searches entries', async () => {
    const found = await asAdmin('GET', '/api/admin/get-jimaku/9001');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      entry: { id: 9001, anilistId: 20912, flags: { anime: true } },
      files: [{ name: 'Euphonium.zip', url: `${jimaku.url}/entry/9001/download/Euphonium.zip` }],
    });
    const search = await asAdmin('GET', '/api/admin/jimaku-search?query=euphonium&anime=true');
    expect(search.json()).toMatchObject([{ id: 9001 }]);
    expect((await asAdmin('GET', '/api/admin/get-jimaku/12')).statusCode).toBe(404);
  });

  it('a failed download names the file and leaves nothing behind', async () => {
    failEpisode = true;
    try {
      const response = await asAdmin('POST', '/api/admin/add-jimaku-deck', {
        jimakuId: 9001,
        files: [{ name: 'Euphonium.zip', url: `${jimaku.url}/entry/9001/download/Euphonium.zip` }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^Euphonium\.zip could not be downloaded \(Jimaku: not found/,
      );
      const other = await asAdmin('POST', '/api/admin/add-jimaku-deck', {
        jimakuId: 9001,
        files: [{ name: 'meta', url: 'http://169.254.169.254/latest/meta-data' }],
      });
      expect(other.statusCode).toBe(400);
      expect(other.json<{ message: string }>().message).toContain('files are downloaded from');
      const jobs = await context.db.selectFrom('jobs').selectAll().execute();
      expect(jobs).toEqual([]);
      expect(await filesUnder(path.join(context.dataDir, 'ingest'))).toEqual([]);
      expect(await filesUnder(path.join(context.dataDir, 'covers'))).toEqual([]);
    } finally {
      failEpisode = false;
    }
  });

  it('refuses cover URLs at internal addresses, redirects to them and file: URLs, with a clear message', async () => {
    for (const [url, reason] of [
      ['http://127.0.0.1/c.jpg', '127.0.0.1 is an internal address'],
      ['http://10.0.0.1/c.jpg', '10.0.0.1 is an internal address'],
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is an internal address'],
      [`${jimaku.url}/c.jpg`, 'is an internal address'],
      ['file:///etc/passwd', 'http'],
    ] as const) {
      const form = multipartForm([
        ['mediaType', '1'],
        ['originalTitle', 'カバー'],
        ['coverImage', url],
        ['file', { name: 'a.txt', bytes: 'ねこです。' }],
      ]);
      const response = await context.testApp.app.inject({
        method: 'POST',
        url: '/api/admin/add-deck',
        headers: { ...bearer(context.adminToken), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(reason);
    }
  });

  it('adds a three-episode anime from a zip: episodes in order, AniList titles and cover, no Chinese track', async () => {
    const response = await asAdmin('POST', '/api/admin/add-jimaku-deck', {
      jimakuId: 9001,
      files: [{ name: 'Euphonium.zip', url: `${jimaku.url}/entry/9001/download/Euphonium.zip` }],
    });
    expect(response.statusCode, response.body).toBe(202);
    const { jobId } = response.json<{ jobId: number }>();
    await runQueuedJobs(context.db);
    const job = (await asAdmin('GET', `/api/admin/jobs/${jobId}`)).json<{
      status: string;
      error: string | null;
      resultDeckId: number;
    }>();
    expect(job.status, job.error ?? '').toBe('succeeded');

    const deck = (await asAdmin('GET', `/api/admin/deck/${job.resultDeckId}`)).json<{
      mediaType: number;
      originalTitle: string;
      romajiTitle: string;
      englishTitle: string;
      releaseDate: string;
      description: string;
      coverUrl: string | null;
      links: { linkType: number; url: string }[];
      subdecks: { deckOrder: number; originalTitle: string; characterCount: number }[];
    }>();
    expect(deck).toMatchObject({
      mediaType: 1,
      originalTitle: '響け！ユーフォニアム',
      romajiTitle: 'Hibike! Euphonium',
      englishTitle: 'Sound! Euphonium',
      releaseDate: '2015-04-08',
      description: 'Kumiko joins the concert band.',
    });
    expect(deck.links.map((link) => link.url).sort()).toEqual([
      'https://anilist.co/anime/20912',
      'https://myanimelist.net/anime/27989',
    ]);
    // Counted characters leave punctuation (。) out.
    const characters = EPISODES.map((lines) => lines.join('').replace(/。/g, '').length);
    expect(
      deck.subdecks.map(({ deckOrder, originalTitle, characterCount }) => [
        deckOrder,
        originalTitle,
        characterCount,
      ]),
    ).toEqual([
      [1, 'Episode 1', characters[0]],
      [2, 'Episode 2', characters[1]],
      [3, 'Episode 3', characters[2]],
    ]);
    // The cover was downloaded from AniList's URL and stored.
    expect(deck.coverUrl).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const stored = await fs.readdir(path.join(context.dataDir, 'covers'));
    expect(stored).toEqual([deck.coverUrl]);
    const served = await context.testApp.app.inject({
      method: 'GET',
      url: `/api/covers/${deck.coverUrl}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await sharp(served.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['jpeg', 460, 650]);
    for (const name of ['../../etc/passwd', `${'0'.repeat(32)}.jpg`])
      expect(
        (
          await context.testApp.app.inject({
            method: 'GET',
            url: `/api/covers/${encodeURIComponent(name)}`,
          })
        ).statusCode,
      ).toBe(404);
  });

  it("fetches a deck's metadata as a job: only empty fields unless overwrite, and for all missing", async () => {
    const form = multipartForm([
      ['mediaType', '1'],
      ['originalTitle', 'ユーフォ'],
      ['description', 'Written by hand.'],
      ['file', { name: 'a.txt', bytes: 'ねこです。' }],
    ]);
    const added = await context.testApp.app.inject({
      method: 'POST',
      url: '/api/admin/add-deck',
      headers: { ...bearer(context.adminToken), ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(202);
    await runQueuedJobs(context.db);
    const { resultDeckId: deckId } = (
      await asAdmin('GET', `/api/admin/jobs/${added.json<{ jobId: number }>().jobId}`)
    ).json<{ resultDeckId: number }>();

    const settings = { anilistApiUrl: anilist.url, rateLimit: false };
    const worker = createJobWorker(context.db, {
      ...jobHandlers(context.db, charParser),
      ...metadataJobHandlers(context.db, {
        sources: createExternalSources(settings),
        dataDir: context.dataDir,
        coverFetch: coverFetchFor([new URL(anilist.url).host]),
      }),
    });
    const runJob = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
      expect(response.statusCode, response.body).toBe(202);
      while (await worker.runOnce()) {
        // next job
      }
      const job = (
        await asAdmin('GET', `/api/admin/jobs/${response.json<{ jobId: number }>().jobId}`)
      ).json<{
        status: string;
        error: string | null;
        type: string;
      }>();
      expect(job.status, job.error ?? '').toBe('succeeded');
      expect(job.type).toBe('fetch-metadata');
      return (await asAdmin('GET', `/api/admin/deck/${deckId}`)).json<{
        originalTitle: string;
        romajiTitle: string | null;
        description: string | null;
        releaseDate: string | null;
        coverUrl: string | null;
        links: { linkType: number }[];
        aliases: string[];
      }>();
    };

    const filled = await runJob(await asAdmin('POST', `/api/admin/fetch-metadata/${deckId}`, {}));
    expect(filled).toMatchObject({
      originalTitle: 'ユーフォ',
      romajiTitle: 'Hibike! Euphonium',
      description: 'Written by hand.',
      releaseDate: '2015-04-08',
      aliases: ['Hibike Euphonium'],
    });
    expect(filled.coverUrl).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(filled.links.map((link) => link.linkType).sort()).toEqual([4, 5]);

    const overwritten = await runJob(
      await asAdmin('POST', `/api/admin/fetch-metadata/${deckId}`, { overwrite: true }),
    );
    expect(overwritten.description).toBe('Kumiko joins the concert band.');
    expect(overwritten.links).toHaveLength(2);

    await runJob(await asAdmin('POST', '/api/admin/fetch-missing-metadata', {}));
    expect((await asAdmin('POST', '/api/admin/fetch-metadata/999999', {})).statusCode).toBe(404);
  });
});

describe('admin external sources configuration', () => {
  it('defaults every provider to its real service', async () => {
    const { parseApiConfig } = await import('../../config');
    expect(parseApiConfig({}).providers).toMatchObject({
      anilistApiUrl: 'https://graphql.anilist.co',
      tmdbApiUrl: 'https://api.themoviedb.org',
      vndbApiUrl: 'https://api.vndb.org/kana',
      googleBooksApiUrl: 'https://www.googleapis.com',
      jimakuApiUrl: 'https://jimaku.cc',
    });
    expect(parseApiConfig({}).providers.tmdbApiKey).toBeUndefined();
    expect(parseApiConfig({}).providers.jimakuApiKey).toBeUndefined();
  });
});
