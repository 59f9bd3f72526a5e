import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeCover } from './covers';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('storeCover', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-covers-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('downloads an http(s) cover and names it by its content', async () => {
    const fetched: string[] = [];
    const fakeFetch = ((url: URL) => {
      fetched.push(url.toString());
      return Promise.resolve(new Response(JPEG, { status: 200 }));
    }) as typeof fetch;
    const name = await storeCover(dir, 'https://example.com/cover', fakeFetch);
    expect(fetched).toEqual(['https://example.com/cover']);
    expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(new Uint8Array(fs.readFileSync(path.join(dir, 'covers', name)))).toEqual(JPEG);
    // The same image again: the same name, nothing new.
    expect(await storeCover(dir, 'https://example.com/cover', fakeFetch)).toBe(name);
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
