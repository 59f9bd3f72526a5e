import { deckWordDtoSchema, exampleSentenceDtoSchema, wordDtoSchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp } from '../../../test/support/test-app';
import {
  GA,
  HON,
  NEKO,
  SUKI,
  TABERU,
  type FixtureLibrary,
} from '../../../test/support/read-api-fixture';
import { startFixtureApp } from '../../../test/support/fixture-app';

describeEachDialect('/api/vocabulary', (database) => {
  let testApp: TestApp;
  let ids: FixtureLibrary;
  beforeAll(async () => {
    ({ testApp, ids } = await startFixtureApp(database()));
  }, 60_000);
  afterAll(() => testApp.close());

  describe('GET {wordId}/{readingIndex}', () => {
    it('gives every form as plain text with ranks, shares and usage by media type', async () => {
      const response = await testApp.app.inject(`/api/vocabulary/${NEKO}/0`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const word = wordDtoSchema.parse(response.json());
      expect(word.mainReading).toMatchObject({
        text: '猫[ねこ]',
        frequencyRank: 1,
        usedInMediaAmount: 2,
        // Top-level decks with 猫: the anime and the novel (its volumes are not counted again).
        usedInMediaAmountByType: { '1': 1, '4': 1 },
      });
      expect(
        word.alternativeReadings.map((reading) => [reading.text, reading.frequencyPercentage]),
      ).toEqual([
        ['猫', 90],
        ['ネコ', 5],
        ['ねこ', 5],
      ]);
      expect(word.definitions.map((definition) => definition.index)).toEqual([1, 2]);
      expect(word.pitchAccents).toEqual([1]);
      expect(word.occurrences).toBe(0);
    });

    it('gives a kana form its own rank and usage, and an unranked form a null rank', async () => {
      const word = wordDtoSchema.parse(
        (await testApp.app.inject(`/api/vocabulary/${TABERU}/1`)).json(),
      );
      expect(word.mainReading).toMatchObject({
        text: 'たべる',
        readingType: 1,
        frequencyRank: 40,
        usedInMediaAmountByType: { '4': 1 },
      });
      const hon = wordDtoSchema.parse(
        (await testApp.app.inject(`/api/vocabulary/${HON}/0`)).json(),
      );
      expect(hon.alternativeReadings[1]).toMatchObject({
        text: 'ほん',
        frequencyRank: null,
        usedInMediaAmount: 0,
      });
    });

    it('answers 404 for an unknown word or form and 400 for a bad id', async () => {
      const unknownForm = await testApp.app.inject(`/api/vocabulary/${NEKO}/9`);
      expect(unknownForm.statusCode).toBe(404);
      expect(unknownForm.json().message).toBe(`Word ${NEKO}/9 not found`);
      expect((await testApp.app.inject('/api/vocabulary/1/0')).statusCode).toBe(404);
      expect((await testApp.app.inject('/api/vocabulary/x/0')).statusCode).toBe(400);
      expect((await testApp.app.inject(`/api/vocabulary/${NEKO}/-1`)).statusCode).toBe(400);
    });
  });

  describe('GET parse', () => {
    const parse = (text: string) =>
      testApp.app.inject(`/api/vocabulary/parse?text=${encodeURIComponent(text)}`);

    it('tiles the input with words and gaps', async () => {
      const text = '猫が好き！　123 ok';
      const response = await parse(text);
      expect(response.statusCode, response.body).toBe(200);
      const items = z.array(deckWordDtoSchema).parse(response.json());
      expect(items.map((item) => item.originalText).join('')).toBe(text);
      expect(items.slice(0, 3).map((item) => [item.wordId, item.originalText])).toEqual([
        [NEKO, '猫'],
        [GA, 'が'],
        [SUKI, '好き'],
      ]);
      const gaps = items.filter((item) => item.wordId === 0);
      expect(gaps.length).toBeGreaterThan(0);
      expect(gaps.every((gap) => gap.occurrences === 0 && gap.conjugations.length === 0)).toBe(
        true,
      );
      // Gaps never sit next to each other: they are merged.
      items.forEach((item, index) => {
        if (index > 0 && item.wordId === 0) expect(items[index - 1]!.wordId).not.toBe(0);
      });
    });

    it('counts repeated words', async () => {
      const items = z.array(deckWordDtoSchema).parse((await parse('猫と猫')).json());
      expect(items.filter((item) => item.wordId === NEKO).map((item) => item.occurrences)).toEqual([
        2, 2,
      ]);
    });

    it('rejects an empty or too long text naming the field', async () => {
      const long = await parse('猫'.repeat(501));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toHaveProperty('text');
      expect((await testApp.app.inject('/api/vocabulary/parse')).statusCode).toBe(400);
      expect((await parse('猫'.repeat(500))).statusCode).toBe(200);
    });
  });

  describe('POST random-example-sentences', () => {
    const sentences = async (path: string, shown: unknown) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/vocabulary/${path}/random-example-sentences`,
        payload: shown as object,
      });
      return response;
    };

    it('returns sentences with the word position and their decks', async () => {
      const response = await sentences(`${NEKO}/0`, []);
      expect(response.statusCode).toBe(200);
      const found = z.array(exampleSentenceDtoSchema).parse(response.json());
      expect(found.map((sentence) => sentence.text).sort()).toEqual(
        ['吾輩は猫である。', '猫が好きだ。'].sort(),
      );
      for (const sentence of found) {
        expect(
          sentence.text.slice(sentence.wordPosition, sentence.wordPosition + sentence.wordLength),
        ).toBe('猫');
        expect(sentence.sourceDeckParent?.deckId).toBe(ids.wagahai);
      }
    });

    it('leaves out the decks already shown before taking three', async () => {
      const found = z
        .array(exampleSentenceDtoSchema)
        .parse((await sentences(`${NEKO}/0`, [ids.wagahaiVolume1])).json());
      expect(found.map((sentence) => sentence.sourceDeck.deckId)).toEqual([ids.wagahaiVolume2]);
      const none = await sentences(`${NEKO}/0`, [ids.wagahaiVolume1, ids.wagahaiVolume2]);
      expect(none.json()).toEqual([]);
    });

    it('answers 404 for an unknown word and 400 for a body that is not deck ids', async () => {
      expect((await sentences('1/0', [])).statusCode).toBe(404);
      const bad = await sentences(`${NEKO}/0`, { decks: [1] });
      expect(bad.statusCode).toBe(400);
    });
  });
});
