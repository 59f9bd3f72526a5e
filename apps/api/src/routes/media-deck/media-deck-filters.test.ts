import { deckListPageSchema, deckRangeBuckets, type DeckDto } from '@goi/contracts';
import { setDeckLabels } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app';
import { GA, NEKO, type FixtureLibrary } from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

/**
 * Issue 21's filters of `get-media-decks` over the fixture library (top-level decks):
 *
 * | deck        | type | year | characters | unique kanji | difficulty | sub-decks | genres            | tags              |
 * | ----------- | ---- | ---- | ---------- | ------------ | ---------- | --------- | ----------------- | ----------------- |
 * | kokoro      | 4    | —    | 90,000     | 1,500        | —          | 0         | Drama, Classic    | —                 |
 * | shingeki    | 1    | 2013 | 5,000      | 300          | 3.2        | 0         | Action, Drama     | Titans            |
 * | steinsGate  | 7    | 2009 | 1,000,000  | 2,000        | 3.5 (over) | 0         | Sci-Fi, Drama     | Time Travel, Cats |
 * | wagahai     | 4    | 1905 | 200,000    | 2,500        | 4.1        | 2         | Comedy, Classic   | Cats, Satire      |
 */
describeEachDialect('get-media-decks filters', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
    const { db } = database();
    await setDeckLabels(db, ids.kokoro, { genres: ['Drama', 'Classic'] });
    await setDeckLabels(db, ids.shingeki, { genres: ['Action', 'Drama'], tags: ['Titans'] });
    await setDeckLabels(db, ids.steinsGate, {
      genres: ['Sci-Fi', 'Drama'],
      tags: ['Time Travel', 'Cats'],
    });
    await setDeckLabels(db, ids.wagahai, {
      genres: ['Comedy', 'Classic'],
      tags: ['Cats', 'Satire'],
    });
  });
  afterAll(() => testApp.close());

  async function list(query: string, knownWordIds?: number[]) {
    const response = knownWordIds
      ? await testApp.app.inject({
          method: 'POST',
          url: `/api/media-deck/get-media-decks-with-coverage?${query}`,
          payload: { knownWordIds },
        })
      : await testApp.app.inject(`/api/media-deck/get-media-decks?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return deckListPageSchema.parse(response.json());
  }
  const idsOf = (decks: DeckDto[]) => decks.map((deck) => deck.deckId);
  async function badRequest(query: string) {
    const response = await testApp.app.inject(`/api/media-deck/get-media-decks?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string; errors: Record<string, string[]> }>();
  }

  describe('ranges (inclusive)', () => {
    it.each([
      ['difficultyMin=3&difficultyMax=4', ['shingeki', 'steinsGate']],
      ['difficultyMin=3.5', ['steinsGate', 'wagahai']],
      ['difficultyMax=5', ['shingeki', 'steinsGate', 'wagahai']],
      ['charCountMin=100000', ['steinsGate', 'wagahai']],
      ['charCountMin=5000&charCountMax=90000', ['kokoro', 'shingeki']],
      ['releaseYearMax=2010', ['steinsGate', 'wagahai']],
      ['releaseYearMin=2009&releaseYearMax=2009', ['steinsGate']],
      ['uniqueKanjiMin=1500&uniqueKanjiMax=2000', ['kokoro', 'steinsGate']],
      ['subdeckCountMin=1', ['wagahai']],
      ['subdeckCountMax=0', ['kokoro', 'shingeki', 'steinsGate']],
    ] as const)('%s keeps %j', async (query, expected) => {
      const page = await list(query);
      expect(idsOf(page.data)).toEqual(expected.map((name) => ids[name]));
      expect(page.totalItems).toBe(expected.length);
    });

    it('leaves out decks without the value (no difficulty, no release date)', async () => {
      expect(idsOf((await list('difficultyMin=0')).data)).not.toContain(ids.kokoro);
      expect(idsOf((await list('releaseYearMin=0')).data)).not.toContain(ids.kokoro);
    });
  });

  describe('genres and tags', () => {
    it.each([
      ['genres=Drama', ['kokoro', 'shingeki', 'steinsGate']],
      ['genres=Drama,Classic', ['kokoro']],
      ['genres=Drama&genres=Classic', ['kokoro']],
      ['excludeGenres=Drama', ['wagahai']],
      ['genres=Drama&excludeGenres=Action,Sci-Fi', ['kokoro']],
      ['tags=Cats', ['steinsGate', 'wagahai']],
      ['tags=Cats&excludeTags=Satire', ['steinsGate']],
      ['excludeTags=Cats', ['kokoro', 'shingeki']],
      ['genres=Horror', []],
    ] as const)('%s keeps %j', async (query, expected) => {
      const page = await list(query);
      expect(idsOf(page.data)).toEqual(expected.map((name) => ids[name]));
      expect(page.totalItems).toBe(expected.length);
    });
  });

  describe('with every sort', () => {
    const sorts = [
      'title',
      'difficulty',
      'charCount',
      'sentenceLength',
      'wordCount',
      'uKanji',
      'uWordCount',
      'uKanjiOnce',
      'releaseDate',
    ];
    const filters = [
      'genres=Drama&charCountMin=50000',
      'difficultyMin=3&excludeTags=Titans',
      'releaseYearMax=2012&uniqueKanjiMin=2000',
    ];
    it.each(sorts.flatMap((sortBy) => filters.map((filter) => [sortBy, filter])))(
      'sortBy=%s with %s: the sorted list restricted to the matches',
      async (sortBy, filter) => {
        for (const sortOrder of [0, 1]) {
          const sorted = idsOf((await list(`sortBy=${sortBy}&sortOrder=${sortOrder}`)).data);
          const matching = new Set(idsOf((await list(filter)).data));
          const page = await list(`${filter}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
          const expected = sorted.filter((id) => matching.has(id));
          expect(idsOf(page.data)).toEqual(expected);
          expect(page.totalItems).toBe(expected.length);
        }
      },
    );

    it('combines with the media type, title search and paging', async () => {
      const page = await list('mediaType=4&genres=Classic&titleFilter=neko&sortBy=charCount');
      expect(idsOf(page.data)).toEqual([ids.wagahai]);
      const second = await list('genres=Drama&offset=2');
      expect(idsOf(second.data)).toEqual([ids.steinsGate]);
      expect(second.totalItems).toBe(3);
    });
  });

  describe('facets', () => {
    it('are absent unless asked for', async () => {
      expect((await list('')).facets).toBeUndefined();
    });

    it.each(['', 'genres=Drama', 'difficultyMin=3&tags=Cats', 'mediaType=4&charCountMax=100000'])(
      'match the filtered counts (%j)',
      async (base) => {
        const page = await list(`${base}&facets=1`);
        const facets = page.facets!;
        const withParam = (name: string, value: string) => {
          const params = new URLSearchParams(base);
          params.set(name, value);
          return params.toString();
        };
        for (const { value, count } of facets.mediaTypes)
          expect((await list(withParam('mediaType', String(value)))).totalItems).toBe(count);
        expect(facets.mediaTypes.every((facet) => facet.count > 0)).toBe(true);
        for (const key of [
          'difficulty',
          'charCount',
          'releaseYear',
          'uniqueKanji',
          'subdeckCount',
        ] as const) {
          const buckets = facets.ranges[key]!;
          expect(buckets.map(({ min, max }) => ({ min, max }))).toEqual(deckRangeBuckets[key]);
          for (const bucket of buckets) {
            const params = new URLSearchParams(base);
            params.delete(`${key}Min`);
            params.delete(`${key}Max`);
            if (bucket.min !== null) params.set(`${key}Min`, String(bucket.min));
            if (bucket.max !== null) params.set(`${key}Max`, String(bucket.max));
            expect((await list(params.toString())).totalItems, `${key} ${bucket.min}`).toBe(
              bucket.count,
            );
          }
        }
        for (const kind of ['genres', 'tags'] as const)
          for (const { value, count } of facets[kind]) {
            const params = new URLSearchParams(base);
            params.append(kind, value);
            expect((await list(params.toString())).totalItems, value).toBe(count);
          }
        expect(facets.ranges.coverage).toBeUndefined();
      },
    );

    it('count genres within the list, most used first', async () => {
      const { facets } = await list('facets=1');
      expect(facets!.genres).toEqual([
        { value: 'Drama', count: 3 },
        { value: 'Classic', count: 2 },
        { value: 'Action', count: 1 },
        { value: 'Comedy', count: 1 },
        { value: 'Sci-Fi', count: 1 },
      ]);
      expect(facets!.mediaTypes).toEqual([
        { value: 1, count: 1 },
        { value: 4, count: 2 },
        { value: 7, count: 1 },
      ]);
    });
  });

  describe("coverage of a visitor's known words", () => {
    // 猫 and が known: Wagahai 92.5 % (unique 50), Shingeki 83.33 % (66.66), Steins;Gate 28.57 %
    // (33.33), Kokoro 0.
    const known = [NEKO, GA];

    it('filters by coverage and unique coverage, privately', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/get-media-decks-with-coverage?coverageMin=80',
        payload: { knownWordIds: known },
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(idsOf(deckListPageSchema.parse(response.json()).data)).toEqual([
        ids.shingeki,
        ids.wagahai,
      ]);
      expect(idsOf((await list('coverageMin=80&uniqueCoverageMin=60', known)).data)).toEqual([
        ids.shingeki,
      ]);
      expect(idsOf((await list('coverageMax=30', known)).data)).toEqual([
        ids.kokoro,
        ids.steinsGate,
      ]);
    });

    it('combines with other filters and the coverage sort', async () => {
      const page = await list('coverageMin=20&genres=Drama&sortBy=coverage&sortOrder=1', known);
      expect(idsOf(page.data)).toEqual([ids.shingeki, ids.steinsGate]);
      expect(page.totalItems).toBe(2);
      const byChars = await list('coverageMin=20&sortBy=charCount&sortOrder=1', known);
      expect(idsOf(byChars.data)).toEqual([ids.steinsGate, ids.wagahai, ids.shingeki]);
    });

    it('has coverage facets that match the filtered counts', async () => {
      const base = 'genres=Drama&coverageMax=90';
      const { facets } = await list(`${base}&facets=1`, known);
      for (const key of ['coverage', 'uniqueCoverage'] as const) {
        for (const bucket of facets!.ranges[key]!) {
          const params = new URLSearchParams(base);
          params.delete(`${key}Min`);
          params.delete(`${key}Max`);
          if (bucket.min !== null) params.set(`${key}Min`, String(bucket.min));
          if (bucket.max !== null) params.set(`${key}Max`, String(bucket.max));
          expect((await list(params.toString(), known)).totalItems, `${key} ${bucket.min}`).toBe(
            bucket.count,
          );
        }
      }
      // Other facets see the coverage filter too.
      for (const { value, count } of facets!.mediaTypes)
        expect((await list(`${base}&mediaType=${value}`, known)).totalItems).toBe(count);
    });

    it('needs known words', async () => {
      const problem = await badRequest('coverageMin=50');
      expect(problem.errors).toHaveProperty('coverageMin');
      expect(problem.message).toContain('known words');
    });
  });

  describe('title search', () => {
    it.each([
      'wagahai neko',
      'neko aru',
      'aru wagahai',
      '吾輩 猫',
      '猫 吾輩',
      'wagahaiwaneko',
      'わがはい',
      'ねこ である',
      'ワガハイ',
      'cat wagahai',
    ])('finds 吾輩は猫である by %j', async (query) => {
      const page = await list(`titleFilter=${encodeURIComponent(query)}&sortBy=filter`);
      expect(idsOf(page.data)).toEqual([ids.wagahai]);
    });

    it('finds kana titles by romaji and every word only within one deck', async () => {
      expect(idsOf((await list('titleFilter=kokoro')).data)).toEqual([ids.kokoro]);
      expect(idsOf((await list(`titleFilter=${encodeURIComponent('こころ')}`)).data)).toEqual([
        ids.kokoro,
      ]);
      // "neko" is Wagahai's, "titan" Shingeki's: no deck has both.
      expect((await list('titleFilter=neko%20titan')).totalItems).toBe(0);
    });

    it('ranks whole-query matches before matches on separate words', async () => {
      // "cat" is in "I Am a Cat" and "Cat Gate"; "cat gate" as a whole only in the alias.
      const page = await list('titleFilter=gate%20cat&sortBy=filter');
      expect(idsOf(page.data)).toEqual([ids.steinsGate]);
    });
  });

  it.each([
    ['difficultyMin=abc', 'difficultyMin'],
    ['difficultyMax=6', 'difficultyMax'],
    ['charCountMin=1.5', 'charCountMin'],
    ['releaseYearMin=2010&releaseYearMax=2000', 'releaseYearMax'],
    ['subdeckCountMin=-1', 'subdeckCountMin'],
    ['facets=maybe', 'facets'],
    [`genres=${Array.from({ length: 21 }, (_, i) => `g${i}`).join(',')}`, 'genres'],
    [`excludeTags=${'x'.repeat(65)}`, 'excludeTags'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const fields = Object.keys((await badRequest(query)).errors);
    expect(fields.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
  });
});
