/**
 * Dictionary search on the whole vendored dictionary (about 214,000 entries, SQLite): the
 * issue's checked queries against every rival the dictionary has, not only the API suites'
 * fixture. There are no library ranks here, so JMdict priority decides among equal glosses.
 */
import type { DatabaseHandle } from '@goi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDictionary, searchResultsPage } from '../../src/search';
import { openTestDictionary } from '../support/dictionary';

const TABERU = 1358280;
const NEKO = 1467640;

describe('dictionary search on the full dictionary', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDictionary();
  });
  afterAll(() => handle.close());

  const firstOf = async (query: string) => {
    const hits = await searchDictionary(handle.db, query);
    const [first] = await searchResultsPage(handle.db, hits.slice(0, 1));
    return first;
  };

  it.each(['食べなかった', 'taberu', 'to eat', 'eat', 'たべる', 'tabenakatta'])(
    'finds 食べる first for %s',
    async (query) => {
      expect(await firstOf(query)).toMatchObject({ wordId: TABERU, text: '食[た]べる' });
    },
  );

  it.each(['猫', 'ねこ', 'neko', 'cat'])('finds 猫 first for %s', async (query) => {
    expect(await firstOf(query)).toMatchObject({ wordId: NEKO, text: '猫[ねこ]' });
  });

  it('finds conjugated verbs by their dictionary form, the most common reading first', async () => {
    expect((await firstOf('行った'))?.text).toBe('行[い]く');
    expect((await firstOf('読ませられなかった'))?.text).toBe('読[よ]む');
  });

  it('finds nothing for a word no gloss has', async () => {
    expect(await searchDictionary(handle.db, 'xylophonequux')).toEqual([]);
  });
});
