import { findWordStates, upsertWordStates } from '@goi/db';
import { describeEachDialect, testDeckRow } from '@goi/db/testing';
import { createMemoryMailer } from '@goi/library';
import { fsrs, createEmptyCard, type Card, type Grade } from 'ts-fsrs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAnimalDictionary } from '../../../test/support/animal-dictionary';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';

interface CardBody {
  cardId: number;
  wordId: number;
  readingIndex: number;
  state: number;
  due: string;
  reps: number;
  lapses: number;
  scheduledDays: number;
}
interface NextBody {
  card: CardBody | null;
  sentence: { text: string; wordPosition: number; wordLength: number } | null;
  intervals: Record<string, string> | null;
  remaining: { learning: number; review: number; new: number };
  nextDue: string | null;
  answeredToday: number;
}

describeEachDialect('/api/study', (database) => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;
  let bobId: string;
  let deckId: number;
  let clock = new Date('2026-03-02T09:00:00.000Z');

  beforeAll(async () => {
    const { db } = database();
    await insertAnimalDictionary(db);
    deckId = (
      await db
        .insertInto('decks')
        .values(testDeckRow({ originalTitle: '吾輩は猫である' }))
        .returning('deckId')
        .executeTakeFirstOrThrow()
    ).deckId;
    // In order of first appearance: 猫, 犬, 鳥; 犬 is the most frequent in the deck.
    await db
      .insertInto('deckWords')
      .values([
        { deckId, wordId: 1, readingIndex: 0, occurrences: 2, firstPosition: 0 },
        { deckId, wordId: 2, readingIndex: 0, occurrences: 7, firstPosition: 1 },
        { deckId, wordId: 3, readingIndex: 0, occurrences: 1, firstPosition: 2 },
      ])
      .execute();
    const sentenceId = (
      await db
        .insertInto('exampleSentences')
        .values({ deckId, text: '吾輩は猫である。', position: 0 })
        .returning('sentenceId')
        .executeTakeFirstOrThrow()
    ).sentenceId;
    const birdSentenceId = (
      await db
        .insertInto('exampleSentences')
        .values({ deckId, text: '鳥が鳴いた。', position: 1 })
        .returning('sentenceId')
        .executeTakeFirstOrThrow()
    ).sentenceId;
    await db
      .insertInto('exampleSentenceWords')
      .values([
        { sentenceId, wordId: 1, readingIndex: 0, position: 3, length: 1 },
        { sentenceId: birdSentenceId, wordId: 3, readingIndex: 0, position: 0, length: 1 },
      ])
      .execute();

    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer, now: () => clock },
    });
    aliceId = (await registerAndConfirm(testApp, mailer, 'alice')).userId;
    bobId = (await registerAndConfirm(testApp, mailer, 'bob')).userId;
    alice = (await login(testApp, 'alice')).accessToken;
    bob = (await login(testApp, 'bob')).accessToken;
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });
  const next = async (token: string) => {
    const response = await call('GET', '/api/study/next', token);
    expect(response.statusCode).toBe(200);
    return response.json<NextBody>();
  };
  const review = async (token: string, cardId: number, rating: number) => {
    const response = await call('POST', '/api/study/review', token, { cardId, rating });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ card: CardBody; wordState: number }>();
  };
  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

  it('refuses visitors and bad input', async () => {
    for (const [method, url] of [
      ['GET', '/api/study/next'],
      ['GET', '/api/study/decks'],
      ['POST', '/api/study/undo'],
      ['GET', '/api/study/stats'],
      ['GET', '/api/study/settings'],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
    const bad = [
      { source: 'media-deck' },
      { source: 'list' },
      { source: 'list', words: [] },
      { source: 'somewhere' },
      { source: 'media-deck', deckId: deckId, order: 'random' },
    ];
    for (const body of bad)
      expect((await call('POST', '/api/study/decks', alice, body)).statusCode).toBe(400);
    const missing = await call('POST', '/api/study/decks', alice, {
      source: 'media-deck',
      deckId: 999,
    });
    expect(missing.statusCode).toBe(404);
    const unknownWord = await call('POST', '/api/study/decks', alice, {
      source: 'list',
      words: [{ wordId: 9, readingIndex: 0 }],
    });
    expect(unknownWord.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/study/review', alice, { cardId: 1, rating: 5 })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/study/settings', alice, {
          newPerDay: -1,
          reviewsPerDay: 10,
          desiredRetention: 0.9,
          showSentence: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/study/undo', alice)).statusCode).toBe(404);
    expect(await next(alice)).toMatchObject({
      card: null,
      nextDue: null,
      remaining: { learning: 0, review: 0, new: 0 },
    });
  });

  it('makes a study deck from a media deck in the asked order, skipping words already studied', async () => {
    const byFrequency = await call('POST', '/api/study/decks', alice, {
      source: 'media-deck',
      deckId,
      order: 'deck-frequency',
    });
    expect(byFrequency.statusCode, byFrequency.body).toBe(200);
    expect(byFrequency.json()).toMatchObject({
      added: 3,
      skipped: 0,
      studyDeck: { name: '吾輩は猫である', cards: 3, newCards: 3, deckId, order: 'deck-frequency' },
    });
    // The same words again add nothing: one card per (user, word, reading).
    const again = await call('POST', '/api/study/decks', alice, { source: 'global-frequency' });
    expect(again.json()).toMatchObject({ added: 0, skipped: 2 });
    const decks = (await call('GET', '/api/study/decks', alice)).json<{ cards: number }[]>();
    expect(decks.map((deck) => deck.cards)).toEqual([3, 0]);
    // Deck frequency: 犬 (7) first.
    const first = await next(alice);
    expect(first.card).toMatchObject({ wordId: 2, readingIndex: 0, state: 0 });
    expect(first.remaining).toEqual({ learning: 0, review: 0, new: 3 });
    // 犬 appears in no sentence of the deck.
    expect(first.sentence).toBeNull();
    expect(Object.keys(first.intervals!)).toEqual(['1', '2', '3', '4']);
  });

  it('walks a card through a week (new → learning → review → lapse → relearning) exactly as ts-fsrs does', async () => {
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: false });
    let expected: Card = createEmptyCard(clock);
    const first = (await next(alice)).card!;
    const steps: [minutesLater: number, rating: Grade, state: number][] = [
      [0, 1, 1], // Again: learning
      [1, 3, 1], // Good after a minute: next learning step
      [10, 3, 2], // Good: graduates to review
      [60 * 24 * 2, 3, 2], // two days later, Good: a longer interval
      [60 * 24 * 3, 1, 3], // three days later, Again: a lapse, relearning
      [10, 3, 2], // Good: back to review
      [60 * 24 * 2, 4, 2], // Easy, a week after the start
    ];
    for (const [minutes, rating, state] of steps) {
      later(minutes);
      expected = scheduler.next(expected, clock, rating).card;
      const { card } = await review(alice, first.cardId, rating);
      expect(card.state).toBe(state);
      expect(card).toMatchObject({
        state: expected.state,
        due: expected.due.toISOString(),
        reps: expected.reps,
        lapses: expected.lapses,
        scheduledDays: expected.scheduled_days,
      });
    }
    expect(expected.lapses).toBe(1);
    // Studied, never at a 21-day interval: the word is Young, its kana form (いぬ) with it.
    expect(await findWordStates(database().db, aliceId)).toEqual([
      { wordId: 2, readingIndex: 0, state: 1 },
      { wordId: 2, readingIndex: 1, state: 1 },
    ]);
    // The review log kept one line per answer, with the states before and after.
    const logs = await database()
      .db.selectFrom('studyReviewLogs')
      .select(['rating', 'stateBefore', 'stateAfter'])
      .where('cardId', '=', first.cardId)
      .orderBy('reviewId')
      .execute();
    expect(logs).toEqual([
      { rating: 1, stateBefore: 0, stateAfter: 1 },
      { rating: 3, stateBefore: 1, stateAfter: 1 },
      { rating: 3, stateBefore: 1, stateAfter: 2 },
      { rating: 3, stateBefore: 2, stateAfter: 2 },
      { rating: 1, stateBefore: 2, stateAfter: 3 },
      { rating: 3, stateBefore: 3, stateAfter: 2 },
      { rating: 4, stateBefore: 2, stateAfter: 2 },
    ]);
  });

  it('undoes the last answer, and only its owner can answer a card', async () => {
    const card = (await next(alice)).card!;
    expect(
      (await call('POST', '/api/study/review', bob, { cardId: card.cardId, rating: 3 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/study/undo', bob)).statusCode).toBe(404);
    expect((await next(bob)).card).toBeNull();
    const answered = await review(alice, card.cardId, 4);
    expect(answered.card.state).toBe(2);
    const undone = await call('POST', '/api/study/undo', alice);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<{ card: CardBody }>().card).toMatchObject({
      cardId: card.cardId,
      state: card.state,
      due: card.due,
      reps: card.reps,
    });
    expect((await next(alice)).card).toMatchObject({ cardId: card.cardId, state: card.state });
  });

  it('keeps the daily new-card and review limits, and says when the next card is due', async () => {
    const settings = { newPerDay: 1, reviewsPerDay: 0, desiredRetention: 0.9, showSentence: true };
    expect((await call('PUT', '/api/study/settings', alice, settings)).json()).toEqual(settings);
    expect((await call('GET', '/api/study/settings', alice)).json()).toEqual(settings);
    // A new day: the week's card is due for review, but the review limit is 0.
    later(60 * 24 * 30);
    const first = await next(alice);
    expect(first.card).toMatchObject({ state: 0 });
    expect(first.remaining).toEqual({ learning: 0, review: 0, new: 1 });
    await review(alice, first.card!.cardId, 4);
    const done = await next(alice);
    expect(done.card).toBeNull();
    expect(done.answeredToday).toBe(1);
    expect(done.nextDue).not.toBeNull();
    // Raising the review limit lets the due review through.
    await call('PUT', '/api/study/settings', alice, { ...settings, reviewsPerDay: 5 });
    expect((await next(alice)).card).toMatchObject({ state: 2, wordId: 2 });
  });

  it('shows a sentence from the media deck the card came from, with the word marked', async () => {
    await call('PUT', '/api/study/settings', alice, {
      newPerDay: 10,
      reviewsPerDay: 0,
      desiredRetention: 0.9,
      showSentence: true,
    });
    const shown = await next(alice);
    expect(shown.card).toMatchObject({ wordId: 3, readingIndex: 0 });
    expect(shown.sentence).toEqual({ text: '鳥が鳴いた。', wordPosition: 0, wordLength: 1 });
    await call('PUT', '/api/study/settings', alice, {
      newPerDay: 10,
      reviewsPerDay: 0,
      desiredRetention: 0.9,
      showSentence: false,
    });
    expect((await next(alice)).sentence).toBeNull();
  });

  it('reports reviews per day, retention, a forecast and cards by state', async () => {
    const stats = (await call('GET', '/api/study/stats', alice)).json<{
      reviewsPerDay: { day: string; reviews: number }[];
      retention: number | null;
      reviewAnswers: number;
      forecast: { cards: number }[];
      cardsByState: Record<string, number>;
    }>();
    expect(stats.reviewsPerDay).toHaveLength(30);
    expect(stats.forecast).toHaveLength(30);
    expect(stats.reviewsPerDay.at(-1)).toMatchObject({
      day: clock.toISOString().slice(0, 10),
      reviews: 1,
    });
    expect(stats.cardsByState).toEqual({ new: 1, learning: 0, young: 2, mature: 0, relearning: 0 });
    // The overdue card counts on today.
    expect(stats.forecast[0]!.cards).toBeGreaterThanOrEqual(1);
    expect(stats.forecast.reduce((sum, day) => sum + day.cards, 0)).toBe(2);
    expect(stats.retention).toBeNull();
  });

  it('deletes a study deck with its cards, only for its owner', async () => {
    const decks = (await call('GET', '/api/study/decks', alice)).json<{ studyDeckId: number }[]>();
    expect(
      (await call('DELETE', `/api/study/decks/${decks[0]!.studyDeckId}`, bob)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/study/decks/${decks[0]!.studyDeckId}`, alice)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/study/decks', alice)).json()).toHaveLength(1);
    expect((await next(alice)).card).toBeNull();
  });

  it('makes a word Mature at a 21-day interval, Young again on a lapse, and undo puts it back', async () => {
    const { db } = database();
    const made = await call('POST', '/api/study/decks', bob, {
      source: 'list',
      words: [{ wordId: 1, readingIndex: 1 }],
    });
    expect(made.json()).toMatchObject({ added: 1 });
    const version = async () =>
      (
        await db
          .selectFrom('users')
          .select('knownWordsVersion')
          .where('userId', '=', bobId)
          .executeTakeFirstOrThrow()
      ).knownWordsVersion;
    const cardId = (await next(bob)).card!.cardId;
    let answer = await review(bob, cardId, 4);
    expect(answer.wordState).toBe(1);
    for (let round = 0; round < 10 && answer.card.scheduledDays < 21; round++) {
      clock = new Date(answer.card.due);
      answer = await review(bob, cardId, 4);
    }
    expect(answer.card.scheduledDays).toBeGreaterThanOrEqual(21);
    expect(answer.wordState).toBe(2);
    expect(await findWordStates(db, bobId)).toEqual([{ wordId: 1, readingIndex: 1, state: 2 }]);
    const beforeLapse = await version();
    clock = new Date(answer.card.due);
    const lapse = await review(bob, cardId, 1);
    expect(lapse).toMatchObject({ wordState: 1, card: { state: 3, lapses: 1 } });
    expect(await findWordStates(db, bobId)).toEqual([{ wordId: 1, readingIndex: 1, state: 1 }]);
    // Coverage caches see the change.
    expect(await version()).toBeGreaterThan(beforeLapse);
    expect((await call('POST', '/api/study/undo', bob)).statusCode).toBe(200);
    expect(await findWordStates(db, bobId)).toEqual([{ wordId: 1, readingIndex: 1, state: 2 }]);
  });

  it('skips Suspended words in next and known words in new study decks', async () => {
    const { db } = database();
    await upsertWordStates(
      db,
      bobId,
      [{ wordId: 2, readingIndex: 1, state: 2 }],
      clock.toISOString(),
    );
    const made = await call('POST', '/api/study/decks', bob, {
      source: 'list',
      words: [
        { wordId: 2, readingIndex: 1 },
        { wordId: 3, readingIndex: 1 },
      ],
    });
    expect(made.json()).toMatchObject({ added: 1, skipped: 1 });
    // ねこ, back in review after the undo, comes first; answered, it leaves とり.
    const due = (await next(bob)).card!;
    expect(due).toMatchObject({ wordId: 1, readingIndex: 1, state: 2 });
    await review(bob, due.cardId, 3);
    expect((await next(bob)).card).toMatchObject({ wordId: 3, readingIndex: 1 });
    await upsertWordStates(
      db,
      bobId,
      [{ wordId: 3, readingIndex: 1, state: 3 }],
      clock.toISOString(),
    );
    expect(await next(bob)).toMatchObject({ card: null, remaining: { new: 0 } });
  });
});
