import { vocabularySearchPageSchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  KUU,
  NEKO,
  TABERU,
  importSearchDictionary,
  setWordRanks,
} from '../../../test/support/search-test-dictionary';

describeEachDialect('/api/vocabulary/search', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    await importSearchDictionary(database().db);
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
    });
  }, 60_000);
  afterAll(() => testApp.close());

  const search = async (query: string, offset = 0) => {
    const response = await testApp.app.inject(
      `/api/vocabulary/search?query=${encodeURIComponent(query)}&offset=${offset}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return vocabularySearchPageSchema.parse(response.json());
  };

  it('finds 食べる from a conjugated form, with the steps undone', async () => {
    const page = await search('食べなかった');
    expect(page.data[0]).toMatchObject({
      wordId: TABERU,
      readingIndex: 0,
      text: '食[た]べる',
      reading: 'たべる',
      match: 'deinflected',
      conjugations: ['negative', 'past'],
      meanings: ['to eat', 'to live on (e.g. a salary); to live off; to subsist on'],
    });
  });

  it('finds 食べる from romaji, plain or conjugated, and shows its kanji form', async () => {
    for (const query of ['taberu', 'TABERU', 'ｔａｂｅｒｕ', 'tabenakatta']) {
      const [first] = (await search(query)).data;
      expect(first, query).toMatchObject({ wordId: TABERU, readingIndex: 0, text: '食[た]べる' });
    }
    expect((await search('taberu')).data[0]!.match).toBe('romaji');
    expect((await search('tabenakatta')).data[0]!.match).toBe('deinflected');
  });

  it('finds 食べる first for "to eat" and "eat", then the other verbs glossed "to eat"', async () => {
    const toEat = await search('to eat');
    const eat = await search('eat');
    expect(toEat.data[0]).toMatchObject({ wordId: TABERU, match: 'meaning' });
    expect(eat.data.map((result) => result.wordId)).toEqual(
      toEat.data.map((result) => result.wordId),
    );
    // 食う's first gloss is "to eat" too; 食べる is the more frequent.
    expect(eat.data[1]!.wordId).toBe(KUU);
    // A gloss that only mentions eating among other words ranks after the exact ones.
    const exact = eat.data.findIndex((result) => !result.meanings[0]!.startsWith('to eat'));
    expect(exact).toBeGreaterThan(1);
  });

  it('finds 猫 first by kanji, kana, romaji and English', async () => {
    for (const query of ['猫', 'ねこ', 'ネコ', 'neko', 'cat']) {
      const [first] = (await search(query)).data;
      expect(first, query).toMatchObject({ wordId: NEKO, readingIndex: 0, text: '猫[ねこ]' });
    }
    expect((await search('猫')).data[0]!.match).toBe('exact');
    // Words in a gloss's note match after the gloss's own words: "domestic" is in 猫's note only.
    const domestic = await search('domestic cat');
    expect(domestic.data.map((result) => result.wordId)).toContain(NEKO);
    expect(domestic.data[0]!.wordId).not.toBe(NEKO);
  });

  it('says so when nothing matches: an empty page', async () => {
    expect(await search('xylophonequux')).toEqual({
      data: [],
      totalItems: 0,
      pageSize: 20,
      currentOffset: 0,
    });
    // Only stop words: nothing to look for.
    expect((await search('the of')).totalItems).toBe(0);
  });

  it('pages through the results', async () => {
    const first = await search('eat');
    expect(first.totalItems).toBeGreaterThan(2);
    const second = await search('eat', 1);
    expect(second.currentOffset).toBe(1);
    expect(second.data[0]).toEqual(first.data[1]);
    expect((await search('eat', 1000)).data).toEqual([]);
  });

  it('ranks equal glosses by frequency', async () => {
    const { db } = database();
    await setWordRanks(db, { [KUU]: 1, [TABERU]: 2 });
    try {
      const [first, second] = (await search('eat')).data;
      expect([first!.wordId, second!.wordId]).toEqual([KUU, TABERU]);
      expect(first!.frequencyRank).toBe(1);
    } finally {
      await setWordRanks(db);
    }
  });

  describe('bad input', () => {
    it('answers 400 for an empty, blank or too long query and a bad offset', async () => {
      for (const url of [
        '/api/vocabulary/search',
        '/api/vocabulary/search?query=',
        '/api/vocabulary/search?query=%20%20',
        `/api/vocabulary/search?query=${'猫'.repeat(101)}`,
        '/api/vocabulary/search?query=cat&offset=-1',
      ]) {
        const response = await testApp.app.inject(url);
        expect(response.statusCode, url).toBe(400);
      }
    });
  });
});
