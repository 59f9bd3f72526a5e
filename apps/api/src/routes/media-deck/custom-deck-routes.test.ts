import {
  coverageCurveDtoSchema,
  customDeckVocabularyPageSchema,
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  parseCustomDeckResponseSchema,
  type ParseCustomDeckResponse,
} from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { GA, NEKO, NOW, SUKI, insertFixtureLibrary } from '../../../test/support/read-api-fixture';

/** `/parse-deck`'s follow-up calls over a parsed text: 猫が好き。猫が好き。ねこ。 */
describeEachDialect(
  'a pasted text: custom-deck/{vocabulary,coverage-curve,download}',
  (database) => {
    let testApp: TestApp;
    let parsed: ParseCustomDeckResponse;
    beforeAll(async () => {
      await insertFixtureLibrary(database().db);
      testApp = await createTestApp({
        database: database(),
        config: { rateLimit: { enabled: false } },
        services: { now: () => NOW },
      });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/media-deck/parse-custom-deck',
        payload: { text: '猫が好き。猫が好き。' },
      });
      expect(response.statusCode, response.body).toBe(200);
      parsed = parseCustomDeckResponseSchema.parse(response.json());
    }, 60_000);
    afterAll(() => testApp.close());

    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url: `/api/media-deck/custom-deck/${url}`, payload });

    it('the parse answers its words in first-appearance order, each sentence once', () => {
      expect(
        parsed.words.map(([wordId, readingIndex, occurrences]) => [
          wordId,
          readingIndex,
          occurrences,
        ]),
      ).toEqual([
        [NEKO, 0, 2],
        [GA, 0, 2],
        [SUKI, 0, 2],
      ]);
      expect(parsed.sentences).toEqual(['猫が好き。']);
      expect(parsed.words[2]!.slice(3)).toEqual([0, 2, 2]);
    });

    describe('word list', () => {
      async function page(query: string, extra: object = {}) {
        const response = await post(`vocabulary?${query}`, { words: parsed.words, ...extra });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        return customDeckVocabularyPageSchema.parse(response.json());
      }
      const idsOf = (result: Awaited<ReturnType<typeof page>>) =>
        result.data.words.map((word) => word.wordId);

      it('lists the words as a deck vocabulary, with their details and occurrences', async () => {
        const result = await page('');
        expect(idsOf(result)).toEqual([NEKO, GA, SUKI]);
        expect(result).toMatchObject({
          totalItems: 3,
          pageSize: 100,
          counts: { all: 3, known: null },
        });
        expect(result.data.words[0]).toMatchObject({
          mainReading: { text: '猫[ねこ]', frequencyRank: 1 },
          occurrences: 2,
        });
        expect(idsOf(await page('sortBy=globalFreq&sortOrder=1'))).toEqual([SUKI, GA, NEKO]);
        expect(idsOf(await page('sortBy=chrono&sortOrder=1'))).toEqual([SUKI, GA, NEKO]);
      });

      it('filters as a deck vocabulary does, known words included', async () => {
        expect(idsOf(await page('search=suki'))).toEqual([SUKI]);
        expect(idsOf(await page('hideKana=1'))).toEqual([NEKO, SUKI]);
        expect(idsOf(await page('partsOfSpeech=prt'))).toEqual([GA]);
        const unknown = await page('known=unknown', { knownWordIds: [NEKO] });
        expect(idsOf(unknown)).toEqual([GA, SUKI]);
        expect(unknown.counts).toEqual({ all: 3, known: 1 });
        const response = await post('vocabulary?known=unknown', { words: parsed.words });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('known');
      });

      it('rejects malformed words naming the field', async () => {
        for (const words of [[], [[NEKO, 0]], [[NEKO, 0, 0, -1, 0, 0]], 'x']) {
          const response = await post('vocabulary', { words });
          expect(response.statusCode, JSON.stringify(words)).toBe(400);
          expect(Object.keys(response.json<{ errors: object }>().errors)[0]).toMatch(/^words/);
        }
      });
    });

    it("gives the coverage curve from the reader's known words", async () => {
      const response = await post('coverage-curve', { words: parsed.words, knownWordIds: [NEKO] });
      expect(response.statusCode, response.body).toBe(200);
      const curve = coverageCurveDtoSchema.parse(response.json());
      expect(curve).toMatchObject({
        deckId: 0,
        startCoverage: 33.33,
        totalUniqueWords: 3,
        unknownWords: 2,
      });
      expect(curve.milestones.at(-1)).toEqual({ target: 98, words: 2 });
      const none = coverageCurveDtoSchema.parse(
        (await post('coverage-curve', { words: parsed.words })).json(),
      );
      expect(none.startCoverage).toBe(0);
    });

    describe('downloads', () => {
      const download = (request: object) =>
        post('download', { words: parsed.words, sentences: parsed.sentences, request });
      const full = { downloadType: DeckDownloadType.Full, order: DeckOrder.Chronological };

      it('writes every format', async () => {
        const csv = await download({ ...full, format: DeckFormat.Csv });
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.headers['content-type']).toContain('text/csv');
        expect(csv.body).toContain('好き');
        const txt = await download({ ...full, format: DeckFormat.Txt });
        expect(txt.body.trim().split('\n')).toEqual(['猫', 'が', '好き']);
        const repeated = await download({ ...full, format: DeckFormat.TxtRepeated });
        expect(repeated.body.trim().split('\n')).toHaveLength(6);
        for (const format of [DeckFormat.Anki, DeckFormat.Yomitan]) {
          const file = await download({ ...full, format });
          expect(file.statusCode).toBe(200);
          expect(Object.keys(unzipSync(file.rawPayload)).length).toBeGreaterThan(0);
        }
      });

      it('applies the selection: kana out, top words by deck frequency', async () => {
        const noKana = await download({ ...full, format: DeckFormat.Txt, excludeKana: true });
        expect(noKana.body.trim().split('\n')).toEqual(['猫', '好き']);
        const top = await download({
          format: DeckFormat.Txt,
          downloadType: DeckDownloadType.TopDeckFrequency,
          order: DeckOrder.Chronological,
          minFrequency: 0,
          maxFrequency: 1,
        });
        expect(top.body.trim().split('\n')).toHaveLength(1);
      });

      it('answers 400 for a bad request naming the field', async () => {
        const response = await download({
          format: DeckFormat.Csv,
          downloadType: DeckDownloadType.TopDeckFrequency,
          order: DeckOrder.Chronological,
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json<{ errors: object }>().errors).join(' ')).toContain(
          'minFrequency',
        );
      });
    });
  },
);
