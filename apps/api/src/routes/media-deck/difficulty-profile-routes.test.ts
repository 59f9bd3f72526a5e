import { difficultyProfileDtoSchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app';
import type { FixtureLibrary } from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

describeEachDialect('GET media-deck/{id}/difficulty-profile', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
  });
  afterAll(() => testApp.close());

  const get = (id: number) => testApp.app.inject(`/api/media-deck/${id}/difficulty-profile`);

  it("gives the sub-decks' difficulties in deck order, publicly cacheable", async () => {
    const response = await get(ids.wagahai);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(difficultyProfileDtoSchema.parse(response.json())).toEqual({
      deckId: ids.wagahai,
      parts: [
        {
          deckId: ids.wagahaiVolume1,
          deckOrder: 1,
          originalTitle: '吾輩は猫である 1',
          difficulty: 4,
          characterCount: 100_000,
        },
        {
          deckId: ids.wagahaiVolume2,
          deckOrder: 2,
          originalTitle: '吾輩は猫である 2',
          difficulty: 4,
          characterCount: 100_000,
        },
      ],
    });
  });

  it('has no parts for a deck without sub-decks, 404 for no deck, 400 for a bad id', async () => {
    expect((await get(ids.kokoro)).json()).toEqual({ deckId: ids.kokoro, parts: [] });
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await testApp.app.inject('/api/media-deck/x/difficulty-profile')).statusCode).toBe(400);
  });
});
