import { deckListPageSchema, deckVocabularyPageSchema, formKey } from '@goi/contracts';
import {
  DICTIONARY_DIGEST_KEY,
  addKnownWords,
  bumpKnownWordsVersion,
  bumpLibraryVersion,
  insertDeck,
  readContentVersion,
  replaceDeckContent,
  replaceFrequencies,
  type DeckContentRecord,
} from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { createMemoryMailer, createReadModels, type ReadVersions } from '@goi/library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import {
  GA,
  NEKO,
  NOW,
  TABERU,
  insertFixtureLibrary,
  type FixtureLibrary,
} from '../../test/support/read-api-fixture';
import { bearer, login, registerAndConfirm } from '../../test/support/auth-test-support';

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
  textParts: [],
});

describeEachDialect('read models behind the read API', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, string>();
  const mailer = createMemoryMailer();

  const know = async (reader: string, forms: [number, number][]) => {
    const { db } = database();
    const userId = userIds.get(reader)!;
    await addKnownWords(
      db,
      userId,
      forms.map(([wordId, readingIndex]) => ({ wordId, readingIndex })),
      NOW.toISOString(),
    );
    await bumpKnownWordsVersion(db, userId);
  };

  beforeAll(async () => {
    ids = await insertFixtureLibrary(database().db);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { now: () => NOW, mailer },
    });
    for (const reader of ['ana', 'ben', 'cho']) {
      userIds.set(reader, (await registerAndConfirm(testApp, mailer, reader)).userId);
      tokens.set(reader, (await login(testApp, reader)).accessToken);
    }
    await know('ana', [[GA, 0]]);
    await know('ben', [[NEKO, 0]]);
  });
  afterAll(() => testApp.close());

  const get = (url: string, reader?: string) =>
    testApp.app.inject({ url, headers: reader ? bearer(tokens.get(reader)!) : {} });
  const coverageOf = (body: string, deckId: number) =>
    deckListPageSchema.parse(JSON.parse(body)).data.find((deck) => deck.deckId === deckId)
      ?.coverage;

  it('shows a deck added after the list was read (the write moves the content version)', async () => {
    const url = '/api/media-deck/get-media-decks?mediaType=7';
    const idsIn = (body: string) =>
      deckListPageSchema.parse(JSON.parse(body)).data.map((deck) => deck.deckId);
    const listed = idsIn((await get(url)).body);
    expect(idsIn((await get(url)).body)).toEqual(listed);
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
    expect(idsIn((await get(url)).body).sort()).toEqual([...listed, deckId].sort());
  });

  it("never shows a reader's coverage to anyone else", async () => {
    const url = `/api/media-deck/get-media-decks?mediaType=1`;
    expect(coverageOf((await get(url)).body, ids.shingeki)).toBe(0);
    const ana = await get(url, 'ana');
    const ben = await get(url, 'ben');
    for (const response of [ana, ben])
      expect(response.headers['cache-control']).toBe('private, no-store');
    const anaCoverage = coverageOf(ana.body, ids.shingeki)!;
    const benCoverage = coverageOf(ben.body, ids.shingeki)!;
    expect(anaCoverage).toBeGreaterThan(0);
    expect(benCoverage).toBeGreaterThan(0);
    expect(anaCoverage).not.toBe(benCoverage);
    // Asked again (now from the cache): still each reader's own figure, and none for a visitor.
    expect(coverageOf((await get(url, 'ben')).body, ids.shingeki)).toBe(benCoverage);
    expect(coverageOf((await get(url, 'ana')).body, ids.shingeki)).toBe(anaCoverage);
    const again = await get(url);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(coverageOf(again.body, ids.shingeki)).toBe(0);
  });

  it("recomputes a reader's coverage when their known words change", async () => {
    const url = `/api/media-deck/get-media-decks?mediaType=1`;
    await know('cho', [[GA, 0]]);
    const first = coverageOf((await get(url, 'cho')).body, ids.shingeki)!;
    await know('cho', [[NEKO, 0]]);
    const second = coverageOf((await get(url, 'cho')).body, ids.shingeki)!;
    expect(second).toBeGreaterThan(first);
  });

  it("shows a reparsed deck's new words on its vocabulary page", async () => {
    const url = `/api/media-deck/${ids.shingeki}/vocabulary`;
    const wordsOf = async () =>
      deckVocabularyPageSchema
        .parse((await get(url)).json())
        .data.words.map((word) => word.wordId)
        .sort();
    expect(await wordsOf()).toEqual([NEKO, TABERU, GA].sort());
    expect(await wordsOf()).toEqual([NEKO, TABERU, GA].sort());
    await database()
      .db.transaction()
      .execute((trx) =>
        replaceDeckContent(trx, ids.shingeki, content([[TABERU, 0, 2]]), NOW.toISOString()),
      );
    expect(await wordsOf()).toEqual([TABERU]);
  });

  it('keeps the form rank table across deck writes and reads it again after a recompute', async () => {
    const { db } = database();
    const readModels = createReadModels({ db });
    const table = await readModels.formRanks();
    expect(table.rank(formKey(NEKO, 0))).toBe(1);
    // A deck write moves the content version but not the ranks' part of it.
    await bumpLibraryVersion(db);
    expect(await readModels.formRanks()).toBe(table);
    const words = await db.selectFrom('wordFrequencies').selectAll().execute();
    const forms = await db.selectFrom('formFrequencies').selectAll().execute();
    await db.transaction().execute((trx) => replaceFrequencies(trx, words, forms));
    const reread = await readModels.formRanks();
    expect(reread).not.toBe(table);
    expect(reread.rank(formKey(NEKO, 0))).toBe(table.rank(formKey(NEKO, 0)));
  });

  it('reads each deck’s words once, and again only for the deck that changed', async () => {
    const { db } = database();
    const readModels = createReadModels({ db });
    const [first] = [await readModels.deckWords([ids.shingeki, ids.wagahai])];
    await bumpLibraryVersion(db);
    await db.transaction().execute((trx) =>
      replaceDeckContent(
        trx,
        ids.wagahai,
        content([
          [NEKO, 0, 9],
          [GA, 0, 1],
        ]),
        NOW.toISOString(),
      ),
    );
    const second = await readModels.deckWords([ids.shingeki, ids.wagahai]);
    // The same object for the deck that did not change: it was not read again.
    expect(second.get(ids.shingeki)).toBe(first.get(ids.shingeki));
    expect(second.get(ids.wagahai)).not.toBe(first.get(ids.wagahai));
    expect([...second.get(ids.wagahai)!.keys]).toEqual([formKey(NEKO, 0), formKey(GA, 0)]);
    expect(second.get(ids.wagahai)!.totalOccurrences).toBe(10);
    expect((await readModels.deckWords([999_999])).size).toBe(0);
  });

  it('asks the injected versions, and serves what it keeps while they stay the same', async () => {
    const { db } = database();
    let version = await readContentVersion(db);
    let asked = 0;
    const versions: ReadVersions = {
      content: () => {
        asked++;
        return Promise.resolve(version);
      },
      knownWords: () => Promise.resolve('1'),
    };
    const readModels = createReadModels({ db, versions });
    const title = async () => (await readModels.decks([ids.shingeki]))[0]!.originalTitle;
    const before = await title();
    await db
      .updateTable('decks')
      .set({ originalTitle: '書き換え' })
      .where('deckId', '=', ids.shingeki)
      .execute();
    // Not told of the write: the kept DTO is still served.
    expect(await title()).toBe(before);
    // Told (as the distributed mode's Redis message does): read again.
    version = `${version}+1`;
    expect(await title()).toBe('書き換え');
    expect(asked).toBe(3);
  });

  it('shows new ranks and a new dictionary import on a vocabulary page', async () => {
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

  it('warms when the app is ready, logs it, and serves the pages computed on demand', async () => {
    const deckIds = deckListPageSchema
      .parse((await get('/api/media-deck/get-media-decks')).json())
      .data.map((deck) => deck.deckId);
    const pages = deckIds.flatMap((deckId) =>
      ['', '?sortBy=globalFreq&sortOrder=1', '?sortBy=deckFreq'].map(
        (query) => `/api/media-deck/${deckId}/vocabulary${query}`,
      ),
    );
    const warmed = await createTestApp({
      database: database(),
      config: { readCache: { warmOnStart: true } },
    });
    const cold = await createTestApp({
      database: database(),
      config: { readCache: { enabled: false } },
    });
    try {
      const summary = await warmed.app.readModelsWarmed;
      expect(summary).toMatchObject({ decks: deckIds.length });
      expect(summary!.words).toBeGreaterThan(0);
      expect(warmed.logs.some((line) => line.msg === 'read models warmed')).toBe(true);
      expect(await cold.app.readModelsWarmed).toBeUndefined();
      for (const url of pages) {
        const [fromCache, computed] = [await warmed.app.inject(url), await cold.app.inject(url)];
        expect(fromCache.statusCode).toBe(200);
        expect(fromCache.body).toBe(computed.body);
      }
    } finally {
      await warmed.close();
      await cold.close();
    }
  });
});
