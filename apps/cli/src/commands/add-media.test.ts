import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@goi/db/testing';
import { getJob, type IngestMediaJobPayload } from '@goi/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueAddMedia } from './add-media';

describe('goi add-media options', () => {
  let dir: string;
  let file: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const addMediaPayload = async (
    files: string[],
    given: ReturnType<typeof options>,
    dataDir: string,
  ): Promise<IngestMediaJobPayload> => {
    const jobId = await queueAddMedia(database.db, files, given, dataDir);
    return (await getJob(database.db, jobId))!.payload as IngestMediaJobPayload;
  };
  const options = (extra: Record<string, unknown> = {}) => ({
    type: 'novel',
    title: 'こころ',
    link: [],
    alias: [],
    subdeckTitle: [],
    wait: true,
    ...extra,
  });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-add-media-'));
    file = path.join(dir, 'part1.txt');
    fs.writeFileSync(file, '私はその人を常に先生と呼んでいた。');
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('queues the job through addDeck: names or numbers, extracted texts, sub-deck titles, cover', async () => {
    const cover = path.join(dir, 'cover.png');
    // A real 1×1 PNG: covers are re-encoded (to JPEG), so the bytes must be an image.
    fs.writeFileSync(
      cover,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const payload = await addMediaPayload(
      [file, file],
      options({
        type: 'Visual-Novel',
        romaji: 'Kokoro',
        releaseDate: '1914-04-20',
        link: ['anilist=https://anilist.co/manga/1', '1=https://www.aozora.gr.jp/'],
        alias: ['心'],
        subdeckTitle: ['上'],
        cover,
      }),
      dir,
    );
    expect(payload.metadata).toMatchObject({
      mediaType: 7,
      originalTitle: 'こころ',
      romajiTitle: 'Kokoro',
      englishTitle: null,
      releaseDate: '1914-04-20',
      aliases: ['心'],
      links: [
        { linkType: 4, url: 'https://anilist.co/manga/1' },
        { linkType: 1, url: 'https://www.aozora.gr.jp/' },
      ],
    });
    expect(payload.metadata.coverName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(fs.existsSync(path.join(dir, 'covers', payload.metadata.coverName!))).toBe(true);
    // The files' texts wait in the data directory (the job reads them, not the originals).
    expect(payload.sources).toEqual([
      { path: expect.stringMatching(/ingest.*0001\.txt$/), title: '上' },
      { path: expect.stringMatching(/ingest.*0002\.txt$/), title: null },
    ]);
    expect(fs.readFileSync(payload.sources[0]!.path!, 'utf8')).toBe(
      '私はその人を常に先生と呼んでいた。',
    );
  });

  it('names the field or file that is wrong', async () => {
    await expect(addMediaPayload([file], options({ type: 'podcast' }), dir)).rejects.toThrow(
      /^mediaType: unknown media type "podcast"/,
    );
    await expect(addMediaPayload([file], options({ type: '12' }), dir)).rejects.toThrow(
      /^mediaType: Expected one of 1, 2/,
    );
    await expect(
      addMediaPayload([file], options({ title: 'あ'.repeat(201) }), dir),
    ).rejects.toThrow('originalTitle: originalTitle must be at most 200 characters');
    await expect(
      addMediaPayload([file], options({ releaseDate: '2023-02-30' }), dir),
    ).rejects.toThrow('releaseDate: not a calendar date');
    await expect(
      addMediaPayload([file], options({ link: ['https://anilist.co/x'] }), dir),
    ).rejects.toThrow('links[0]: expected type=url');
    await expect(
      addMediaPayload([file], options({ link: ['web=https://a.b/', 'myspace=https://x.y/'] }), dir),
    ).rejects.toThrow(/^links\[1\]: unknown link type "myspace"/);
    await expect(
      addMediaPayload([file], options({ link: ['web=javascript:alert(1)'] }), dir),
    ).rejects.toThrow('links[0].url: expected an http:// or https:// URL');
    await expect(
      addMediaPayload([file], options({ description: 'x'.repeat(2001) }), dir),
    ).rejects.toThrow(/^description: /);
    await expect(addMediaPayload([path.join(dir, 'nope.txt')], options(), dir)).rejects.toThrow(
      /nope\.txt: there is no such file/,
    );
    await expect(
      addMediaPayload([file], options({ subdeckTitle: ['a', 'b'] }), dir),
    ).rejects.toThrow('--subdeck-title was given 2 times for 1 file(s)');
    await expect(addMediaPayload([file], options({ cover: file }), dir)).rejects.toThrow(
      /^cover: .*part1\.txt is not a JPEG, PNG, WebP or AVIF image/,
    );
    await expect(
      addMediaPayload([file], options({ cover: 'ftp://example.com/c.jpg' }), dir),
    ).rejects.toThrow('cover: only http(s) cover URLs are fetched, got ftp:');
  });
});
