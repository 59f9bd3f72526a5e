import { kanjiDtoSchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  NEKO,
  TABEMONO,
  TABERU,
  importSearchDictionary,
  setFormUsage,
} from '../../../test/support/search-test-dictionary';

describeEachDialect('/api/kanji/{character}', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    await importSearchDictionary(database().db);
    await setFormUsage(database().db, [
      { wordId: NEKO, readingIndex: 0, frequencyRank: 1, occurrences: 50 },
      { wordId: TABERU, readingIndex: 0, frequencyRank: 2, occurrences: 30 },
      // たべる (a kana form) has no kanji: not a word of 食.
      { wordId: TABERU, readingIndex: 2, frequencyRank: 3, occurrences: 20 },
      { wordId: TABEMONO, readingIndex: 0, frequencyRank: 4, occurrences: 10 },
    ]);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
    });
  }, 60_000);
  afterAll(() => testApp.close());

  const kanji = (character: string, query = '') =>
    testApp.app.inject(`/api/kanji/${encodeURIComponent(character)}${query}`);

  it('gives 食 from KANJIDIC2 with the library words written with it, most frequent first', async () => {
    const response = await kanji('食');
    expect(response.statusCode, response.body).toBe(200);
    const page = kanjiDtoSchema.parse(response.json());
    expect(page).toMatchObject({
      character: '食',
      meanings: ['eat', 'food'],
      onReadings: ['ショク', 'ジキ'],
      strokeCount: 9,
      grade: 2,
      jlpt: 4,
      newspaperRank: 328,
      library: { occurrences: 40, words: 2 },
    });
    expect(page.kunReadings).toContain('た.べる');
    expect(page.words.data.map((word) => [word.wordId, word.text, word.occurrences])).toEqual([
      [TABERU, '食[た]べる', 30],
      [TABEMONO, '食[た]べ物[もの]', 10],
    ]);
    expect(page.words).toMatchObject({ totalItems: 2, pageSize: 20, currentOffset: 0 });
    const second = kanjiDtoSchema.parse((await kanji('食', '?offset=1')).json());
    expect(second.words.data.map((word) => word.wordId)).toEqual([TABEMONO]);
  });

  it('gives a kanji the library does not use with no words', async () => {
    const page = kanjiDtoSchema.parse((await kanji('喫')).json());
    expect(page.library).toEqual({ occurrences: 0, words: 0 });
    expect(page.words.data).toEqual([]);
  });

  it('answers 404 for a character that is no kanji or not in KANJIDIC2, 400 for several', async () => {
    const notKanji = await kanji('a');
    expect(notKanji.statusCode).toBe(404);
    expect(notKanji.json().message).toBe('Kanji a not found');
    expect((await kanji('の')).statusCode).toBe(404);
    expect((await kanji('食べ')).statusCode).toBe(400);
    expect((await kanji('食', '?offset=-1')).statusCode).toBe(400);
  });
});
