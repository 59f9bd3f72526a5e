import {
  deckListPageSchema,
  encodeKnownForms,
  encodeKnownWordIds,
  type DeckDto,
} from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { GA, NEKO, type FixtureLibrary } from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

describeEachDialect('GET /api/media-deck/get-media-decks', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
  });
  afterAll(() => testApp.close());

  async function list(query: string) {
    const response = await testApp.app.inject(`/api/media-deck/get-media-decks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return deckListPageSchema.parse(response.json());
  }
  const idsOf = (decks: DeckDto[]) => decks.map((deck) => deck.deckId);

  it('lists top-level decks by romaji title, 50 per page, publicly cacheable', async () => {
    const response = await testApp.app.inject('/api/media-deck/get-media-decks');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const page = deckListPageSchema.parse(response.json());
    expect(idsOf(page.data)).toEqual([ids.kokoro, ids.shingeki, ids.steinsGate, ids.wagahai]);
    expect(page).toMatchObject({ totalItems: 4, pageSize: 50, currentOffset: 0 });
    const shingeki = page.data[1]!;
    expect(shingeki).toMatchObject({
      originalTitle: '進撃の巨人',
      romajiTitle: 'Shingeki no Kyojin',
      englishTitle: 'Attack on Titan',
      aliases: ['AoT'],
      mediaType: 1,
      coverName: 'nocover.jpg',
      difficulty: 3,
      difficultyRaw: 3.2,
      childrenDeckCount: 0,
      coverage: 0,
      selectedWordOccurrences: 0,
    });
    expect(shingeki.links.map((link) => link.linkType)).toEqual([4, 5]);
    const wagahai = page.data[3]!;
    expect(wagahai.childrenDeckCount).toBe(2);
    expect(wagahai.averageSentenceLength).toBe(50);
  });

  it('reports uncomputed difficulty as −1, never as a level', async () => {
    const kokoro = (await list('')).data[0]!;
    expect(kokoro).toMatchObject({ difficulty: -1, difficultyRaw: -1, averageSentenceLength: 0 });
  });

  it('reverses with sortOrder=1 and pages with offset', async () => {
    expect(idsOf((await list('?sortOrder=1')).data)).toEqual([
      ids.wagahai,
      ids.steinsGate,
      ids.shingeki,
      ids.kokoro,
    ]);
    const second = await list('?offset=2');
    expect(idsOf(second.data)).toEqual([ids.steinsGate, ids.wagahai]);
    expect(second).toMatchObject({ totalItems: 4, currentOffset: 2 });
  });

  it('filters by media type', async () => {
    expect(idsOf((await list('?mediaType=4')).data)).toEqual([ids.kokoro, ids.wagahai]);
    expect((await list('?mediaType=2')).data).toEqual([]);
  });

  it('sorts by effective difficulty and leaves out decks without one', async () => {
    const ascending = await list('?sortBy=difficulty');
    expect(idsOf(ascending.data)).toEqual([ids.shingeki, ids.steinsGate, ids.wagahai]);
    expect(ascending.totalItems).toBe(3);
    expect(ascending.data[1]).toMatchObject({ difficultyRaw: 3.5, difficultyOverride: 3.5 });
    expect(idsOf((await list('?sortBy=difficulty&sortOrder=1')).data)).toEqual([
      ids.wagahai,
      ids.steinsGate,
      ids.shingeki,
    ]);
  });

  it('sorts by average sentence length without decks that have no sentences', async () => {
    const page = await list('?sortBy=sentenceLength');
    expect(idsOf(page.data)).toEqual([ids.steinsGate, ids.wagahai, ids.kokoro]);
  });

  it('sorts by dialogue share without 0 %, 100 % or hidden shares', async () => {
    expect(idsOf((await list('?sortBy=dialoguePercentage')).data)).toEqual([ids.wagahai]);
  });

  it('sorts by release date with unknown dates last in both directions', async () => {
    expect(idsOf((await list('?sortBy=releaseDate')).data)).toEqual([
      ids.wagahai,
      ids.steinsGate,
      ids.shingeki,
      ids.kokoro,
    ]);
    expect(idsOf((await list('?sortBy=releaseDate&sortOrder=1')).data)).toEqual([
      ids.shingeki,
      ids.steinsGate,
      ids.wagahai,
      ids.kokoro,
    ]);
  });

  const countSorts = [
    ['charCount', 'characterCount'],
    ['wordCount', 'wordCount'],
    ['uKanji', 'uniqueKanjiCount'],
    ['uWordCount', 'uniqueWordCount'],
    ['uKanjiOnce', 'uniqueKanjiUsedOnceCount'],
  ] as const;
  it.each(countSorts)('sorts by %s in both directions', async (sortBy, field) => {
    const values = (await list(`?sortBy=${sortBy}`)).data.map((deck) => deck[field]);
    expect(values).toHaveLength(4);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const descending = (await list(`?sortBy=${sortBy}&sortOrder=1`)).data.map(
      (deck) => deck[field],
    );
    expect(descending).toEqual([...values].reverse());
  });

  describe('title search', () => {
    it.each([
      ['進撃', 'Japanese'],
      ['進撃の 巨人', 'Japanese with a space'],
      ['shingeki no', 'romaji with spaces'],
      ['shingekinokyojin', 'romaji without spaces'],
      ['SHINGEKI  NO KYOJIN', 'upper case'],
      ['ｓｈｉｎｇｅｋｉ', 'full-width letters'],
      ['attack on', 'English'],
      ['aot', 'an alias'],
    ])('finds 進撃の巨人 by %j (%s)', async (query) => {
      const page = await list(`?titleFilter=${encodeURIComponent(query)}&sortBy=filter`);
      expect(idsOf(page.data)).toEqual([ids.shingeki]);
      expect(page.totalItems).toBe(1);
    });

    it('searches top-level decks only', async () => {
      // 猫 is in the parent's title and in both volumes' titles.
      expect(idsOf((await list(`?titleFilter=${encodeURIComponent('猫')}`)).data)).toEqual([
        ids.wagahai,
      ]);
    });

    it('ranks by title type before position', async () => {
      // "cat": the English title "I Am a Cat" (type 2) beats the alias "Cat Gate" (type 3).
      expect(idsOf((await list('?titleFilter=cat&sortBy=filter')).data)).toEqual([
        ids.wagahai,
        ids.steinsGate,
      ]);
      // Other sorts still apply to the matches.
      expect(idsOf((await list('?titleFilter=cat&sortBy=charCount&sortOrder=1')).data)).toEqual([
        ids.steinsGate,
        ids.wagahai,
      ]);
    });

    it('finds nothing for an unknown title and ignores a query of punctuation only', async () => {
      expect((await list('?titleFilter=zzz')).totalItems).toBe(0);
      expect((await list(`?titleFilter=${encodeURIComponent('!!')}`)).totalItems).toBe(4);
    });
  });

  describe('word filter', () => {
    it('keeps decks with the exact form and reports its occurrences', async () => {
      const page = await list(`?wordId=${NEKO}&readingIndex=0&sortBy=occurrences&sortOrder=1`);
      expect(idsOf(page.data)).toEqual([ids.wagahai, ids.shingeki]);
      expect(page.data.map((deck) => deck.selectedWordOccurrences)).toEqual([30, 5]);
      // ネコ (reading 1) is another form: only Steins;Gate has it.
      expect(idsOf((await list(`?wordId=${NEKO}&readingIndex=1`)).data)).toEqual([ids.steinsGate]);
    });

    it('rejects occurrences without a word and a word without its reading', async () => {
      const noWord = await testApp.app.inject('/api/media-deck/get-media-decks?sortBy=occurrences');
      expect(noWord.statusCode).toBe(400);
      expect(noWord.json().errors).toHaveProperty('sortBy');
      const noReading = await testApp.app.inject(`/api/media-deck/get-media-decks?wordId=${NEKO}`);
      expect(noReading.statusCode).toBe(400);
      expect(noReading.json().errors).toHaveProperty('readingIndex');
    });
  });

  describe('coverage', () => {
    it('needs known words to sort by coverage', async () => {
      const response = await testApp.app.inject('/api/media-deck/get-media-decks?sortBy=coverage');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('coverage');
    });

    it('computes and sorts by the coverage of the known word ids sent, privately', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/get-media-decks-with-coverage?sortBy=coverage&sortOrder=1',
        payload: { knownWordIds: [NEKO, GA] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const page = deckListPageSchema.parse(response.json());
      // Wagahai 37/40, Shingeki 15/18, Steins;Gate ネコ 2/7, Kokoro 0.
      expect(idsOf(page.data)).toEqual([ids.wagahai, ids.shingeki, ids.steinsGate, ids.kokoro]);
      expect(page.data.map((deck) => deck.coverage)).toEqual([92.5, 83.33, 28.57, 0]);
      expect(page.data[1]!.uniqueCoverage).toBe(66.66);
    });

    it('sorts by unique coverage ascending with exact known forms', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/get-media-decks-with-coverage?sortBy=uCoverage',
        payload: { knownForms: [[NEKO, 1]] },
      });
      const page = deckListPageSchema.parse(response.json());
      expect(page.data.at(-1)!.deckId).toBe(ids.steinsGate);
      expect(page.data.at(-1)!.uniqueCoverage).toBe(33.33);
    });

    it('answers the packed lists exactly as the JSON arrays', async () => {
      const coverageOf = async (query: string, payload: object) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/media-deck/get-media-decks-with-coverage?${query}`,
          payload,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<unknown>();
      };
      expect(
        await coverageOf('sortBy=coverage&sortOrder=1', {
          knownWordIdsPacked: encodeKnownWordIds([NEKO, GA]),
        }),
      ).toEqual(await coverageOf('sortBy=coverage&sortOrder=1', { knownWordIds: [NEKO, GA] }));
      expect(
        await coverageOf('sortBy=uCoverage', { knownFormsPacked: encodeKnownForms([[NEKO, 1]]) }),
      ).toEqual(await coverageOf('sortBy=uCoverage', { knownForms: [[NEKO, 1]] }));
      // Lists add up: ids in JSON, forms packed.
      expect(
        await coverageOf('sortBy=coverage', {
          knownWordIds: [GA],
          knownFormsPacked: encodeKnownForms([[NEKO, 1]]),
        }),
      ).toEqual(
        await coverageOf('sortBy=coverage', { knownWordIds: [GA], knownForms: [[NEKO, 1]] }),
      );
    });

    it.each([
      ['knownWordIdsPacked', 'not base64!', 'base64'],
      ['knownWordIdsPacked', 'AAAAAA==', 'Value 0 is not a word id'],
      ['knownWordIdsPacked', 'AQAAAAI=', '4-byte values'],
      ['knownFormsPacked', encodeKnownWordIds([300, 255]), 'Value 1 is not a form'],
    ])('rejects a bad %s (%s) naming the field', async (field, value, message) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/get-media-decks-with-coverage',
        payload: { [field]: value },
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]!.join(' ')).toContain(message);
    });

    it('rejects a malformed known-word list naming the field', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/get-media-decks-with-coverage',
        payload: { knownWordIds: ['x'] },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['knownWordIds.0']);
    });
  });

  it.each([
    ['offset=-1', 'offset'],
    ['mediaType=10', 'mediaType'],
    ['sortBy=popularity', 'sortBy'],
    ['sortOrder=2', 'sortOrder'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await testApp.app.inject(`/api/media-deck/get-media-decks?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('rate limit of the read API', () => {
  it('answers 429 after the "fixed" limit', async () => {
    const testApp = await createTestApp({
      config: { rateLimit: { policies: { fixed: { max: 2, windowSeconds: 60, segments: 1 } } } },
    });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await testApp.app.inject('/api/media-deck/get-media-decks')).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await testApp.close();
    }
  });
});
