import { deckVocabularyPageSchema } from '@goi/contracts';
import { upsertWordStates } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { createMemoryMailer } from '@goi/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';
import {
  GA,
  HON,
  NEKO,
  NOW,
  SUKI,
  TABERU,
  insertFixtureLibrary,
  type FixtureLibrary,
} from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

/**
 * Issue 21's filters of `{id}/vocabulary`. Wagahai: 猫 (n), 本 (n), 好き (adj-na, n), が (prt);
 * Steins;Gate: 食べる (v1, vt), 好き, ネコ (猫's kana form).
 */
describeEachDialect('{id}/vocabulary filters', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
  });
  afterAll(() => testApp.close());

  async function words(deck: keyof FixtureLibrary, query: string, knownWordIds?: number[]) {
    const url = `/api/media-deck/${ids[deck]}/vocabulary${knownWordIds ? '-with-coverage' : ''}?${query}`;
    const response = knownWordIds
      ? await testApp.app.inject({ method: 'POST', url, payload: { knownWordIds } })
      : await testApp.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    const page = deckVocabularyPageSchema.parse(response.json());
    return {
      page,
      cacheControl: response.headers['cache-control'],
      forms: page.data.words.map((word) => [word.wordId, word.mainReading.readingIndex]),
    };
  }

  describe('search within the deck', () => {
    it.each([
      ['wagahai', '猫', [[NEKO, 0]]],
      ['wagahai', 'ねこ', [[NEKO, 0]]],
      ['wagahai', 'neko', [[NEKO, 0]]],
      ['wagahai', 'NEKO', [[NEKO, 0]]],
      ['wagahai', 'ホン', [[HON, 0]]],
      ['wagahai', 'hon', [[HON, 0]]],
      ['steinsGate', 'neko', [[NEKO, 1]]],
      ['steinsGate', 'たべ', [[TABERU, 0]]],
      ['steinsGate', 'taberu', [[TABERU, 0]]],
      ['steinsGate', '食', [[TABERU, 0]]],
      ['wagahai', 'zzz', []],
    ] as const)('in %s, %j finds %j', async (deck, search, expected) => {
      const { page, forms } = await words(deck, `search=${encodeURIComponent(search)}`);
      expect(forms).toEqual(expected);
      expect(page.totalItems).toBe(expected.length);
      expect(page.counts).toEqual({ all: deck === 'wagahai' ? 4 : 3, known: null });
    });
  });

  describe('parts of speech and kana-only words', () => {
    it.each([
      ['wagahai', 'partsOfSpeech=prt', [[GA, 0]]],
      [
        'wagahai',
        'partsOfSpeech=adj-na,prt',
        [
          [SUKI, 0],
          [GA, 0],
        ],
      ],
      ['wagahai', 'excludePartsOfSpeech=n', [[GA, 0]]],
      ['steinsGate', 'partsOfSpeech=v*', [[TABERU, 0]]],
      ['steinsGate', 'partsOfSpeech=n&excludePartsOfSpeech=adj*', [[NEKO, 1]]],
      [
        'wagahai',
        'hideKana=1',
        [
          [NEKO, 0],
          [HON, 0],
          [SUKI, 0],
        ],
      ],
      [
        'steinsGate',
        'hideKana=true',
        [
          [TABERU, 0],
          [SUKI, 0],
        ],
      ],
      ['wagahai', 'hideKana=1&search=suki', [[SUKI, 0]]],
    ] as const)('in %s, %s keeps %j', async (deck, query, expected) => {
      const { page, forms } = await words(deck, query);
      expect(forms).toEqual(expected);
      expect(page.totalItems).toBe(expected.length);
    });

    it('keeps the asked order and pages within the matches', async () => {
      const byFrequency = await words('wagahai', 'hideKana=1&sortBy=deckFreq');
      expect(byFrequency.forms).toEqual([
        [NEKO, 0],
        [HON, 0],
        [SUKI, 0],
      ]);
      const reversed = await words('wagahai', 'hideKana=1&sortBy=chrono&sortOrder=1');
      expect(reversed.forms).toEqual([
        [SUKI, 0],
        [HON, 0],
        [NEKO, 0],
      ]);
      const second = await words('wagahai', 'hideKana=1&offset=2');
      expect(second.forms).toEqual([[SUKI, 0]]);
      expect(second.page).toMatchObject({ totalItems: 3, currentOffset: 2 });
    });
  });

  describe("the reader's known words", () => {
    it("only unknown or only known words of a visitor's known words, privately", async () => {
      const unknown = await words('steinsGate', 'known=unknown', [NEKO]);
      expect(unknown.forms).toEqual([
        [TABERU, 0],
        [SUKI, 0],
      ]);
      expect(unknown.cacheControl).toBe('private, no-store');
      expect(unknown.page.counts).toEqual({ all: 3, known: 1 });
      const known = await words('steinsGate', 'known=known', [NEKO]);
      expect(known.forms).toEqual([[NEKO, 1]]);
      const both = await words('wagahai', 'known=unknown&hideKana=1', [NEKO, GA]);
      expect(both.forms).toEqual([
        [HON, 0],
        [SUKI, 0],
      ]);
    });

    it('needs known words for the known filter', async () => {
      const response = await testApp.app.inject(
        `/api/media-deck/${ids.wagahai}/vocabulary?known=unknown`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('known');
    });

    it('stays public without the known filter', async () => {
      const { cacheControl, page } = await words('wagahai', 'search=neko');
      expect(cacheControl).toBe('public, max-age=60');
      expect(page.counts!.known).toBeNull();
    });
  });

  it.each([
    ['known=maybe', 'known'],
    ['hideKana=yes', 'hideKana'],
    ['partsOfSpeech=n;drop', 'partsOfSpeech'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await testApp.app.inject(`/api/media-deck/${ids.wagahai}/vocabulary?${query}`);
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json<{ errors: object }>().errors);
    expect(fields.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
  });
});

/** The state filter with a signed-in reader: ネコ young, 好き suspended, 食べる mature (known). */
describeEachDialect('{id}/vocabulary word state filter', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  let token: string;
  beforeAll(async () => {
    ids = await insertFixtureLibrary(database().db);
    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer, now: () => NOW },
    });
    const { userId } = await registerAndConfirm(testApp, mailer, 'reader');
    token = (await login(testApp, 'reader')).accessToken;
    await upsertWordStates(
      database().db,
      userId,
      [
        { wordId: NEKO, readingIndex: 1, state: 1 },
        { wordId: SUKI, readingIndex: 0, state: 3 },
        { wordId: TABERU, readingIndex: 0, state: 2 },
      ],
      NOW.toISOString(),
    );
  }, 60_000);
  afterAll(() => testApp.close());

  const forms = async (query: string) => {
    const response = await testApp.app.inject({
      url: `/api/media-deck/${ids.steinsGate}/vocabulary?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return deckVocabularyPageSchema
      .parse(response.json())
      .data.words.map((word) => [word.wordId, word.mainReading.readingIndex]);
  };

  it.each([
    ['state=1', [[NEKO, 1]]],
    ['state=2', [[TABERU, 0]]],
    ['state=3', [[SUKI, 0]]],
    ['state=0', []],
    [
      'known=unknown',
      [
        [SUKI, 0],
        [NEKO, 1],
      ],
    ],
    ['state=3&search=suki', [[SUKI, 0]]],
  ] as const)('%s keeps %j', async (query, expected) => {
    expect(await forms(query)).toEqual(expected);
  });

  it('needs a signed-in reader', async () => {
    const response = await testApp.app.inject(
      `/api/media-deck/${ids.steinsGate}/vocabulary?state=1`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: object }>().errors).toHaveProperty('state');
    const bad = await testApp.app.inject({
      url: `/api/media-deck/${ids.steinsGate}/vocabulary?state=4`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
