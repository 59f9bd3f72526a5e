import { listFormsInUse, listTopLevelDeckIds } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { createCoverageService } from '@goi/library';
import { beforeAll, expect, it } from 'vitest';
import { insertFixtureLibrary } from '../routes/media-deck/testing/read-api-fixture';
import { createTestApp } from '../testing/test-app';
import { ReadCache } from './read-cache';
import { warmReadModels } from './warm-plugin';

describeEachDialect('start-up warm of the read models', (database) => {
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
  });

  it('fills the rank table, every top-level deck and the used forms’ templates', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const coverage = createCoverageService();
    const summary = await warmReadModels({ db, cache, deckWords: coverage.deckWords });
    const deckIds = await listTopLevelDeckIds(db);
    const used = await listFormsInUse(db);
    expect(used.length).toBeGreaterThan(0);
    expect(summary).toMatchObject({ decks: deckIds.length, templates: used.length });
    expect(summary.rankedForms).toBeGreaterThanOrEqual(used.length);
    // Nothing is read again afterwards: not the decks' words, not the templates.
    const deckLoads = coverage.cacheFor(db).loads;
    const templateLoads = cache.words.loaded;
    await coverage.deckWords(db, deckIds);
    await cache.words.get(db, used);
    expect(coverage.cacheFor(db).loads).toBe(deckLoads);
    expect(cache.words.loaded).toBe(templateLoads);
  });

  it("hands every top-level deck's words to prepareDecks, with the rank table", async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const coverage = createCoverageService();
    const prepared: number[] = [];
    const tables = new Set<unknown>();
    const versions = new Set<string | undefined>();
    await warmReadModels({
      db,
      cache,
      deckWords: coverage.deckWords,
      prepareDecks: (version, words, ranks) => {
        versions.add(version);
        for (const [deckId, packed] of words) {
          expect(packed.keys.length).toBeGreaterThan(0);
          prepared.push(deckId);
        }
        tables.add(ranks);
        return Promise.resolve();
      },
    });
    expect(prepared.sort((a, b) => a - b)).toEqual(
      (await listTopLevelDeckIds(db)).sort((a, b) => a - b),
    );
    expect([...versions]).toEqual([await cache.version()]);
    expect(tables.size).toBe(1);
    expect([...tables][0]).toBe(await cache.formRanks(await cache.version()));
  });

  it('stops at once when aborted', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const coverage = createCoverageService();
    const summary = await warmReadModels(
      { db, cache, deckWords: coverage.deckWords },
      AbortSignal.abort(),
    );
    expect(summary).toMatchObject({ decks: 0, templates: 0 });
    expect(cache.words.loaded).toBe(0);
  });

  it('runs when the app is ready, when asked to, logs what it did, and serves the same pages', async () => {
    const deckIds = await listTopLevelDeckIds(database().db);
    const pages = deckIds.flatMap((deckId) =>
      ['', '?sortBy=globalFreq&sortOrder=1', '?sortBy=deckFreq'].map(
        (query) => `/api/media-deck/${deckId}/vocabulary${query}`,
      ),
    );
    const testApp = await createTestApp({
      database: database(),
      config: { readCache: { warmOnStart: true } },
    });
    const quiet = await createTestApp({ database: database() });
    try {
      const summary = await testApp.app.readModelsWarmed;
      expect(summary).toMatchObject({ decks: deckIds.length, prepareFailures: 0 });
      expect(testApp.logs.some((line) => line.msg === 'read models warmed')).toBe(true);
      expect(await quiet.app.readModelsWarmed).toBeUndefined();
      // Pages from the readied orders and heads are the pages computed on demand.
      for (const url of pages) {
        const [warmed, computed] = [await testApp.app.inject(url), await quiet.app.inject(url)];
        expect(warmed.statusCode).toBe(200);
        expect(warmed.body).toBe(computed.body);
      }
    } finally {
      await testApp.close();
      await quiet.close();
    }
  });

  it('counts and reports a failure to ready some decks, and warms the rest', async () => {
    const { db } = database();
    const cache = new ReadCache(db, { enabled: true, maxBytes: 1_000_000 });
    const errors: unknown[] = [];
    const summary = await warmReadModels(
      {
        db,
        cache,
        deckWords: createCoverageService().deckWords,
        prepareDecks: () => Promise.reject(new Error('disk full')),
      },
      undefined,
      (error) => errors.push(error),
    );
    expect(summary.prepareFailures).toBeGreaterThan(0);
    expect(errors).toHaveLength(summary.prepareFailures);
    expect(summary.templates).toBe((await listFormsInUse(db)).length);
  });
});
