/**
 * Request-time parsing runs in the parse pool's worker thread: while texts are parsed the server
 * keeps answering, and beyond the queue bound or the time budget a request gets 503 with
 * Retry-After. (The full figure — five clients × 200,000 characters — is `bench/parse-pool.ts`.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@goi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { NOW, insertFixtureLibrary } from '../../test/support/read-api-fixture';

let dataDir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  // A file the worker thread can open too (an in-memory database lives in one connection only).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-parse-pool-'));
  handle = openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  await insertFixtureLibrary(handle.db);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function poolApp(parsePool: { timeBudgetMs: number; maxQueue: number }): Promise<TestApp> {
  return createTestApp({
    database: handle,
    config: { rateLimit: { enabled: false }, parsePool: { threads: 1, ...parsePool } },
    services: { now: () => NOW, parseSource: { database: { dataDir } } },
  });
}

const parseDeck = (testApp: TestApp, text: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/media-deck/parse-custom-deck',
    payload: { text },
  });

describe('the parse pool', () => {
  it('answers as parsing in the process does', async () => {
    const pooled = await poolApp({ timeBudgetMs: 60_000, maxQueue: 4 });
    const local = await createTestApp({
      database: handle,
      config: { rateLimit: { enabled: false }, parsePool: { threads: 0 } },
      services: { now: () => NOW },
    });
    try {
      const text = '猫が好き。本を食べる。';
      const [fromPool, fromProcess] = await Promise.all([
        parseDeck(pooled, text),
        parseDeck(local, text),
      ]);
      expect(fromPool.statusCode, fromPool.body).toBe(200);
      expect(fromPool.json()).toEqual(fromProcess.json());
      const url = `/api/vocabulary/parse?text=${encodeURIComponent('猫が好き')}`;
      const words = await pooled.app.inject({ url });
      expect(words.statusCode, words.body).toBe(200);
      expect(words.json()).toEqual((await local.app.inject({ url })).json());
    } finally {
      await Promise.all([pooled.close(), local.close()]);
    }
  }, 120_000);

  it('keeps the server answering while it parses, and refuses texts beyond its queue', async () => {
    const testApp = await poolApp({ timeBudgetMs: 120_000, maxQueue: 1 });
    try {
      const finished: string[] = [];
      const track = <T>(name: string, promise: Promise<T>) =>
        promise.then((value) => (finished.push(name), value));
      // One parsing, one waiting, the third beyond the bound.
      const decks = ['x', '😀', 'ア'].map((char, index) =>
        track(`deck ${index}`, parseDeck(testApp, char.repeat(60_000))),
      );
      const health = await track('health', testApp.app.inject({ url: '/api/health' }));
      expect(health.statusCode).toBe(200);
      const [first, second, third] = await Promise.all(decks);
      // The health check came back while the first deck was still being parsed.
      expect(finished.indexOf('health')).toBeLessThan(finished.indexOf('deck 0'));
      expect(first!.statusCode, first!.body).toBe(200);
      expect(second!.statusCode, second!.body).toBe(200);
      expect(third!.statusCode).toBe(503);
      expect(third!.headers['retry-after']).toMatch(/^\d+$/);
      expect(third!.json().message).toContain('busy');
      expect((await parseDeck(testApp, '猫が好き。')).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  }, 120_000);

  it('does not count the parser’s one-time load against the first request’s budget', async () => {
    // Loading kuromoji and the lexicon takes a second or more; parsing one word, milliseconds.
    const testApp = await poolApp({ timeBudgetMs: 250, maxQueue: 4 });
    try {
      const response = await testApp.app.inject({
        url: `/api/vocabulary/parse?text=${encodeURIComponent('猫')}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await testApp.close();
    }
  }, 120_000);

  it('answers 503 with Retry-After when a text is not parsed within the time budget', async () => {
    const testApp = await poolApp({ timeBudgetMs: 100, maxQueue: 4 });
    try {
      const response = await parseDeck(testApp, 'x'.repeat(100_000));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().message).toContain('within 100 ms');
      expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  }, 120_000);
});
