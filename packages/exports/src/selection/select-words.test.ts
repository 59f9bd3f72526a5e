import { DeckDownloadType, DeckOrder } from '@goi/contracts';
import { describe, expect, it } from 'vitest';
import { selectionDeck } from '../../test/fixtures';
import { InvalidDownloadRequestError } from '../errors';
import { selectWords } from './select-words';
import type { SelectionRequest } from './selection-request';

const { Full, TopGlobalFrequency, TopDeckFrequency, TopChronological } = DeckDownloadType;
const { Chronological, GlobalFrequency, DeckFrequency } = DeckOrder;

function texts(request: SelectionRequest): string[] {
  return selectWords(selectionDeck, request).map((word) => word.text);
}

function fieldOfError(request: SelectionRequest): string {
  try {
    selectWords(selectionDeck, request);
  } catch (error) {
    if (error instanceof InvalidDownloadRequestError) return error.field;
    throw error;
  }
  throw new Error('expected the request to be rejected');
}

describe('selectWords: download types and orders', () => {
  it('Full, in each order', () => {
    expect(texts({ downloadType: Full, order: Chronological })).toEqual([
      'A',
      'B',
      'C',
      'C2',
      'D',
      'E',
      'F',
    ]);
    // Unranked words go last; equal ranks keep their order of first appearance.
    expect(texts({ downloadType: Full, order: GlobalFrequency })).toEqual([
      'E',
      'B',
      'D',
      'F',
      'A',
      'C2',
      'C',
    ]);
    expect(texts({ downloadType: Full, order: DeckFrequency })).toEqual([
      'E',
      'A',
      'C',
      'D',
      'B',
      'F',
      'C2',
    ]);
  });

  it('TopGlobalFrequency keeps the inclusive rank range and drops unranked words', () => {
    const top = (min: number, max: number) =>
      texts({
        downloadType: TopGlobalFrequency,
        order: Chronological,
        minFrequency: min,
        maxFrequency: max,
      });
    expect(top(20, 100)).toEqual(['B', 'D', 'F']);
    expect(top(1, 1)).toEqual(['E']);
    expect(top(100, 100)).toEqual(['D', 'F']);
    expect(top(0, 0)).toEqual([]);
    expect(top(0, 1_000_000)).toEqual(['A', 'B', 'C2', 'D', 'E', 'F']);
  });

  it('TopDeckFrequency skips min and takes max − min by occurrences, then orders', () => {
    const top = (min: number, max: number, order: DeckOrder = DeckFrequency) =>
      texts({ downloadType: TopDeckFrequency, order, minFrequency: min, maxFrequency: max });
    expect(top(0, 2)).toEqual(['E', 'A']);
    expect(top(2, 5)).toEqual(['C', 'D', 'B']);
    expect(top(2, 5, Chronological)).toEqual(['B', 'C', 'D']);
    expect(top(0, 0)).toEqual([]);
    expect(top(0, 7)).toHaveLength(7);
    expect(top(5, 1000)).toEqual(['F', 'C2']);
    expect(top(7, 7)).toEqual([]);
  });

  it('TopChronological skips min and takes max − min by first appearance, then orders', () => {
    const top = (min: number, max: number, order: DeckOrder = Chronological) =>
      texts({ downloadType: TopChronological, order, minFrequency: min, maxFrequency: max });
    expect(top(0, 3)).toEqual(['A', 'B', 'C']);
    expect(top(1, 4, DeckFrequency)).toEqual(['C', 'B', 'C2']);
    expect(top(6, 7)).toEqual(['F']);
  });

  it('excludes known words by wordId, every form of them, before taking the range', () => {
    const known = { excludeKnownWords: true, knownWordIds: [3, 5] };
    expect(texts({ downloadType: Full, order: Chronological, ...known })).toEqual([
      'A',
      'B',
      'D',
      'F',
    ]);
    expect(
      texts({
        downloadType: TopDeckFrequency,
        order: DeckFrequency,
        minFrequency: 0,
        maxFrequency: 2,
        ...known,
      }),
    ).toEqual(['A', 'D']);
    // Ids given without asking to exclude them change nothing.
    expect(texts({ downloadType: Full, order: Chronological, knownWordIds: [3, 5] })).toHaveLength(
      7,
    );
  });

  it('drops kana forms after the range when asked', () => {
    expect(texts({ downloadType: Full, order: Chronological, excludeKana: true })).toEqual([
      'A',
      'C',
      'D',
      'F',
    ]);
    // The range is taken first, as in the reference: E (kana) uses one of the two places.
    expect(
      texts({
        downloadType: TopDeckFrequency,
        order: DeckFrequency,
        minFrequency: 0,
        maxFrequency: 2,
        excludeKana: true,
      }),
    ).toEqual(['A']);
  });

  it('returns new arrays and leaves the deck untouched', () => {
    const before = selectionDeck.map((word) => word.text);
    selectWords(selectionDeck, { downloadType: Full, order: DeckFrequency });
    expect(selectionDeck.map((word) => word.text)).toEqual(before);
  });
});

describe('selectWords: request validation', () => {
  const range = { downloadType: TopDeckFrequency, order: DeckFrequency } as const;

  it('rejects min > max, negative, fractional and missing bounds, naming the field', () => {
    expect(fieldOfError({ ...range, minFrequency: 5, maxFrequency: 4 })).toBe('minFrequency');
    expect(fieldOfError({ ...range, minFrequency: -1, maxFrequency: 4 })).toBe('minFrequency');
    expect(fieldOfError({ ...range, minFrequency: 0, maxFrequency: -4 })).toBe('maxFrequency');
    expect(fieldOfError({ ...range, minFrequency: 0.5, maxFrequency: 4 })).toBe('minFrequency');
    expect(fieldOfError({ ...range, minFrequency: 0 })).toBe('maxFrequency');
    expect(() =>
      selectWords(selectionDeck, { ...range, minFrequency: 5, maxFrequency: 4 }),
    ).toThrow('minFrequency: must not exceed maxFrequency (5 > 4)');
  });

  it('ignores the range for Full', () => {
    expect(
      texts({ downloadType: Full, order: Chronological, minFrequency: 9, maxFrequency: 1 }),
    ).toHaveLength(7);
  });

  it('rejects unknown types, orders and known ids', () => {
    expect(fieldOfError({ downloadType: 9 as never, order: DeckFrequency })).toBe('downloadType');
    expect(fieldOfError({ downloadType: Full, order: 7 as never })).toBe('order');
    expect(
      fieldOfError({
        downloadType: Full,
        order: DeckFrequency,
        excludeKnownWords: true,
        knownWordIds: [1, -2],
      }),
    ).toBe('knownWordIds');
  });

  it('rejects coverage goals outside (0, 100] or finer than 0.01', () => {
    for (const goal of [0, -5, 100.01, 33.333, Number.NaN, undefined]) {
      expect(
        fieldOfError({
          downloadType: DeckDownloadType.TargetCoverage,
          order: DeckFrequency,
          targetCoverage: goal,
        }),
      ).toBe('targetCoverage');
    }
  });
});

describe('selectWords: target coverage', () => {
  // The fixture deck has 50 occurrences: E 20, A 10, C 7, D 7, B 3, F 2, C2 1.
  const goal = (targetCoverage: number, extra: Partial<SelectionRequest> = {}) =>
    texts({
      downloadType: DeckDownloadType.TargetCoverage,
      order: DeckFrequency,
      targetCoverage,
      ...extra,
    });

  it('takes the most used words until the goal is reached', () => {
    expect(goal(40)).toEqual(['E']);
    expect(goal(40.01)).toEqual(['E', 'A']);
    expect(goal(50)).toEqual(['E', 'A']);
    expect(goal(100)).toEqual(['E', 'A', 'C', 'D', 'B', 'F', 'C2']);
    expect(goal(50, { order: Chronological })).toEqual(['A', 'E']);
  });

  it('counts known words as covered and never takes them', () => {
    expect(goal(50, { knownWordIds: [5] })).toEqual(['A']);
    expect(goal(50, { knownWordIds: [5, 1] })).toEqual([]);
  });

  it('takes no kana forms when they are excluded, and says when the goal is then out of reach', () => {
    expect(goal(50, { excludeKana: true })).toEqual(['A', 'C', 'D', 'F']);
    expect(() => goal(95, { excludeKana: true })).toThrow(
      'targetCoverage: 95.00% is out of reach: the words that can be downloaded bring coverage to 52.00% at most',
    );
  });

  it('returns nothing for a deck without occurrences', () => {
    expect(
      selectWords([], {
        downloadType: DeckDownloadType.TargetCoverage,
        order: DeckFrequency,
        targetCoverage: 90,
      }),
    ).toEqual([]);
  });
});

describe('selectWords: keepForm (word states, issue 20)', () => {
  it('keeps only the forms the predicate accepts, before the range is taken', () => {
    const keepForm = (wordId: number) => wordId !== 1 && wordId !== 5;
    const all = texts({ downloadType: Full, order: Chronological });
    const kept = texts({ downloadType: Full, order: Chronological, keepForm });
    expect(kept).toEqual(all.filter((text) => text !== 'A' && text !== 'E'));
    // The first two by deck frequency among the kept words (A and E, the most used, are gone).
    expect(
      texts({
        downloadType: TopDeckFrequency,
        order: DeckFrequency,
        minFrequency: 0,
        maxFrequency: 2,
        keepForm,
      }),
    ).toEqual(['C', 'D']);
    expect(texts({ downloadType: Full, order: Chronological, keepForm: () => false })).toEqual([]);
  });
});
