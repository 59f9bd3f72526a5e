import type { EntryPrior, FormPrior } from '@goi/db';
import { describe, expect, it } from 'vitest';
import { competitionRanks } from './competition-ranks';
import { attributePriors } from './prior-attribution';

const form = (
  wordId: number,
  readingIndex: number,
  text: string,
  isKana: boolean,
  priorRank: number | null,
): FormPrior => ({ wordId, readingIndex, text, isKana, priorRank });

// 1 居る (uk) and 2 入る share いる (rank 3, earned by 居る); 3 癒る is unlisted but for いる;
// 4 た is kana only; 5 and 6 have the same rank and differ in JMdict priority.
const forms = [
  form(1, 0, '居る', false, 18),
  form(1, 1, 'いる', true, 3),
  form(2, 0, '入る', false, 6025),
  form(2, 1, 'いる', true, 3),
  form(3, 0, '癒る', false, null),
  form(3, 1, 'いる', true, 3),
  form(4, 0, 'た', true, 2),
  form(5, 0, '語五', false, 100),
  form(6, 0, '語六', false, 100),
];
const formStart = Int32Array.from([0, 2, 4, 6, 7, 8, 9]);
const entries = new Map<number, EntryPrior>(
  [
    { wordId: 1, priorityScore: 20, usuallyKana: true },
    { wordId: 2, priorityScore: 20, usuallyKana: false },
    { wordId: 3, priorityScore: 0, usuallyKana: false },
    { wordId: 4, priorityScore: 0, usuallyKana: false },
    { wordId: 5, priorityScore: 20, usuallyKana: false },
  ].map((entry) => [entry.wordId, entry]),
);

describe('attributePriors', () => {
  const { entryPrior, formPrior } = attributePriors(forms, formStart, entries);

  it('credits a shared kana spelling only to kana-only and usually-kana entries', () => {
    // Entries 1…6: た (2), 居る via いる (3), 語五 (100, ichi-like priority), 語六 (100), 入る (6025),
    // 癒る (unlisted: いる is not its own evidence).
    expect([...competitionRanks(entryPrior, 'ascending')]).toEqual([2, 5, 6, 1, 3, 4]);
    expect(entryPrior[1]).toBeCloseTo(6025 - 0.02, 10);
    expect(entryPrior[2]).toBe(6026);
  });

  it('caps a borrowed kana form at its entry’s rank', () => {
    expect(formPrior[1]).toBeCloseTo(3 - 0.02, 10); // いる of 居る: its own
    expect(formPrior[3]).toBeCloseTo(6025 - 0.02, 10); // いる of 入る: no commoner than 入る
    expect(formPrior[5]).toBe(6026); // いる of 癒る: unlisted like its entry
    expect(formPrior[4]).toBe(6026);
    expect(formPrior[6]).toBe(2);
  });

  it('orders equal ranks by JMdict priority, never across ranks', () => {
    expect(formPrior[7]).toBeLessThan(formPrior[8]!);
    expect(formPrior[8]).toBeLessThan(101 - 0.02);
  });
});

describe('attributePriors for shared spellings no entry qualifies for by kana', () => {
  it('credits the highest-priority sharers (私 goes to わたし, こうしょう to 交渉)', () => {
    const shared = [
      form(10, 0, '私', false, 18),
      form(10, 1, 'わたし', true, 20),
      form(11, 0, '私', false, 18),
      form(11, 1, 'わっち', true, null),
      form(12, 0, '交渉', false, 900),
      form(12, 1, 'こうしょう', true, 700),
      form(13, 0, '高尚', false, null),
      form(13, 1, 'こうしょう', true, 700),
    ];
    const scores = new Map<number, EntryPrior>(
      [
        { wordId: 10, priorityScore: 40, usuallyKana: false },
        { wordId: 12, priorityScore: 35, usuallyKana: false },
        { wordId: 13, priorityScore: 5, usuallyKana: false },
      ].map((entry) => [entry.wordId, entry]),
    );
    const { entryPrior } = attributePriors(shared, Int32Array.from([0, 2, 4, 6, 8]), scores);
    expect(entryPrior[0]).toBeCloseTo(18 - 0.04, 10);
    expect(entryPrior[1]).toBe(901); // unlisted: 私 was わたし's
    expect(entryPrior[2]).toBeCloseTo(700 - 0.035, 10);
    expect(entryPrior[3]).toBeCloseTo(901 - 0.005, 10);
  });
});
