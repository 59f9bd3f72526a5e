import { MediaType, formKey } from '@goi/contracts';
import {
  countDeckWordsInRankRange,
  getFormFrequencies,
  getWordFrequencies,
  wordIdsInRankRange,
} from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { computeFrequencyRanking } from './frequency-ranking';
import { addDeck, addForms, resetLibrary } from '../../test/support/library-fixture';
import { recomputeFrequencies, type RecomputeProgress } from './recompute-frequencies';

describeEachDialect('global frequency ranks', (database) => {
  let novel = 0;
  beforeAll(async () => {
    const { db } = database();
    await resetLibrary(db);
    await addForms(db, [
      { wordId: 100, readingIndex: 0, priorRank: 10 },
      { wordId: 100, readingIndex: 1 },
      { wordId: 200, readingIndex: 0, priorRank: 5 },
      { wordId: 300, readingIndex: 0 },
      { wordId: 400, readingIndex: 0, priorRank: 20 },
      { wordId: 400, readingIndex: 1, priorRank: 30 },
    ]);
    novel = await addDeck(db, {
      mediaType: MediaType.Novel,
      words: [
        [100, 0, 20],
        [100, 1, 10],
        [200, 0, 20],
      ],
    });
    // A volume of the novel: its words are already in the parent and must not count twice.
    await addDeck(db, { mediaType: MediaType.Novel, parentDeckId: novel, words: [[300, 0, 500]] });
    await addDeck(db, {
      mediaType: MediaType.Anime,
      words: [
        [100, 0, 5],
        [200, 0, 5],
        [400, 1, 5],
      ],
    });
    await addDeck(db, {
      mediaType: MediaType.Anime,
      words: [
        [100, 0, 5],
        [200, 0, 5],
      ],
    });
  });

  it('ranks over top-level decks only, entries and forms (reference scores with priorDecks 0)', async () => {
    const ranking = await computeFrequencyRanking(database().db, undefined, { priorDecks: 0 });
    expect(ranking.mediaType).toBeNull();
    expect(ranking.deckCount).toBe(3);
    expect(ranking.totalOccurrences).toBe(75);
    // 100: 40 occurrences in 3 decks; 200: 30 in 3; 400: 5 in 1; 300 only in the volume.
    expect([...ranking.entries.wordId]).toEqual([100, 200, 300, 400]);
    expect([...ranking.entries.rank]).toEqual([1, 2, 4, 3]);
    expect([...ranking.entries.usedInMediaAmount]).toEqual([3, 3, 0, 1]);
    // 100/0 and 200/0: 30 occurrences in 3 decks each, tied at 1.
    expect([...ranking.forms.rank]).toEqual([1, 3, 1, 5, 5, 4]);
    expect([...ranking.forms.percentage]).toEqual([75, 25, 100, 0, 0, 100]);
  });

  it('ranks one media type over its own decks', async () => {
    const anime = await computeFrequencyRanking(database().db, MediaType.Anime, { priorDecks: 0 });
    expect(anime.mediaType).toBe(MediaType.Anime);
    expect(anime.deckCount).toBe(2);
    expect(anime.totalOccurrences).toBe(25);
    // 100 and 200: 10 occurrences in 2 decks each (tied); 400: 5 in 1.
    expect([...anime.entries.rank]).toEqual([1, 1, 4, 3]);
    expect([...anime.forms.percentage]).toEqual([100, 0, 100, 0, 0, 100]);
    const manga = await computeFrequencyRanking(database().db, MediaType.Manga);
    expect(manga.deckCount).toBe(0);
    expect(manga.libraryWeight).toBe(0);
    // No manga: the prior's order (200 → 5, 100 → 10, 400 → 20, 300 unlisted).
    expect([...manga.entries.rank]).toEqual([2, 1, 4, 3]);
  });

  it('writes every entry and form in one go, replacing earlier rows, and reports progress', async () => {
    const { db } = database();
    const decks = await db.selectFrom('decks').select('deckId').execute();
    const steps: RecomputeProgress[] = [];
    const first = await recomputeFrequencies(db, { priorDecks: 0 });
    const result = await recomputeFrequencies(db, {
      priorDecks: 0,
      onProgress: (progress) => steps.push(progress),
    });
    expect(first).toEqual(result);
    expect(result).toEqual({
      deckCount: 3,
      totalOccurrences: 75,
      libraryWeight: 1,
      entries: 4,
      forms: 6,
      seenEntries: 3,
      seenForms: 4,
      ratedDecks: decks.length,
    });
    expect([...new Set(steps.map((step) => step.step))]).toEqual([
      'counting deck words',
      'ranking',
      'writing word ranks',
      'writing form ranks',
      'rating decks',
    ]);
    expect(steps.filter((step) => step.step === 'writing form ranks').at(-1)).toEqual({
      step: 'writing form ranks',
      done: 6,
      total: 6,
    });
    // Every deck is rated against the new ranks.
    const rated = await db.selectFrom('decks').select('difficulty').execute();
    expect(rated).toHaveLength(decks.length);
    for (const deck of rated) expect(deck.difficulty).toBeGreaterThanOrEqual(0);
    expect(await db.selectFrom('wordFrequencies').select('wordId').execute()).toHaveLength(4);
    expect(await db.selectFrom('formFrequencies').select('wordId').execute()).toHaveLength(6);
  });

  it('reads ranks of some entries and forms', async () => {
    const { db } = database();
    const words = await getWordFrequencies(db, [100, 300, 100, 12345]);
    expect([...words.keys()].sort((a, b) => a - b)).toEqual([100, 300]);
    expect(words.get(100)).toEqual({
      wordId: 100,
      frequencyRank: 1,
      occurrences: 40,
      usedInMediaAmount: 3,
      observedFrequency: 40 / 75,
    });
    expect(words.get(300)).toMatchObject({
      frequencyRank: 4,
      occurrences: 0,
      usedInMediaAmount: 0,
    });

    const forms = await getFormFrequencies(db, [
      { wordId: 100, readingIndex: 1 },
      { wordId: 400, readingIndex: 1 },
      { wordId: 400, readingIndex: 7 },
    ]);
    expect([...forms.keys()].sort((a, b) => a - b)).toEqual([formKey(100, 1), formKey(400, 1)]);
    expect(forms.get(formKey(100, 1))).toEqual({
      wordId: 100,
      readingIndex: 1,
      frequencyRank: 3,
      occurrences: 10,
      usedInMediaAmount: 1,
      frequencyPercentage: 25,
    });
    expect((await getWordFrequencies(db, [])).size).toBe(0);
  });

  it('counts a deck’s words by form rank and lists entries by word rank (inclusive ranges)', async () => {
    const { db } = database();
    // The novel has 100/0 (rank 1), 100/1 (3) and 200/0 (1).
    expect(await countDeckWordsInRankRange(db, novel, 1, 1)).toBe(2);
    expect(await countDeckWordsInRankRange(db, novel, 1, 3)).toBe(3);
    expect(await countDeckWordsInRankRange(db, novel, 4, 100)).toBe(0);
    expect(await wordIdsInRankRange(db, 1, 3)).toEqual([100, 200, 400]);
    expect(await wordIdsInRankRange(db, 4, 4)).toEqual([300]);
    await expect(wordIdsInRankRange(db, 5, 2)).rejects.toThrow(
      /min \(5\) is greater than max \(2\)/,
    );
    await expect(countDeckWordsInRankRange(db, novel, -1, 2)).rejects.toThrow(/min must be/);
  });

  it('blends with the prior by default (3 decks: the library nudges, the prior leads)', async () => {
    const { db } = database();
    const result = await recomputeFrequencies(db);
    expect(result.libraryWeight).toBeCloseTo(3 / 53, 10);
    const words = await getWordFrequencies(db, [100, 200, 300, 400]);
    // Prior: 200 (5) before 100 (10) before 400 (20); 300 unlisted and unseen comes last.
    expect([100, 200, 300, 400].map((id) => words.get(id)?.frequencyRank)).toEqual([2, 1, 4, 3]);
  });
});
