import { difficultyProfileDtoSchema } from '@goi/contracts';
import { listDeckTextParts } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { ingestMedia } from '@goi/library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app';
import type { FixtureLibrary } from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';
import { charParser } from '../../../test/support/admin-test-support';

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
      textParts: [],
    });
  });

  it('has no parts for a deck without sub-decks, 404 for no deck, 400 for a bad id', async () => {
    expect((await get(ids.kokoro)).json()).toEqual({
      deckId: ids.kokoro,
      parts: [],
      textParts: [],
    });
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await testApp.app.inject('/api/media-deck/x/difficulty-profile')).statusCode).toBe(400);
  });

  it("gives a deck without sub-decks its text by tenths, at the deck's level", async () => {
    const { db } = database();
    // Twenty lines, the second half in kanji: every kana or kanji is a word (charParser).
    const text = [
      ...Array.from({ length: 10 }, () => 'ねこがいる。いぬもいる。'),
      ...Array.from({ length: 10 }, () => '猫犬鳥馬牛羊豚鹿熊狐。'),
    ].join('\n');
    const { deckId } = await ingestMedia(db, charParser, {
      metadata: { mediaType: 3, originalTitle: '十分割の映画' },
      sources: [{ text }],
    });
    const response = await get(deckId);
    expect(response.statusCode, response.body).toBe(200);
    const profile = difficultyProfileDtoSchema.parse(response.json());
    expect(profile.parts).toEqual([]);
    const stored = await listDeckTextParts(db, deckId);
    expect(stored).toHaveLength(10);
    // The tenths move together to the deck's level: same differences, a mean (by length) at
    // the deck's difficulty.
    const deckDifficulty = async () =>
      (
        await db
          .selectFrom('decks')
          .select('difficulty')
          .where('deckId', '=', deckId)
          .executeTakeFirstOrThrow()
      ).difficulty;
    const weightedMean = (parts: { difficulty: number; characterCount: number }[]) =>
      parts.reduce((sum, part) => sum + part.difficulty * part.characterCount, 0) /
      parts.reduce((sum, part) => sum + part.characterCount, 0);
    const shift = profile.textParts[0]!.difficulty - stored[0]!.difficulty;
    expect(profile.textParts).toEqual(
      stored.map((part) => ({
        part: part.partIndex + 1,
        fromPercent: part.partIndex * 10,
        toPercent: part.partIndex * 10 + 10,
        difficulty: expect.closeTo(part.difficulty + shift, 10),
        characterCount: part.characterCount,
      })),
    );
    expect(weightedMean(profile.textParts)).toBeCloseTo(await deckDifficulty(), 10);
    expect(profile.textParts.map((part) => part.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Two lines of ten counted characters each (。 is not counted) per tenth.
    expect(profile.textParts.map((part) => part.characterCount)).toEqual(Array(10).fill(20));
    // The kanji half is the harder one.
    expect(profile.textParts[9]!.difficulty).toBeGreaterThan(profile.textParts[0]!.difficulty);

    // An override 1.0 below the computed difficulty moves every part down by 1.0, not below 0.
    await db
      .updateTable('decks')
      .set({ difficultyOverride: (await deckDifficulty()) - 1 })
      .where('deckId', '=', deckId)
      .execute();
    const overridden = difficultyProfileDtoSchema.parse((await get(deckId)).json());
    overridden.textParts.forEach((part, index) =>
      expect(part.difficulty).toBeCloseTo(
        Math.max(0, profile.textParts[index]!.difficulty - 1),
        10,
      ),
    );
  });
});
