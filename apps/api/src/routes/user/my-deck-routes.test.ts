import { describeEachDialect, testDeckRow } from '@goi/db/testing';
import { createMemoryMailer } from '@goi/library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';

describeEachDialect('/api/user/media-deck (my decks)', (database) => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;
  const deck: Record<'a' | 'b' | 'c' | 'child', number> = { a: 0, b: 0, c: 0, child: 0 };

  beforeAll(async () => {
    const { db } = database();
    for (const [name, title] of [
      ['a', 'Alpha'],
      ['b', 'Beta'],
      ['c', 'Gamma'],
    ] as const)
      deck[name] = (
        await db
          .insertInto('decks')
          .values(testDeckRow({ originalTitle: title, romajiTitle: title }))
          .returning('deckId')
          .executeTakeFirstOrThrow()
      ).deckId;
    deck.child = (
      await db
        .insertInto('decks')
        .values(testDeckRow({ originalTitle: 'Alpha 1', parentDeckId: deck.a, deckOrder: 1 }))
        .returning('deckId')
        .executeTakeFirstOrThrow()
    ).deckId;
    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer },
    });
    await registerAndConfirm(testApp, mailer, 'alice');
    await registerAndConfirm(testApp, mailer, 'bob');
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
  const mark = (token: string, deckId: number, body: unknown) =>
    call('PUT', `/api/user/media-deck/${deckId}/status`, token, body);
  const titles = async (query: string, token?: string) => {
    const response = await call('GET', `/api/media-deck/get-media-decks?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: { originalTitle: string }[]; totalItems: number }>();
    expect(page.totalItems).toBe(page.data.length);
    return page.data.map((item) => item.originalTitle);
  };

  it('refuses visitors with 401, bad bodies with 400 and unknown decks with 404', async () => {
    expect((await call('GET', '/api/user/media-deck/statuses')).statusCode).toBe(401);
    expect((await mark('garbage', deck.a, { status: 'planned' })).statusCode).toBe(401);
    const visitorMine = await call('GET', '/api/media-deck/get-media-decks?mine=1');
    expect(visitorMine.statusCode).toBe(401);
    expect(visitorMine.json().message).toContain('Sign in');
    const wrong = await mark(alice, deck.a, { status: 'reading' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.status).toBeDefined();
    for (const body of [{}, { favourite: 'yes' }, { hidden: 1 }, { status: 'planned', x: 1 }])
      expect((await mark(alice, deck.a, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await mark(alice, 0, { favourite: true })).statusCode).toBe(400);
    const missing = await mark(alice, 99_999, { favourite: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Deck 99999 not found');
    expect(
      (await call('GET', '/api/media-deck/get-media-decks?deckStatus=reading', alice)).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/user/media-deck/statuses', alice)).json()).toEqual([]);
  });

  it('keeps a status, favourite and hidden mark per user, each change leaving the others', async () => {
    const planned = await mark(alice, deck.a, { status: 'planned' });
    expect(planned.statusCode).toBe(200);
    expect(planned.headers['cache-control']).toBe('private, no-store');
    expect(planned.json()).toEqual({
      deckId: deck.a,
      status: 'planned',
      favourite: false,
      hidden: false,
    });
    expect((await mark(alice, deck.a, { favourite: true })).json()).toEqual({
      deckId: deck.a,
      status: 'planned',
      favourite: true,
      hidden: false,
    });
    await mark(alice, deck.b, { status: 'completed' });
    await mark(alice, deck.c, { hidden: true });
    expect((await call('GET', '/api/user/media-deck/statuses', alice)).json()).toEqual([
      { deckId: deck.a, status: 'planned', favourite: true, hidden: false },
      { deckId: deck.b, status: 'completed', favourite: false, hidden: false },
      { deckId: deck.c, status: null, favourite: false, hidden: true },
    ]);
    expect((await call('GET', '/api/user/media-deck/statuses', bob)).json()).toEqual([]);
  });

  it('filters the media list by the reader’s decks and hides what they hid', async () => {
    // Alice hid Gamma: her list leaves it out; Bob and visitors see every deck.
    expect(await titles('', alice)).toEqual(['Alpha', 'Beta']);
    expect(await titles('', bob)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles('')).toEqual(['Alpha', 'Beta', 'Gamma']);
    // "My decks" shows every marked deck, hidden ones too (so they can be shown again).
    expect(await titles('mine=1', alice)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles('mine=1', bob)).toEqual([]);
    expect(await titles('deckStatus=planned', alice)).toEqual(['Alpha']);
    expect(await titles('deckStatus=completed', alice)).toEqual(['Beta']);
    expect(await titles('favourite=1', alice)).toEqual(['Alpha']);
    expect(await titles('favourite=true&deckStatus=completed', alice)).toEqual([]);
    expect(await titles('mine=1&sortBy=coverage&sortOrder=1', alice)).toHaveLength(3);
    expect(await titles('mine=1&sortBy=wordCount', alice)).toHaveLength(3);

    // A change shows at once (these lists are never cached).
    await mark(alice, deck.b, { status: 'dropped' });
    expect(await titles('deckStatus=completed', alice)).toEqual([]);
    expect(await titles('deckStatus=dropped', alice)).toEqual(['Beta']);
    await mark(alice, deck.c, { hidden: false });
    expect(await titles('', alice)).toEqual(['Alpha', 'Beta', 'Gamma']);
    // Nothing left set: the deck is no longer one of hers.
    expect((await mark(alice, deck.a, { status: null, favourite: false })).json()).toEqual({
      deckId: deck.a,
      status: null,
      favourite: false,
      hidden: false,
    });
    expect(await titles('mine=1', alice)).toEqual(['Beta']);
    expect(
      (await call('GET', '/api/user/media-deck/statuses', alice)).json<{ deckId: number }[]>(),
    ).toEqual([{ deckId: deck.b, status: 'dropped', favourite: false, hidden: false }]);
    // A sub-deck can be marked too, though the list shows top-level decks only.
    expect((await mark(alice, deck.child, { status: 'in-progress' })).statusCode).toBe(200);
    expect(await titles('deckStatus=in-progress', alice)).toEqual([]);
  });
});
