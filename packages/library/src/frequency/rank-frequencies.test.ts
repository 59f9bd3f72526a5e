import type { EntryUsage, FormPrior, FormUsage } from '@goi/db';
import { describe, expect, it } from 'vitest';
import { libraryWeight } from './frequency-blend';
import { rankFrequencies, type FrequencyRanking } from './rank-frequencies';
import { entriesInRankOrder } from './ranking-rows';

// 100: 食べる (prior 10) / たべる (unlisted); 200 (prior 5); 300 (unlisted); 400: two forms.
const forms: FormPrior[] = [
  { wordId: 100, readingIndex: 0, text: '食べる', reading: 'たべる', isKana: false, priorRank: 10 },
  {
    wordId: 100,
    readingIndex: 1,
    text: 'たべる',
    reading: 'たべる',
    isKana: true,
    priorRank: null,
  },
  { wordId: 200, readingIndex: 0, text: '彼女', reading: 'かのじょ', isKana: false, priorRank: 5 },
  {
    wordId: 300,
    readingIndex: 0,
    text: 'ぽつり',
    reading: 'ぽつり',
    isKana: true,
    priorRank: null,
  },
  { wordId: 400, readingIndex: 0, text: '日本', reading: 'にほん', isKana: false, priorRank: 20 },
  { wordId: 400, readingIndex: 1, text: 'にほん', reading: 'にほん', isKana: true, priorRank: 30 },
];
const formUsage: FormUsage[] = [
  { wordId: 100, readingIndex: 0, occurrences: 30, decks: 3 },
  { wordId: 100, readingIndex: 1, occurrences: 10, decks: 1 },
  { wordId: 200, readingIndex: 0, occurrences: 30, decks: 3 },
  { wordId: 400, readingIndex: 1, occurrences: 5, decks: 1 },
];
const entryUsage: EntryUsage[] = [
  { wordId: 100, occurrences: 40, decks: 3 },
  { wordId: 200, occurrences: 30, decks: 3 },
  { wordId: 400, occurrences: 5, decks: 1 },
];

function entryRanks(ranking: FrequencyRanking): Record<number, number | undefined> {
  return Object.fromEntries(
    [...ranking.entries.wordId].map((id, i) => [id, ranking.entries.rank[i]]),
  );
}

function formRanks(ranking: FrequencyRanking): Record<string, number | undefined> {
  const { forms: columns } = ranking;
  return Object.fromEntries(
    [...columns.wordId].map((id, i) => [`${id}/${columns.readingIndex[i]}`, columns.rank[i]]),
  );
}

describe('rankFrequencies without the prior (the reference: priorDecks 0)', () => {
  const ranking = rankFrequencies(
    { entries: [], forms, formUsage, entryUsage, deckCount: 3 },
    { priorDecks: 0 },
  );

  it('ranks entries by round(100 × ln(1 + occurrences) × decks), unseen entries at the tail', () => {
    // 100: round(100 ln 41 × 3) = 1114; 200: round(100 ln 31 × 3) = 1030; 400: round(100 ln 6) = 179.
    expect(ranking.libraryWeight).toBe(1);
    expect(entryRanks(ranking)).toEqual({ 100: 1, 200: 2, 400: 3, 300: 4 });
  });

  it('ranks all forms of all entries in one competition ranking (1, 1, 3, 4, 5, 5)', () => {
    // 100/0 and 200/0 have the same score (30 occurrences in 3 decks) and share rank 1.
    expect(formRanks(ranking)).toEqual({
      '100/0': 1,
      '200/0': 1,
      '100/1': 3,
      '400/1': 4,
      '400/0': 5,
      '300/0': 5,
    });
  });

  it('gives each form its share of the entry, and each entry its share of all occurrences', () => {
    expect([...ranking.forms.percentage]).toEqual([75, 25, 100, 0, 0, 100]);
    expect(ranking.totalOccurrences).toBe(75);
    expect([...ranking.entries.observedFrequency]).toEqual([40 / 75, 30 / 75, 0, 5 / 75]);
    expect([...ranking.entries.usedInMediaAmount]).toEqual([3, 3, 0, 1]);
    expect([...ranking.forms.occurrences]).toEqual([30, 10, 30, 0, 0, 5]);
  });

  it('lists entries in rank order with their forms in reading order', () => {
    const entries = [...entriesInRankOrder(ranking)];
    expect(entries.map((entry) => [entry.wordId, entry.rank])).toEqual([
      [100, 1],
      [200, 2],
      [400, 3],
      [300, 4],
    ]);
    expect(entries[0]!.forms).toEqual([
      { readingIndex: 0, rank: 1, percentage: 75, occurrences: 30, usedInMediaAmount: 3 },
      { readingIndex: 1, rank: 3, percentage: 25, occurrences: 10, usedInMediaAmount: 1 },
    ]);
  });
});

describe('rankFrequencies blended with the prior', () => {
  it('gives the prior order for an empty library (best form for an entry, unlisted at the tail)', () => {
    const ranking = rankFrequencies({
      entries: [],
      forms,
      formUsage: [],
      entryUsage: [],
      deckCount: 0,
    });
    expect(ranking.libraryWeight).toBe(0);
    expect(entryRanks(ranking)).toEqual({ 200: 1, 100: 2, 400: 3, 300: 4 });
    expect(formRanks(ranking)).toEqual({
      '200/0': 1,
      '100/0': 2,
      '400/0': 3,
      '400/1': 4,
      '100/1': 5,
      '300/0': 5,
    });
    expect(ranking.totalOccurrences).toBe(0);
    expect([...ranking.entries.observedFrequency]).toEqual([0, 0, 0, 0]);
  });

  it('lets a large library override the prior', () => {
    // The library reverses the prior: 400 most used, then 300, then 100; 200 never seen.
    const ranking = rankFrequencies({
      entries: [],
      forms,
      formUsage: [],
      entryUsage: [
        { wordId: 400, occurrences: 900_000, decks: 5000 },
        { wordId: 300, occurrences: 50_000, decks: 3000 },
        { wordId: 100, occurrences: 400, decks: 20 },
      ],
      deckCount: 5000,
    });
    expect(ranking.libraryWeight).toBeCloseTo(5000 / 5050, 10);
    expect(entryRanks(ranking)).toEqual({ 400: 1, 300: 2, 100: 3, 200: 4 });
  });

  describe('a library of 6 decks over 1,000 entries', () => {
    // Entries 1…1000; the prior lists 1…900 in order, 901…1000 are unlisted.
    const manyForms: FormPrior[] = Array.from({ length: 1000 }, (_, i) => ({
      wordId: i + 1,
      readingIndex: 0,
      text: `語${i}`,
      reading: `ご${i}`,
      isKana: false,
      priorRank: i < 900 ? i + 1 : null,
    }));
    // The library saw the 50 commonest words (most used first), and 800 and 950 once each.
    const seen: EntryUsage[] = [
      ...Array.from({ length: 50 }, (_, i) => ({
        wordId: i + 1,
        occurrences: 1000 - i * 10,
        decks: 6,
      })),
      { wordId: 800, occurrences: 1, decks: 1 },
      { wordId: 950, occurrences: 1, decks: 1 },
    ];
    const small = rankFrequencies({
      entries: [],
      forms: manyForms,
      formUsage: [],
      entryUsage: seen,
      deckCount: 6,
    });
    const priorOnly = rankFrequencies({
      entries: [],
      forms: manyForms,
      formUsage: [],
      entryUsage: [],
      deckCount: 0,
    });
    const rank = (ranking: FrequencyRanking, wordId: number) => ranking.entries.rank[wordId - 1]!;

    it('weighs the library by its decks', () => {
      expect(small.libraryWeight).toBeCloseTo(6 / 56, 10);
      expect(libraryWeight(50)).toBe(0.5);
    });

    it('keeps the prior order among words the library never saw', () => {
      const unseen = [100, 200, 300, 500, 799, 801, 900];
      const ranks = unseen.map((wordId) => rank(small, wordId));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(ranks).size).toBe(unseen.length);
    });

    it('ranks a word the prior calls common above a rare word the library saw once', () => {
      expect(rank(small, 60)).toBeLessThan(rank(small, 800));
      expect(rank(small, 1)).toBe(1);
    });

    it('lifts words the library saw above their prior-only rank', () => {
      expect(rank(small, 800)).toBeLessThan(rank(priorOnly, 800));
      // 950 and 1000 are both unlisted; only 950 was seen.
      expect(rank(priorOnly, 950)).toBe(rank(priorOnly, 1000));
      expect(rank(small, 950)).toBeLessThan(rank(small, 1000));
    });
  });

  it('rejects forms out of order and a negative prior weight', () => {
    expect(() =>
      rankFrequencies({
        entries: [],
        forms: [forms[1]!, forms[0]!],
        formUsage: [],
        entryUsage: [],
        deckCount: 0,
      }),
    ).toThrow(/form 100\/0 \(forms\[1\]\) comes after 100\/1/);
    expect(() => libraryWeight(3, { priorDecks: -1 })).toThrow(/priorDecks/);
  });

  it('ignores usage of words the dictionary no longer has, but counts their occurrences', () => {
    const ranking = rankFrequencies({
      entries: [],
      forms: forms.slice(0, 2),
      formUsage: [{ wordId: 999, readingIndex: 0, occurrences: 5, decks: 1 }],
      entryUsage: [{ wordId: 999, occurrences: 5, decks: 1 }],
      deckCount: 1,
    });
    expect([...ranking.entries.wordId]).toEqual([100]);
    expect(ranking.totalOccurrences).toBe(5);
  });
});
