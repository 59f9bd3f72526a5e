import { describeEachDialect, testFormRow } from '@goi/db/testing';
import type { GlobalFrequencyEntry } from '@goi/exports';
import { beforeAll, expect, it } from 'vitest';
import {
  entriesOfRanking,
  storedGlobalEntries,
  type RankColumns,
} from './global-frequency-entries';

async function collect(entries: AsyncIterable<GlobalFrequencyEntry>) {
  const result: GlobalFrequencyEntry[] = [];
  for await (const entry of entries) result.push(entry);
  return result;
}

// Sparse ids, as in JMdict; entry 40 has a kanji and a kana form, 70 is not in the dictionary.
const dictionary = [
  { wordId: 10, readingIndex: 0, text: 'する', formType: 1, furigana: 'する' },
  { wordId: 40, readingIndex: 0, text: '日', formType: 0, furigana: '日[ひ]' },
  { wordId: 40, readingIndex: 1, text: 'ひ', formType: 1, furigana: 'ひ' },
  { wordId: 55, readingIndex: 0, text: '猫', formType: 0, furigana: '猫[ねこ]' },
  { wordId: 90, readingIndex: 0, text: 'コーヒー', formType: 1, furigana: 'コーヒー' },
];
// [wordId, readingIndex, form rank, percentage, used in media]
const formRows = [
  [10, 0, 2, 100, 3],
  [40, 0, 1, 80, 5],
  [40, 1, 9, 20, 1],
  [55, 0, 4, 100, 2],
  [70, 0, 5, 100, 1],
  [90, 0, 3, 100, 1],
] as const;
// [wordId, word rank]: 55 and 90 tie, 70 has no dictionary form.
const wordRows = [
  [10, 1],
  [40, 2],
  [55, 3],
  [70, 3],
  [90, 3],
] as const;

const expected: GlobalFrequencyEntry[] = [
  {
    wordId: 10,
    rank: 1,
    forms: [{ text: 'する', isKana: true, rank: 2, percentage: 100, usedInMediaAmount: 3 }],
  },
  {
    wordId: 40,
    rank: 2,
    forms: [
      {
        text: '日',
        isKana: false,
        furigana: '日[ひ]',
        rank: 1,
        percentage: 80,
        usedInMediaAmount: 5,
      },
      { text: 'ひ', isKana: true, rank: 9, percentage: 20, usedInMediaAmount: 1 },
    ],
  },
  {
    wordId: 55,
    rank: 3,
    forms: [
      {
        text: '猫',
        isKana: false,
        furigana: '猫[ねこ]',
        rank: 4,
        percentage: 100,
        usedInMediaAmount: 2,
      },
    ],
  },
  {
    wordId: 90,
    rank: 3,
    forms: [{ text: 'コーヒー', isKana: true, rank: 3, percentage: 100, usedInMediaAmount: 1 }],
  },
];

describeEachDialect('global frequency entries', (database) => {
  beforeAll(async () => {
    const { db } = database();
    await db
      .insertInto('dictForms')
      .values(dictionary.map((form) => testFormRow(form)))
      .execute();
    await db
      .insertInto('formFrequencies')
      .values(
        formRows.map(
          ([wordId, readingIndex, frequencyRank, frequencyPercentage, usedInMediaAmount]) => ({
            wordId,
            readingIndex,
            frequencyRank,
            frequencyPercentage,
            usedInMediaAmount,
            occurrences: 1,
          }),
        ),
      )
      .execute();
    await db
      .insertInto('wordFrequencies')
      .values(
        wordRows.map(([wordId, frequencyRank]) => ({
          wordId,
          frequencyRank,
          occurrences: 1,
          usedInMediaAmount: 1,
          observedFrequency: 0,
        })),
      )
      .execute();
  });

  it('lists the stored ranks by word rank then wordId, whatever the range size', async () => {
    for (const rowsPerQuery of [1, 2, 3, 10_000]) {
      expect(
        await collect(storedGlobalEntries(database().db, rowsPerQuery)),
        String(rowsPerQuery),
      ).toEqual(expected);
    }
  });

  it('lists a computed ranking the same way, leaving out forms the dictionary lacks', async () => {
    const ranking: RankColumns = {
      entries: {
        wordId: Int32Array.from(wordRows.map(([wordId]) => wordId)),
        rank: Int32Array.from(wordRows.map(([, rank]) => rank)),
        formStart: Int32Array.from([0, 1, 3, 4, 5, 6]),
      },
      forms: {
        wordId: Int32Array.from(formRows.map((row) => row[0])),
        readingIndex: Int32Array.from(formRows.map((row) => row[1])),
        rank: Int32Array.from(formRows.map((row) => row[2])),
        percentage: Float64Array.from(formRows.map((row) => row[3])),
        usedInMediaAmount: Int32Array.from(formRows.map((row) => row[4])),
      },
    };
    expect(await collect(entriesOfRanking(database().db, ranking, 2))).toEqual(expected);
  });
});
