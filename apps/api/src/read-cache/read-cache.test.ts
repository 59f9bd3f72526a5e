import { deckListPageSchema, deckVocabularyPageSchema } from '@goi/contracts';
import {
  DICTIONARY_DIGEST_KEY,
  bumpLibraryVersion,
  formKey,
  insertDeck,
  readContentVersion,
  replaceDeckContent,
  replaceFrequencies,
  type DeckContentRecord,
} from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { createKnownWordSet, type KnownWordSet } from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  GA,
  NEKO,
  NOW,
  TABERU,
  insertFixtureLibrary,
  type FixtureLibrary,
} from '../routes/media-deck/testing/read-api-fixture';
import { ReadCache } from './read-cache';
import { readCacheKey } from './read-cache-plugin';
import { StampedLru } from './stamped-lru';
import { VersionedLru } from './versioned-lru';

const content = (words: [number, number, number][]): DeckContentRecord => ({
  counts: {
    characterCount: 100,
    wordCount: words.reduce((sum, [, , occurrences]) => sum + occurrences, 0),
    uniqueWordCount: words.length,
    uniqueWordUsedOnceCount: 0,
    uniqueKanjiCount: 1,
    uniqueKanjiUsedOnceCount: 0,
    kanjiCharacterCount: 1,
    sentenceCount: 2,
    dialoguePercentage: 0,
  },
  difficulty: 1.5,
  kanjiCounts: '{}',
  words: words.map(([wordId, readingIndex, occurrences]) => ({
    wordId,
    readingIndex,
    occurrences,
  })),
  rawText: null,
  exampleSentences: [],
});

describeEachDialect('read cache', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  /** Each reader's current known-word set; replaced (a new object) when their words change. */
  const readers = new Map<string, KnownWordSet>();
  const setKnown = (reader: string, forms: [number, number][]) =>
    readers.set(reader, createKnownWordSet({ pairs: forms }));

  beforeAll(async () => {
    ids = await insertFixtureLibrary(database().db);
    setKnown('ana', [[GA, 0]]);
    setKnown('ben', [[NEKO, 0]]);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: {
        now: () => NOW,
        // As the accounts module: the reader behind the request, one set per reader.
        resolveKnownWords: (request: FastifyRequest) => {
          const reader = request.headers['x-test-reader'];
          return Promise.resolve(typeof reader === 'string' ? readers.get(reader) : undefined);
        },
      },
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string, reader?: string) =>
    testApp.app.inject({ url, headers: reader ? { 'x-test-reader': reader } : {} });
  const coverageOf = (body: string, deckId: number) =>
    deckListPageSchema.parse(JSON.parse(body)).data.find((deck) => deck.deckId === deckId)
      ?.coverage;

  it('answers a repeated anonymous GET from memory, with the same body and headers', async () => {
    const url = '/api/media-deck/get-media-decks?sortBy=difficulty';
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-read-cache']).toBe('miss');
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
  });

  it('shows a deck added after the list was cached (the write moves the version)', async () => {
    const url = '/api/media-deck/get-media-decks?mediaType=7';
    const idsIn = (body: string) =>
      deckListPageSchema.parse(JSON.parse(body)).data.map((deck) => deck.deckId);
    const listed = idsIn((await get(url)).body);
    expect((await get(url)).headers['x-read-cache']).toBe('hit');
    const before = await readContentVersion(database().db);
    const deckId = await database()
      .db.transaction()
      .execute((trx) =>
        insertDeck(
          trx,
          {
            parentDeckId: null,
            deckOrder: 0,
            mediaType: 7,
            originalTitle: '新しい本',
            romajiTitle: 'Atarashii Hon',
            englishTitle: null,
            description: null,
            coverName: null,
            releaseDate: null,
            titles: [],
            links: [],
            ...content([[NEKO, 0, 4]]),
          },
          NOW.toISOString(),
        ),
      );
    expect(await readContentVersion(database().db)).not.toBe(before);
    const after = await get(url);
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(idsIn(after.body).sort()).toEqual([...listed, deckId].sort());
  });

  it("never serves or keeps a reader's coverage for anyone else", async () => {
    const url = `/api/media-deck/get-media-decks?mediaType=1`;
    const anonymous = await get(url);
    expect(coverageOf(anonymous.body, ids.shingeki)).toBe(0);

    const ana = await get(url, 'ana');
    const ben = await get(url, 'ben');
    for (const response of [ana, ben]) {
      expect(response.headers['x-read-cache']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const anaCoverage = coverageOf(ana.body, ids.shingeki)!;
    const benCoverage = coverageOf(ben.body, ids.shingeki)!;
    expect(anaCoverage).toBeGreaterThan(0);
    expect(benCoverage).toBeGreaterThan(0);
    expect(anaCoverage).not.toBe(benCoverage);

    // Asked again (now from each reader's coverage cache): still each reader's own figure.
    expect(coverageOf((await get(url, 'ben')).body, ids.shingeki)).toBe(benCoverage);
    expect(coverageOf((await get(url, 'ana')).body, ids.shingeki)).toBe(anaCoverage);
    // And the anonymous answer never picked a reader's figure up.
    const again = await get(url);
    expect(again.headers['x-read-cache']).toBe('hit');
    expect(coverageOf(again.body, ids.shingeki)).toBe(0);
  });

  it("recomputes a reader's coverage when their known words change", async () => {
    const url = `/api/media-deck/get-media-decks?mediaType=1`;
    setKnown('cho', [[GA, 0]]);
    const first = coverageOf((await get(url, 'cho')).body, ids.shingeki)!;
    setKnown('cho', [
      [GA, 0],
      [NEKO, 0],
    ]);
    const second = coverageOf((await get(url, 'cho')).body, ids.shingeki)!;
    expect(second).toBeGreaterThan(first);
  });

  it('keeps no error answer and nothing for a POST', async () => {
    const missing = '/api/media-deck/999999/detail';
    expect((await get(missing)).statusCode).toBe(404);
    expect((await get(missing)).headers['x-read-cache']).toBe('miss');
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/api/media-deck/get-media-decks-with-coverage',
      payload: { knownForms: [[GA, 0]] },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['x-read-cache']).toBeUndefined();
  });

  it("shows a reparsed deck's new words on its vocabulary page (words kept in memory)", async () => {
    const url = `/api/media-deck/${ids.shingeki}/vocabulary`;
    const wordsOf = async () =>
      deckVocabularyPageSchema
        .parse((await get(url)).json())
        .data.words.map((word) => word.wordId)
        .sort();
    expect(await wordsOf()).toEqual([NEKO, TABERU, GA].sort());
    // Written from the in-memory models each time, not kept whole (media-deck-routes.ts).
    expect((await get(url)).headers['x-read-cache']).toBeUndefined();
    expect(await wordsOf()).toEqual([NEKO, TABERU, GA].sort());
    await database()
      .db.transaction()
      .execute((trx) =>
        replaceDeckContent(trx, ids.shingeki, content([[TABERU, 0, 2]]), NOW.toISOString()),
      );
    expect(await wordsOf()).toEqual([TABERU]);
  });

  it('shares one answer between URLs whose query parameters differ only in order', async () => {
    const path = '/api/media-deck/get-media-decks';
    const first = await get(`${path}?sortOrder=1&sortBy=title`);
    expect(first.headers['x-read-cache']).toBe('miss');
    const reordered = await get(`${path}?sortBy=title&sortOrder=1`);
    expect(reordered.headers['x-read-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
    const other = await get(`${path}?sortBy=title&sortOrder=0`);
    expect(other.headers['x-read-cache']).toBe('miss');
    expect(other.body).not.toBe(first.body);
    expect(readCacheKey('/a?b=2&a=1&b=1&c=')).toBe('/a?a=1&b=2&b=1&c=');
    expect(readCacheKey('/a?')).toBe('/a');
    expect(readCacheKey('/a')).toBe('/a');
  });

  it('reads the content version once per request, and anew for the next one', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const [request, next] = [{}, {}];
    const before = await cache.version(request);
    await bumpLibraryVersion(db);
    // The same request keeps the version its hooks read; the next request sees the write.
    expect(await cache.version(request)).toBe(before);
    const after = await cache.version(next);
    expect(after).not.toBe(before);
    expect(await cache.version()).toBe(after);
  });

  it('shares one version read between the requests that ask before it starts, not after', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const asked = [{}, {}, {}];
    const versions = await Promise.all(asked.map((request) => cache.version(request)));
    expect(new Set(versions).size).toBe(1);
    expect(cache.versionReads).toBe(1);

    // A request that asks once a read has started waits for its own, and sees a write made
    // in between.
    const first = cache.version({});
    await new Promise((resolve) => setImmediate(resolve));
    await bumpLibraryVersion(db);
    const next = await cache.version({});
    expect(cache.versionReads).toBe(3);
    expect(next).toBe(await readContentVersion(db));
    await first;
  });

  it('keeps the form rank table across deck writes and reads it again after a recompute', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const table = await cache.formRanks(await cache.version());
    expect(table.rank(formKey(NEKO, 0))).toBe(1);
    // A deck write moves the content version but not the ranks' part of it.
    await bumpLibraryVersion(db);
    expect(await cache.formRanks(await cache.version())).toBe(table);
    expect(await cache.formRanks(undefined)).toBe(table);
    const words = await db.selectFrom('wordFrequencies').selectAll().execute();
    const forms = await db.selectFrom('formFrequencies').selectAll().execute();
    await db.transaction().execute((trx) => replaceFrequencies(trx, words, forms));
    const reread = await cache.formRanks(await cache.version());
    expect(reread).not.toBe(table);
    expect(reread.rank(formKey(NEKO, 0))).toBe(table.rank(formKey(NEKO, 0)));
  });

  it('shows new ranks and a new dictionary import on a vocabulary page (word templates)', async () => {
    const { db } = database();
    const url = `/api/media-deck/${ids.wagahai}/vocabulary`;
    const neko = async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const page = deckVocabularyPageSchema.parse(response.json());
      return page.data.words.find((word) => word.wordId === NEKO)!;
    };
    expect((await neko()).mainReading.frequencyRank).toBe(1);
    const [computed, again] = [await get(url), await get(url)];
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(computed.body);

    // A frequency recompute: the templates stay, the ranks filled into them are the new ones.
    const words = await db.selectFrom('wordFrequencies').selectAll().execute();
    const forms = await db.selectFrom('formFrequencies').selectAll().execute();
    await db.transaction().execute((trx) =>
      replaceFrequencies(
        trx,
        words,
        forms.map((form) =>
          form.wordId === NEKO && form.readingIndex === 0
            ? { ...form, frequencyRank: 7, frequencyPercentage: 12.5 }
            : form,
        ),
      ),
    );
    expect((await neko()).mainReading).toMatchObject({
      frequencyRank: 7,
      frequencyPercentage: 12.5,
    });

    // A new import of the dictionary (a new digest): the entries are read again.
    await db
      .updateTable('dictSenses')
      .set({ glosses: JSON.stringify(['domestic cat']) })
      .where('wordId', '=', NEKO)
      .where('senseIndex', '=', 0)
      .execute();
    expect((await neko()).definitions[0]!.meanings).toEqual(['cat']);
    await db.deleteFrom('appMeta').where('key', '=', DICTIONARY_DIGEST_KEY).execute();
    await db
      .insertInto('appMeta')
      .values({ key: DICTIONARY_DIGEST_KEY, value: 'reimported' })
      .execute();
    expect((await neko()).definitions[0]!.meanings).toEqual(['domestic cat']);
    expect((await neko()).mainReading.frequencyRank).toBe(7);
  });
});

describe('a read cache that is off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { readCache: { enabled: false } } });
  });
  afterAll(() => testApp.close());

  it('computes every answer', async () => {
    const url = '/api/media-deck/get-media-decks';
    for (let i = 0; i < 2; i++) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-read-cache']).toBeUndefined();
    }
  });
});

describe('VersionedLru', () => {
  it('forgets everything when the version moves, and keeps nothing offered under an old one', () => {
    const lru = new VersionedLru<string>({ maxEntries: 10, maxSize: 100 });
    expect(lru.get('1', 'a')).toBeUndefined();
    lru.set('1', 'a', 'first');
    expect(lru.get('1', 'a')).toBe('first');
    expect(lru.get('2', 'a')).toBeUndefined();
    lru.set('1', 'a', 'computed before the write');
    expect(lru.get('2', 'a')).toBeUndefined();
  });

  it('drops the least recently used entries beyond its bounds', () => {
    const lru = new VersionedLru<string>({ maxEntries: 2, maxSize: 10 });
    lru.get('v', 'a');
    lru.set('v', 'a', 'A', 4);
    lru.set('v', 'b', 'B', 4);
    expect(lru.get('v', 'a')).toBe('A');
    lru.set('v', 'c', 'C', 4);
    expect(lru.get('v', 'b')).toBeUndefined();
    expect(lru.get('v', 'a')).toBe('A');
    lru.set('v', 'd', 'D', 8);
    expect(lru.stats.size).toBeLessThanOrEqual(10);
    expect(lru.get('v', 'd')).toBe('D');
  });
});

describe('StampedLru', () => {
  const value = (bytes: number) => ({ bytes, used: 0 });

  it('holds the values themselves, under the version `use` made current', () => {
    const lru = new StampedLru<ReturnType<typeof value>>(100);
    lru.use('1');
    const kept = value(10);
    lru.set('1', 7, kept);
    expect(lru.get(7)).toBe(kept);
    lru.set('0', 8, value(10)); // offered under an old version: not kept
    expect(lru.get(8)).toBeUndefined();
    lru.use('2');
    expect(lru.get(7)).toBeUndefined();
    expect(lru.stats).toEqual({ entries: 0, size: 0, version: '2' });
  });

  it('drops the least recently used values beyond its size and count bounds', () => {
    const lru = new StampedLru<ReturnType<typeof value>>(10, 3);
    lru.use('v');
    const [a, b, c] = [value(4), value(4), value(4)];
    lru.set('v', 1, a);
    lru.set('v', 2, b);
    expect(lru.get(1)).toBe(a); // 1 is now used after 2
    lru.set('v', 3, c); // 12 > 10: 2 goes
    expect(lru.get(2)).toBeUndefined();
    expect([lru.get(1), lru.get(3)]).toEqual([a, c]);
    for (let key = 4; key < 8; key++) lru.set('v', key, value(1));
    expect(lru.stats.entries).toBeLessThanOrEqual(3);
    expect(lru.get(7)).toBeDefined();
    lru.set('v', 9, value(11)); // larger than the whole bound: not kept
    expect(lru.get(9)).toBeUndefined();
  });
});

describe("a deck's words kept for its vocabulary pages", () => {
  const deckWords = (count: number) => ({
    keys: new Uint32Array(count),
    occurrences: new Uint32Array(count).fill(1),
    totalOccurrences: count,
  });
  // No database is read: every value comes from `load`.
  const cache = () =>
    new ReadCache(undefined as never, { enabled: true, maxBytes: 1000, deckWords: 10 });

  it('loads a deck once per version and again under the next one', async () => {
    const readCache = cache();
    const loads: number[] = [];
    const load = (deckId: number, count: number) => () => {
      loads.push(deckId);
      return Promise.resolve(deckWords(count));
    };
    const first = await readCache.memoDeckWords('v1', 1, load(1, 4));
    expect(await readCache.memoDeckWords('v1', 1, load(1, 4))).toBe(first);
    expect(await readCache.memoDeckWords('v2', 1, load(1, 4))).not.toBe(first);
    expect(await readCache.memoDeckWords('v2', 2, () => Promise.resolve(undefined))).toBe(
      undefined,
    );
    expect(loads).toEqual([1, 1]);
  });

  it('keeps no more words than its budget: the least recently used deck goes first', async () => {
    const readCache = cache();
    let loads = 0;
    const load = (count: number) => () => {
      loads++;
      return Promise.resolve(deckWords(count));
    };
    await readCache.memoDeckWords('v', 1, load(4));
    await readCache.memoDeckWords('v', 2, load(4));
    await readCache.memoDeckWords('v', 1, load(4)); // deck 1 used last
    await readCache.memoDeckWords('v', 3, load(4)); // 12 words > 10: deck 2 goes
    expect(loads).toBe(3);
    await readCache.memoDeckWords('v', 1, load(4));
    expect(loads).toBe(3);
    await readCache.memoDeckWords('v', 2, load(4));
    expect(loads).toBe(4);
    // A deck larger than the whole budget is handed out but not kept.
    await readCache.memoDeckWords('v', 4, load(11));
    await readCache.memoDeckWords('v', 4, load(11));
    expect(loads).toBe(6);
  });
});
