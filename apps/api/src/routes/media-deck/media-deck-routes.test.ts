import {
  deckDetailDtoSchema,
  deckDtoSchema,
  deckListPageSchema,
  deckVocabularyPageSchema,
  paginatedSchema,
  parseCustomDeckResponseSchema,
} from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  GA,
  HON,
  NEKO,
  NOW,
  SUKI,
  insertFixtureLibrary,
  type FixtureLibrary,
} from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

const detailPageSchema = paginatedSchema(deckDetailDtoSchema);

describeEachDialect('/api/media-deck reads', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject(`/api/media-deck${url}`);

  it('get-media-decks-id lists every top-level deck id', async () => {
    const response = await get('/get-media-decks-id');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      [ids.shingeki, ids.wagahai, ids.kokoro, ids.steinsGate].sort((a, b) => a - b),
    );
  });

  it('get-media-decks-by-type lists one type by romaji title, with links and aliases', async () => {
    const response = await get('/get-media-decks-by-type/4');
    const decks = z.array(deckDtoSchema).parse(response.json());
    expect(decks.map((deck) => deck.deckId)).toEqual([ids.kokoro, ids.wagahai]);
    const anime = z.array(deckDtoSchema).parse((await get('/get-media-decks-by-type/1')).json());
    expect(anime[0]).toMatchObject({ aliases: ['AoT'] });
    expect(anime[0]!.links).toHaveLength(2);
    expect((await get('/get-media-decks-by-type/0')).statusCode).toBe(400);
  });

  describe('detail', () => {
    it('gives a parent deck with its volumes in deck order', async () => {
      const response = await get(`/${ids.wagahai}/detail`);
      expect(response.statusCode).toBe(200);
      const page = detailPageSchema.parse(response.json());
      expect(page.data.parentDeck).toBeNull();
      expect(page.data.mainDeck.deckId).toBe(ids.wagahai);
      expect(page.data.subDecks.map((deck) => deck.deckId)).toEqual([
        ids.wagahaiVolume1,
        ids.wagahaiVolume2,
      ]);
      expect(page).toMatchObject({ totalItems: 2, pageSize: 25, currentOffset: 0 });
      const beyond = detailPageSchema.parse((await get(`/${ids.wagahai}/detail?offset=25`)).json());
      expect(beyond.data.subDecks).toEqual([]);
    });

    it('gives a volume with its parent', async () => {
      const page = detailPageSchema.parse((await get(`/${ids.wagahaiVolume2}/detail`)).json());
      expect(page.data.parentDeck?.deckId).toBe(ids.wagahai);
      expect(page.data.mainDeck).toMatchObject({ deckOrder: 2, parentDeckId: ids.wagahai });
      expect(page.totalItems).toBe(0);
    });

    it('adds coverage for known words sent in the body', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/media-deck/${ids.wagahai}/detail-with-coverage`,
        payload: { knownWordIds: [NEKO] },
      });
      const page = detailPageSchema.parse(response.json());
      // Volume 1: 猫 20 of 26; volume 2: 猫 10 of 14.
      expect(page.data.subDecks.map((deck) => deck.coverage)).toEqual([76.92, 71.42]);
      expect(page.data.mainDeck.coverage).toBe(75);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 404 for an unknown deck and 400 for a bad id', async () => {
      const missing = await get('/999999/detail');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, message: 'Deck 999999 not found' });
      expect((await get('/abc/detail')).statusCode).toBe(400);
    });
  });

  describe('coverage curve', () => {
    // 吾輩は猫である (parent): 猫 × 30, が × 7, 本 × 2, 好き × 1 — 40 occurrences.
    it("gives the deck's own curve to a visitor who knows nothing", async () => {
      const response = await get(`/${ids.wagahai}/coverage-curve`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        deckId: ids.wagahai,
        startCoverage: 0,
        totalUniqueWords: 4,
        unknownWords: 4,
        points: [
          { words: 0, coverage: 0 },
          { words: 1, coverage: 75 },
          { words: 2, coverage: 92.5 },
          { words: 3, coverage: 97.5 },
          { words: 4, coverage: 100 },
        ],
        milestones: [
          { target: 80, words: 2 },
          { target: 90, words: 2 },
          { target: 95, words: 3 },
          { target: 98, words: 4 },
        ],
      });
      expect(response.headers['cache-control']).toMatch(/^public/);
    });

    it('starts from the known words sent in the body, privately', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/media-deck/${ids.wagahai}/coverage-curve-with-coverage`,
        payload: { knownWordIds: [NEKO] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        startCoverage: 75,
        unknownWords: 3,
        milestones: [
          { target: 80, words: 1 },
          { target: 90, words: 1 },
          { target: 95, words: 2 },
          { target: 98, words: 3 },
        ],
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('answers 404 for an unknown deck and 400 for a bad body', async () => {
      expect((await get('/999999/coverage-curve')).statusCode).toBe(404);
      const bad = await testApp.app.inject({
        method: 'POST',
        url: `/api/media-deck/${ids.wagahai}/coverage-curve-with-coverage`,
        payload: { knownWordIds: ['猫'] },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('vocabulary', () => {
    const words = async (query: string) => {
      const response = await get(`/${ids.wagahai}/vocabulary${query}`);
      expect(response.statusCode, response.body).toBe(200);
      // The page is sent as written (no serializer strips anything): exactly the schema's shape.
      const page = deckVocabularyPageSchema.parse(response.json());
      expect(response.json()).toStrictEqual(page);
      return page;
    };

    it('lists words in order of first appearance with their details', async () => {
      const page = await words('');
      expect(page).toMatchObject({ totalItems: 4, pageSize: 100, currentOffset: 0 });
      expect(page.data.deck.deckId).toBe(ids.wagahai);
      expect(page.data.parentDeck).toBeNull();
      expect(page.data.words.map((word) => word.wordId)).toEqual([NEKO, HON, SUKI, GA]);
      const neko = page.data.words[0]!;
      expect(neko.mainReading).toEqual({
        text: '猫[ねこ]',
        readingType: 0,
        readingIndex: 0,
        frequencyRank: 1,
        frequencyPercentage: 90,
        usedInMediaAmount: 2,
        usedInMediaAmountByType: {},
      });
      // The main form is not repeated; the hidden form 貓 is not offered.
      expect(neko.alternativeReadings.map((reading) => reading.text)).toEqual(['ネコ', 'ねこ']);
      expect(neko.alternativeReadings[0]).toMatchObject({ readingType: 1, frequencyRank: 50 });
      expect(neko.partsOfSpeech).toEqual(['noun (common) (futsuumeishi)']);
      // The sense without glosses is not numbered.
      expect(neko.definitions).toEqual([
        { index: 1, meanings: ['cat'], partsOfSpeech: ['noun (common) (futsuumeishi)'] },
        {
          index: 2,
          meanings: ['shamisen'],
          partsOfSpeech: ['noun (common) (futsuumeishi)', 'colloquial'],
        },
      ]);
      expect(neko.occurrences).toBe(30);
      expect(neko.pitchAccents).toEqual([1]);
      expect(page.data.words[3]!.pitchAccents).toBeNull();
    });

    it('sorts by global rank and deck frequency, both directions', async () => {
      const ids = async (query: string) =>
        (await words(query)).data.words.map((word) => word.wordId);
      expect(await ids('?sortBy=globalFreq')).toEqual([NEKO, GA, SUKI, HON]);
      expect(await ids('?sortBy=globalFreq&sortOrder=1')).toEqual([HON, SUKI, GA, NEKO]);
      // deckFreq is inverted as in the reference: ascending = most used first.
      expect(await ids('?sortBy=deckFreq')).toEqual([NEKO, GA, HON, SUKI]);
      expect(await ids('?sortBy=deckFreq&sortOrder=1')).toEqual([SUKI, HON, GA, NEKO]);
      expect(await ids('?sortBy=chrono&sortOrder=1')).toEqual([GA, SUKI, HON, NEKO]);
      expect(await ids('?offset=3')).toEqual([GA]);
    });

    it('gives a volume its parent deck', async () => {
      const response = await get(`/${ids.wagahaiVolume1}/vocabulary`);
      const page = deckVocabularyPageSchema.parse(response.json());
      expect(page.data.parentDeck?.deckId).toBe(ids.wagahai);
    });

    it('answers 404 for an unknown deck and 400 for a bad sort', async () => {
      expect((await get('/999999/vocabulary')).statusCode).toBe(404);
      const bad = await get(`/${ids.wagahai}/vocabulary?sortBy=alpha`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('sortBy');
    });
  });

  it('vocabulary-count-frequency counts words with a form rank in the range', async () => {
    const count = await get(
      `/${ids.wagahai}/vocabulary-count-frequency?minFrequency=1&maxFrequency=10`,
    );
    expect(count.json()).toBe(3);
    const none = await get(
      `/${ids.kokoro}/vocabulary-count-frequency?minFrequency=1&maxFrequency=10`,
    );
    expect(none.json()).toBe(0);
    const reversed = await get(
      `/${ids.wagahai}/vocabulary-count-frequency?minFrequency=10&maxFrequency=1`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty('maxFrequency');
    expect((await get(`/${ids.wagahai}/vocabulary-count-frequency`)).statusCode).toBe(400);
    expect(
      (await get('/999999/vocabulary-count-frequency?minFrequency=1&maxFrequency=2')).statusCode,
    ).toBe(404);
  });

  it('media-update-log lists the top-level decks of each 30-day window, newest first', async () => {
    const latest = await get('/media-update-log');
    expect(latest.headers['cache-control']).toBe('public, max-age=600');
    const window0 = deckListPageSchema.parse(latest.json());
    expect(window0.data.map((deck) => deck.deckId)).toEqual([ids.steinsGate, ids.shingeki]);
    expect(window0).toMatchObject({ pageSize: 2, totalItems: 4, currentOffset: 0 });
    const window1 = deckListPageSchema.parse((await get('/media-update-log?offset=1')).json());
    expect(window1.data.map((deck) => deck.deckId)).toEqual([ids.wagahai]);
    expect(window1.totalItems).toBe(2);
    const empty = deckListPageSchema.parse((await get('/media-update-log?offset=5')).json());
    expect(empty.data).toEqual([]);
  });

  it('decks-count gives top-level decks for every media type', async () => {
    const response = await get('/decks-count');
    expect(response.json()).toEqual({
      '1': 1,
      '2': 0,
      '3': 0,
      '4': 2,
      '5': 0,
      '6': 0,
      '7': 1,
      '8': 0,
      '9': 0,
    });
  });

  it.each([
    ['4/16498', 'shingeki'],
    ['5/16498', 'shingeki'],
    ['2/V2002', 'steinsGate'],
  ] as const)('by-link-id/%s finds the deck', async (path, deck) => {
    expect((await get(`/by-link-id/${path}`)).json()).toEqual([ids[deck]]);
  });

  it('by-link-id matches whole path segments of the right link type only', async () => {
    expect((await get('/by-link-id/4/498')).json()).toEqual([]);
    expect((await get('/by-link-id/3/16498')).json()).toEqual([]);
    expect((await get('/by-link-id/12/16498')).statusCode).toBe(400);
  });
});

describeEachDialect('POST /api/media-deck/parse-custom-deck', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
    testApp = await createTestApp({ database: database(), services: { now: () => NOW } });
  }, 60_000);
  afterAll(() => testApp.close());

  const parse = (text: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/media-deck/parse-custom-deck',
      payload: { text },
    });

  it('returns the deck statistics and its Anki package', async () => {
    const response = await parse('猫が好き。猫が好き。');
    expect(response.statusCode, response.body).toBe(200);
    const body = parseCustomDeckResponseSchema.parse(response.json());
    expect(body.deck).toMatchObject({
      deckId: 0,
      originalTitle: 'Custom Deck',
      wordCount: 6,
      uniqueWordCount: 3,
      sentenceCount: 2,
    });
    expect(body.deck.difficultyRaw).toBeGreaterThanOrEqual(0);
    expect(body.file.fileName).toBe('Custom deck.apkg');
    const files = unzipSync(Buffer.from(body.file.contentBase64, 'base64'));
    expect(Object.keys(files)).toContain('collection.anki2');
  }, 60_000);

  it('rejects an empty or too long text naming the field', async () => {
    const empty = await parse('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('text');
    const long = await parse('猫'.repeat(200_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('200000');
  });

  it('is limited by the "download" policy', async () => {
    // Five a minute, invalid requests included: the three above count, so two more pass.
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await parse('猫')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
