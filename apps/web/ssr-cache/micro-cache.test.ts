import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache, type RenderedPage } from './micro-cache';

function page(body: string, cacheable = true): RenderedPage {
  return {
    status: cacheable ? 200 : 500,
    headers: [['content-type', 'text/html']],
    setCookies: [],
    body: Buffer.from(body),
    cacheable,
  };
}

describe('createMicroCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders once, then answers from memory until the entry expires', async () => {
    const cache = createMicroCache({ ttlMs: 5_000 });
    const render = vi.fn(() => Promise.resolve(page(`render ${render.mock.calls.length}`)));

    const first = await cache.getOrRender('/decks/media', render);
    expect(first.hit).toBe(false);
    vi.advanceTimersByTime(4_999);
    const second = await cache.getOrRender('/decks/media', render);
    expect(second).toEqual({ page: first.page, hit: true });
    expect(render).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    const third = await cache.getOrRender('/decks/media', render);
    expect(third.hit).toBe(false);
    expect(third.page.body.toString()).toBe('render 2');
  });

  it('keeps different keys apart', async () => {
    const cache = createMicroCache();
    await cache.getOrRender('a', () => Promise.resolve(page('A')));
    const b = await cache.getOrRender('b', () => Promise.resolve(page('B')));
    expect(b.hit).toBe(false);
    expect(b.page.body.toString()).toBe('B');
    expect(
      (await cache.getOrRender('a', () => Promise.resolve(page('?')))).page.body.toString(),
    ).toBe('A');
  });

  it('never stores a page that is not cacheable', async () => {
    const cache = createMicroCache();
    await cache.getOrRender('k', () => Promise.resolve(page('error', false)));
    const again = await cache.getOrRender('k', () => Promise.resolve(page('ok')));
    expect(again.hit).toBe(false);
    expect(again.page.body.toString()).toBe('ok');
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used page beyond maxEntries', async () => {
    const cache = createMicroCache({ maxEntries: 2 });
    await cache.getOrRender('a', () => Promise.resolve(page('A')));
    await cache.getOrRender('b', () => Promise.resolve(page('B')));
    await cache.getOrRender('a', () => Promise.resolve(page('?'))); // a is now the newest use
    await cache.getOrRender('c', () => Promise.resolve(page('C'))); // b goes
    expect(cache.size).toBe(2);
    expect((await cache.getOrRender('a', () => Promise.resolve(page('A2')))).hit).toBe(true);
    expect((await cache.getOrRender('b', () => Promise.resolve(page('B2')))).hit).toBe(false);
  });

  it('shares one render between concurrent misses of a key', async () => {
    const cache = createMicroCache();
    let finish: (value: RenderedPage) => void = () => undefined;
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 50 }, () => cache.getOrRender('k', render));
    finish(page('once'));
    const results = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.filter((result) => result.hit)).toHaveLength(49);
    expect(new Set(results.map((result) => result.page.body.toString()))).toEqual(
      new Set(['once']),
    );
  });

  it('lets waiters render on their own when the shared render fails', async () => {
    const cache = createMicroCache();
    let fail: (error: Error) => void = () => undefined;
    const first = cache.getOrRender(
      'k',
      () => new Promise<RenderedPage>((_, reject) => (fail = reject)),
    );
    const second = cache.getOrRender('k', () => Promise.resolve(page('own')));
    fail(new Error('reader went away'));
    await expect(first).rejects.toThrow('reader went away');
    expect((await second).page.body.toString()).toBe('own');
  });
});
