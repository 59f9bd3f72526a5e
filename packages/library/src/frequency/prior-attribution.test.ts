import type { EntryPrior, FormPrior } from '@goi/db';
import { describe, expect, it } from 'vitest';
import { competitionRanks } from './competition-ranks';
import { attributePriors, PSEUDO_OCCURRENCES } from './prior-attribution';

const form = (
  wordId: number,
  readingIndex: number,
  text: string,
  reading: string,
  isKana: boolean,
  priorRank: number | null,
): FormPrior => ({ wordId, readingIndex, text, reading, isKana, priorRank });

const entry = (
  wordId: number,
  priorityScore: number,
  marks: { usuallyKana?: boolean; functionWord?: boolean } = {},
): [number, EntryPrior] => [
  wordId,
  {
    wordId,
    priorityScore,
    usuallyKana: marks.usuallyKana ?? false,
    functionWord: marks.functionWord ?? false,
  },
];

// The pair (で, で), rank 19, is a form of 1 the particle, 2 the copula's continuative form and
// 3 出 "coming out" (kanji word; its own spelling 出 is rank 7,484). 4 為る/する "to do" (main
// sense uk) has its own pair (為る, する) at 13 and shares (する, する), rank 40,246, with
// 5 擦る. 6 and 7 are unrelated words with equal ranks and different priorities.
const forms = [
  form(1, 0, 'で', 'で', true, 19),
  form(2, 0, 'で', 'で', true, 19),
  form(3, 0, '出', 'で', false, 7484),
  form(3, 1, 'で', 'で', true, 19),
  form(4, 0, '為る', 'する', false, 13),
  form(4, 1, 'する', 'する', true, 40246),
  form(5, 0, '擦る', 'する', false, 5455),
  form(5, 1, 'する', 'する', true, 40246),
  form(6, 0, '語六', 'ごろく', false, 100),
  form(7, 0, '語七', 'ごなな', false, 100),
];
const formStart = Int32Array.from([0, 1, 2, 4, 6, 8, 9, 10]);
const entries = new Map<number, EntryPrior>([
  entry(1, 15, { functionWord: true }),
  entry(2, 0, { functionWord: true }),
  entry(3, 19),
  entry(4, 20, { usuallyKana: true }),
  entry(5, 31),
  entry(6, 20),
  entry(7, 0),
]);

const particle = Math.exp(1.5) * 10;
const de = 0.05 * Math.exp(1.9);

describe('attributePriors without a library', () => {
  const { entryPrior, formPrior } = attributePriors(forms, formStart, entries);
  const rankOf = competitionRanks(entryPrior, 'ascending');

  it('shares a (spelling, reading) pair: the particle で is common, 出 is not', () => {
    // Weights of (で, で): particle 1 × e^1.5 × 10, copula 1 × 1 × 10, 出's kana reading 0.05 × e^1.9.
    const total = particle + 10 + de;
    expect(entryPrior[0]).toBeCloseTo(19 / (particle / total) - 0.015, 6);
    expect(entryPrior[1]).toBeCloseTo(19 / (10 / total), 6);
    // 出 is written in kanji: ranked by 出 (7,484), its kana reading で does not speak for it.
    expect(entryPrior[2]).toBeCloseTo(7484 - 0.019, 6);
    expect(rankOf[0]).toBeLessThan(rankOf[2]!);
  });

  it('ranks a usually-kana entry by its own headword pair and gives that rank to its kana form', () => {
    expect(entryPrior[3]).toBeCloseTo(13 - 0.02, 10);
    // The entry's uses split over its forms: the main form する 1, 為る 0.1 (no library here).
    expect(formPrior[5]).toBeCloseTo(13 * 1.1 - 0.02, 10);
    expect(formPrior[4]).toBeCloseTo(13 * 11 - 0.02, 10);
    expect(entryPrior[4]).toBeCloseTo(5455 - 0.031, 10); // 擦る: its own spelling
  });

  it('keeps a borrowed form no commoner than its entry', () => {
    expect(formPrior[3]).toBeGreaterThanOrEqual(entryPrior[2]!); // で of 出
    expect(formPrior[7]).toBeGreaterThanOrEqual(entryPrior[4]!); // する of 擦る
  });

  it('orders equal ranks by JMdict priority, never across ranks', () => {
    expect(entryPrior[5]).toBeLessThan(entryPrior[6]!);
    expect(entryPrior[6]).toBe(100);
    expect(entryPrior[5]).toBeGreaterThan(99);
  });
});

describe('attributePriors with the library’s choice', () => {
  it('splits a shared pair as the parser did on real text', () => {
    // The library read で as 出 900 times and as the particle 100 times (a made-up corpus where
    // 出 dominates): the shares follow, smoothed by the dictionary's estimate.
    const occurrences = new Float64Array(forms.length);
    occurrences[0] = 100;
    occurrences[3] = 900;
    const { entryPrior } = attributePriors(forms, formStart, entries, occurrences);
    const total = particle + 10 + de;
    const share = (own: number, weight: number) =>
      (own + (PSEUDO_OCCURRENCES * weight) / total) / (1000 + PSEUDO_OCCURRENCES);
    expect(entryPrior[0]).toBeCloseTo(19 / share(100, particle) - 0.015, 6);
    expect(entryPrior[1]).toBeCloseTo(19 / share(0, 10), 6);
    expect(entryPrior[0]).toBeGreaterThan(19 / (particle / total)); // less than without the library
    expect(entryPrior[2]).toBeCloseTo(7484 - 0.019, 6);
  });

  it('leaves unlisted entries unlisted, ordered by priority', () => {
    const unlisted = [form(1, 0, '甲', 'こう', false, 5), form(2, 0, '乙', 'おつ', false, null)];
    const { entryPrior } = attributePriors(
      unlisted,
      Int32Array.from([0, 1, 2]),
      new Map([entry(1, 0), entry(2, 10)]),
    );
    expect(entryPrior[1]).toBeCloseTo(6 - 0.01, 10);
  });
});
