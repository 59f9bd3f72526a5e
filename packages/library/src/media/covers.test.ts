import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COVER_MAX_HEIGHT,
  COVER_MAX_WIDTH,
  imageType,
  storeCover,
  storeCoverBytes,
} from './covers';
import { guardedFetch } from './guarded-fetch';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } });
let JPEG: Uint8Array;
let PNG: Uint8Array;
let AVIF: Uint8Array;
let WEBP: Uint8Array;

beforeAll(async () => {
  JPEG = new Uint8Array(await image(200, 300).jpeg().toBuffer());
  PNG = new Uint8Array(await image(2000, 3000).png().toBuffer());
  AVIF = new Uint8Array(await image(64, 96).avif().toBuffer());
  WEBP = new Uint8Array(await image(64, 96).webp().toBuffer());
});

describe('storeCover', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-covers-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('downloads an http(s) cover once and names it by its content', async () => {
    const fetched: string[] = [];
    const fakeFetch = ((url: URL) => {
      fetched.push(url.toString());
      return Promise.resolve(new Response(JPEG, { status: 200 }));
    }) as typeof fetch;
    const name = await storeCover(dir, 'https://example.com/cover', fakeFetch);
    expect(fetched).toEqual(['https://example.com/cover']);
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const stored = await sharp(path.join(dir, 'covers', name)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 200, 300]);
    // The same image again: the same name, nothing new.
    expect(await storeCover(dir, 'https://example.com/cover', fakeFetch)).toBe(name);
  });

  it('re-encodes any accepted type to a JPEG within 600×900', async () => {
    const name = await storeCoverBytes(dir, PNG, 'big.png');
    const stored = await sharp(path.join(dir, 'covers', name)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual([
      'jpeg',
      COVER_MAX_WIDTH,
      COVER_MAX_HEIGHT,
    ]);
    for (const [bytes, type] of [
      [AVIF, 'avif'],
      [WEBP, 'webp'],
    ] as const) {
      expect(imageType(bytes)).toBe(type);
      expect(await storeCoverBytes(dir, bytes, `c.${type}`)).toMatch(/\.jpg$/);
    }
  });

  it('refuses other types by their bytes, and image headers on garbage', async () => {
    const gif = new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    await expect(storeCoverBytes(dir, gif, 'c.gif')).rejects.toThrow(
      'cover: c.gif is not a JPEG, PNG, WebP or AVIF image',
    );
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    await expect(storeCoverBytes(dir, fake, 'fake.jpg')).rejects.toThrow(
      /^cover: fake\.jpg is not a readable image/,
    );
  });

  it('says clearly when the download fails (offline) or answers an error', async () => {
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    await expect(storeCover(dir, 'https://example.com/c.jpg', offline)).rejects.toThrow(
      'cover: could not download https://example.com/c.jpg (fetch failed); are you offline? Give a file instead',
    );
    const missing = (() => Promise.resolve(new Response('no', { status: 404 }))) as typeof fetch;
    await expect(storeCover(dir, 'http://example.com/c.jpg', missing)).rejects.toThrow(
      'cover: downloading http://example.com/c.jpg answered HTTP 404',
    );
    const huge = (() =>
      Promise.resolve(
        new Response(new Uint8Array(11 * 1024 * 1024), { status: 200 }),
      )) as typeof fetch;
    await expect(storeCover(dir, 'https://example.com/huge.jpg', huge)).rejects.toThrow(
      'cover: https://example.com/huge.jpg is larger than 10 MB',
    );
  });

  it('refuses internal addresses through the guarded fetch, naming the URL', async () => {
    await expect(
      storeCover(dir, 'http://169.254.169.254/latest/meta-data', guardedFetch),
    ).rejects.toThrow(
      'cover: http://169.254.169.254/latest/meta-data is refused: 169.254.169.254 is an internal address; give a public URL',
    );
  });

  it('stops reading a download past 10 MB, whatever its Content-Length says', async () => {
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      });
    const streaming = (() => Promise.resolve(new Response(endless()))) as typeof fetch;
    await expect(storeCover(dir, 'https://example.com/huge.jpg', streaming)).rejects.toThrow(
      'cover: https://example.com/huge.jpg is larger than 10 MB',
    );
    expect(pulled).toBeLessThan(20);
    const declared = (() =>
      Promise.resolve(
        new Response(JPEG, { headers: { 'content-length': String(11 * 1024 * 1024) } }),
      )) as typeof fetch;
    await expect(storeCover(dir, 'https://example.com/big.jpg', declared)).rejects.toThrow(
      /larger than 10 MB/,
    );
  });

  it('refuses empty files and files that are not images, naming them', async () => {
    const empty = path.join(dir, 'empty.jpg');
    fs.writeFileSync(empty, '');
    await expect(storeCover(dir, empty)).rejects.toThrow(`cover: ${empty} is empty`);
    await expect(storeCover(dir, path.join(dir, 'missing.png'))).rejects.toThrow(
      /cover: cannot read .*missing\.png \(ENOENT\)/,
    );
  });
});
