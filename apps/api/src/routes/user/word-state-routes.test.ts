import { findWordStates } from '@goi/db';
import { describeEachDialect, testDeckRow } from '@goi/db/testing';
import { createMemoryMailer } from '@goi/library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAnimalDictionary } from '../../../test/support/animal-dictionary';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';

interface DeckBody {
  deckId: number;
  coverage: number;
  uniqueCoverage: number;
  youngCoverage: number;
  youngUniqueCoverage: number;
}

describeEachDialect('/api/user word states', (database) => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;
  let bobId: string;
  let deckId: number;
  let otherDeckId: number;

  beforeAll(async () => {
    const { db } = database();
    await insertAnimalDictionary(db);
    deckId = (
      await db
        .insertInto('decks')
        .values(testDeckRow({ originalTitle: '吾輩は猫である', romajiTitle: 'A' }))
        .returning('deckId')
        .executeTakeFirstOrThrow()
    ).deckId;
    otherDeckId = (
      await db
        .insertInto('decks')
        .values(testDeckRow({ originalTitle: '犬', romajiTitle: 'B' }))
        .returning('deckId')
        .executeTakeFirstOrThrow()
    ).deckId;
    // First appearance: 猫, 犬, 鳥, ねこ (the kana spelling of 猫); 20 occurrences in all.
    await db
      .insertInto('deckWords')
      .values([
        { deckId, wordId: 1, readingIndex: 0, occurrences: 2, firstPosition: 0 },
        { deckId, wordId: 2, readingIndex: 0, occurrences: 7, firstPosition: 1 },
        { deckId, wordId: 3, readingIndex: 0, occurrences: 1, firstPosition: 2 },
        { deckId, wordId: 1, readingIndex: 1, occurrences: 10, firstPosition: 3 },
        { deckId: otherDeckId, wordId: 2, readingIndex: 1, occurrences: 4, firstPosition: 0 },
      ])
      .execute();

    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer },
    });
    aliceId = (await registerAndConfirm(testApp, mailer, 'alice')).userId;
    bobId = (await registerAndConfirm(testApp, mailer, 'bob')).userId;
    alice = (await login(testApp, 'alice')).accessToken;
    bob = (await login(testApp, 'bob')).accessToken;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });
  const setState = (token: string, wordId: number, readingIndex: number, state: unknown) =>
    call('PUT', `/api/user/words/${wordId}/${readingIndex}/state`, token, { state });
  const setDeck = (token: string, body: unknown, id = deckId) =>
    call('PUT', `/api/user/media-deck/${id}/word-states`, token, body);
  const statesOf = async (userId: string) =>
    (await findWordStates(database().db, userId)).map(
      (row) => `${row.wordId}/${row.readingIndex}:${row.state}`,
    );
  const reset = async (userId: string) =>
    database().db.deleteFrom('userWordStates').where('userId', '=', userId).execute();

  it('refuses visitors with 401', async () => {
    expect((await call('GET', '/api/user/words/states')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/user/words/1/0/state', undefined, { state: 2 })).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/user/media-deck/${deckId}/word-states`, 'garbage', { state: 2 }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad input with the error format, and unknown words and decks with 404', async () => {
    const wrong = await setState(alice, 1, 0, 4);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      errors: { state: ['Expected one of 0, 1, 2, 3'] },
    });
    expect(wrong.json().message).toContain('state');
    for (const state of ['2', null, 1.5, -1, undefined])
      expect((await setState(alice, 1, 0, state)).statusCode).toBe(400);
    const extra = await call('PUT', '/api/user/words/1/0/state', alice, { state: 2, x: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await call('PUT', '/api/user/words/abc/0/state', alice, { state: 2 })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', '/api/user/words/1/-1/state', alice, { state: 2 })).statusCode).toBe(
      400,
    );
    const missing = await setState(alice, 1, 7, 2);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Word 1 has no reading 7');
    expect((await setState(alice, 999, 0, 2)).statusCode).toBe(404);
    for (const body of [
      { state: 2, count: 0 },
      { state: 2, count: 1.5 },
      { state: 2, order: 'random' },
      { count: 3 },
      { state: 5 },
    ]) {
      const response = await setDeck(alice, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toBeDefined();
    }
    const noDeck = await setDeck(alice, { state: 2 }, 99_999);
    expect(noDeck.statusCode).toBe(404);
    expect(noDeck.json().message).toBe('Deck 99999 not found');
    expect(await statesOf(aliceId)).toEqual([]);
  });

  it('sets one form (a kanji form with its kana form), changes it, and forgets it', async () => {
    const young = await setState(alice, 1, 0, 1);
    expect(young.statusCode).toBe(200);
    expect(young.headers['cache-control']).toBe('private, no-store');
    expect(young.json()).toEqual({
      changed: 2,
      forms: [
        { wordId: 1, readingIndex: 0, state: 1 },
        { wordId: 1, readingIndex: 1, state: 1 },
      ],
    });
    expect((await setState(alice, 1, 0, 1)).json().changed).toBe(0);
    // A kana form alone changes alone.
    expect((await setState(alice, 1, 1, 3)).json()).toEqual({
      changed: 1,
      forms: [{ wordId: 1, readingIndex: 1, state: 3 }],
    });
    expect(await statesOf(aliceId)).toEqual(['1/0:1', '1/1:3']);
    const listed = await call('GET', '/api/user/words/states', alice);
    expect(listed.json()).toEqual([
      [1, 0, 1],
      [1, 1, 3],
    ]);
    expect((await call('GET', '/api/user/words/states', bob)).json()).toEqual([]);
    expect((await setState(alice, 1, 0, 0)).json().changed).toBe(2);
    expect(await statesOf(aliceId)).toEqual([]);
  });

  it("sets a deck's first words in each order, in one call, leaving Suspended forms", async () => {
    // deckFreq (default): ねこ (10), 犬 (7), 猫 (2), 鳥 (1).
    const top = await setDeck(bob, { state: 2, count: 2 });
    expect(top.statusCode).toBe(200);
    expect(top.json()).toEqual({ words: 2, forms: 3, changed: 3 });
    expect(await statesOf(bobId)).toEqual(['1/1:2', '2/0:2', '2/1:2']);
    await reset(bobId);
    // chrono: 猫 first.
    expect((await setDeck(bob, { state: 1, count: 1, order: 'chrono' })).json()).toEqual({
      words: 1,
      forms: 2,
      changed: 2,
    });
    expect(await statesOf(bobId)).toEqual(['1/0:1', '1/1:1']);
    await reset(bobId);
    // globalFreq: 鳥 is rank 1.
    await setDeck(bob, { state: 2, count: 1, order: 'globalFreq' });
    expect(await statesOf(bobId)).toEqual(['3/0:2', '3/1:2']);
    // A Suspended form stays Suspended when the whole deck is marked.
    await setState(bob, 2, 1, 3);
    const all = await setDeck(bob, { state: 2, count: 500 });
    expect(all.json()).toEqual({ words: 4, forms: 5, changed: 3 });
    expect(await statesOf(bobId)).toEqual(['1/0:2', '1/1:2', '2/0:2', '2/1:3', '3/0:2', '3/1:2']);
    // Unknown forgets them (still not the Suspended one).
    expect((await setDeck(bob, { state: 0 })).json()).toEqual({ words: 4, forms: 5, changed: 5 });
    expect(await statesOf(bobId)).toEqual(['2/1:3']);
    expect(await statesOf(aliceId)).toEqual([]);
    await reset(bobId);
  });

  it('counts Mature words in coverage, Young ones in the second figure, and drops Suspended ones', async () => {
    const figures = (deck: DeckBody) => [
      deck.coverage,
      deck.uniqueCoverage,
      deck.youngCoverage,
      deck.youngUniqueCoverage,
    ];
    const list = async (sortBy = 'title', sortOrder = 0) => {
      const response = await call(
        'GET',
        `/api/media-deck/get-media-decks?sortBy=${sortBy}&sortOrder=${sortOrder}`,
        alice,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: DeckBody[] }>().data;
    };
    const byId = async () => new Map((await list()).map((deck) => [deck.deckId, figures(deck)]));
    expect((await byId()).get(deckId)).toEqual([0, 0, 0, 0]);

    // 猫 Mature brings its kana spelling ねこ: the deck's kana-only word is known through the
    // kanji spelling's entry, and each of the two deck words counts once (12/20, 2/4).
    await setState(alice, 1, 0, 2);
    expect((await byId()).get(deckId)).toEqual([60, 50, 60, 50]);

    // 犬 Young: only the second figure moves (19/20, 3/4); the other deck's いぬ too.
    await setState(alice, 2, 0, 1);
    let now = await byId();
    expect(now.get(deckId)).toEqual([60, 50, 95, 75]);
    expect(now.get(otherDeckId)).toEqual([0, 0, 100, 100]);
    expect((await list('coverage', 1)).map((deck) => deck.deckId)).toEqual([deckId, otherDeckId]);
    expect((await list('youngCoverage', 1)).map((deck) => deck.deckId)).toEqual([
      otherDeckId,
      deckId,
    ]);
    expect((await list('uYoungCoverage', 0)).map((deck) => deck.deckId)).toEqual([
      deckId,
      otherDeckId,
    ]);
    // Visitors cannot sort by coverage they do not have.
    expect(
      (await call('GET', '/api/media-deck/get-media-decks?sortBy=youngCoverage')).statusCode,
    ).toBe(400);

    // 鳥 Suspended leaves the deck's figures: 12/19, 2/3; with Young 19/19, 3/3.
    await setState(alice, 3, 0, 3);
    now = await byId();
    expect(now.get(deckId)).toEqual([63.15, 66.66, 100, 100]);
    const detail = await call('GET', `/api/media-deck/${deckId}/detail`, alice);
    expect(figures(detail.json<{ data: { mainDeck: DeckBody } }>().data.mainDeck)).toEqual([
      63.15, 66.66, 100, 100,
    ]);
    // The curve to learn leaves Suspended 鳥 out: 犬 (Young, not yet Mature) is what is left.
    const curve = await call('GET', `/api/media-deck/${deckId}/coverage-curve`, alice);
    expect(curve.json()).toMatchObject({ startCoverage: 63.15, unknownWords: 1 });

    // A deck-wide Mature (Suspended 鳥 stays out) makes the deck fully known.
    await setDeck(alice, { state: 2 });
    expect((await byId()).get(deckId)).toEqual([100, 100, 100, 100]);
    // Back to Unknown: nothing counts any more except what stays Suspended.
    await setState(alice, 3, 0, 0);
    await setDeck(alice, { state: 0 });
    expect((await byId()).get(deckId)).toEqual([0, 0, 0, 0]);
    expect((await call('GET', '/api/media-deck/get-media-decks', bob)).statusCode).toBe(200);
    await reset(aliceId);
  });

  it("filters and counts by the signed-in reader's coverage, as their states change", async () => {
    const filtered = async (query: string) => {
      const response = await call('GET', `/api/media-deck/get-media-decks?${query}`, alice);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        data: DeckBody[];
        totalItems: number;
        facets: { ranges: { coverage: { min: number | null; count: number }[] } };
      }>();
    };
    const idsOf = (page: { data: DeckBody[] }) => page.data.map((deck) => deck.deckId);
    // 猫 Mature: the cat deck at 60 %, the dog deck at 0.
    await setState(alice, 1, 0, 2);
    let page = await filtered('coverageMin=50&facets=1');
    expect(idsOf(page)).toEqual([deckId]);
    expect(page.totalItems).toBe(1);
    // The coverage buckets count without their own range: one deck under 50 %, one in 50–80 %.
    expect(page.facets.ranges.coverage.map((bucket) => bucket.count)).toEqual([1, 1, 0, 0, 0]);
    expect(idsOf(await filtered('coverageMax=10'))).toEqual([otherDeckId]);
    // 犬 Mature moves both decks (its kana spelling いぬ is the dog deck's word; 100 % and 95 %):
    // the answer
    // kept for the earlier known words is not reused.
    await setState(alice, 2, 0, 2);
    page = await filtered('coverageMin=50&facets=1&sortBy=coverage&sortOrder=1');
    expect(idsOf(page)).toEqual([otherDeckId, deckId]);
    // The cat deck at exactly 95 % (19/20) is in both buckets that bound share, as its filters are.
    expect(page.facets.ranges.coverage.map((bucket) => bucket.count)).toEqual([0, 0, 0, 1, 2]);
    // Bob knows nothing: the same filter is his own answer.
    const bobs = await call('GET', '/api/media-deck/get-media-decks?coverageMin=50', bob);
    expect(bobs.json<{ totalItems: number }>().totalItems).toBe(0);
    await reset(aliceId);
  });
});
