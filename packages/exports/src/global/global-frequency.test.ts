import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { unzipBody, zipText } from '../../test/read-zip';
import { expectValid, validateIndex, validateTermMetaBank } from '../../test/yomitan-validators';
import { collectBytes } from '../stream/bytes';
import { writeGlobalFrequencyCsv } from './global-frequency-csv';
import type { GlobalFrequencyEntry } from './global-frequency-entry';
import { globalFrequencyIndex, writeGlobalFrequencyYomitan } from './global-frequency-yomitan';

const entries: GlobalFrequencyEntry[] = [
  {
    wordId: 1,
    rank: 1,
    forms: [
      { text: '為る', isKana: false, rank: 900, percentage: 2, usedInMediaAmount: 3 },
      { text: 'する', isKana: true, rank: 1, percentage: 98, usedInMediaAmount: 50 },
    ],
  },
  {
    wordId: 2,
    rank: 2,
    forms: [
      // A form's own furigana beats the best-ranked kana form of the entry.
      {
        text: '日',
        isKana: false,
        furigana: '日[ひ]',
        rank: 5,
        percentage: 60,
        usedInMediaAmount: 40,
      },
      { text: 'か', isKana: true, rank: 3, percentage: 0, usedInMediaAmount: 0 },
      { text: 'ひ', isKana: true, rank: 8, percentage: 40, usedInMediaAmount: 10 },
    ],
  },
  {
    wordId: 3,
    rank: 2,
    forms: [
      { text: '掛ける', isKana: false, rank: 30, percentage: 70, usedInMediaAmount: 9 },
      { text: '懸ける', isKana: false, rank: 4000, percentage: 0, usedInMediaAmount: 0 },
      { text: 'かける', isKana: true, rank: 31, percentage: 30, usedInMediaAmount: 9 },
    ],
  },
  {
    // Another entry spelt かける: the better-ranked entry above keeps the kana row.
    wordId: 4,
    rank: 4,
    forms: [{ text: 'かける', isKana: true, rank: 600, percentage: 100, usedInMediaAmount: 2 }],
  },
  {
    // No kana form: the kanji form has no reading to attach and is skipped.
    wordId: 5,
    rank: 5,
    forms: [{ text: '〆', isKana: false, rank: 7000, percentage: 100, usedInMediaAmount: 1 }],
  },
  {
    // Never seen: still in the CSV with its tail rank, not in Yomitan.
    wordId: 6,
    rank: 6,
    forms: [
      { text: '鬱', isKana: false, rank: 9000, percentage: 0, usedInMediaAmount: 0 },
      { text: 'うつ', isKana: true, rank: 9000, percentage: 0, usedInMediaAmount: 0 },
    ],
  },
];

const options = {
  generatedAt: new Date('2026-11-21T03:04:05Z'),
  indexUrl: 'https://goi.example/api/frequency-list/index',
  downloadUrl: 'https://goi.example/api/frequency-list/download?downloadType=yomitan',
};

describe('global frequency CSV', () => {
  it('writes Word,Rank with the most used form of each entry, in the order given', async () => {
    const text = new TextDecoder().decode(await collectBytes(writeGlobalFrequencyCsv(entries)));
    expect(text.startsWith('Word,Rank\r\n')).toBe(true);
    expect(parse(text)).toEqual([
      ['Word', 'Rank'],
      ['する', '1'],
      ['日', '2'],
      ['掛ける', '2'],
      ['かける', '4'],
      ['〆', '5'],
      ['鬱', '6'],
    ]);
  });

  it('rejects an entry without forms, naming it', async () => {
    await expect(
      collectBytes(writeGlobalFrequencyCsv([{ wordId: 9, rank: 1, forms: [] }])),
    ).rejects.toThrow('frequency entry 9: forms is empty');
  });
});

describe('global frequency Yomitan list', () => {
  it('writes a rank-based, auto-updatable index', async () => {
    const files = await unzipBody(writeGlobalFrequencyYomitan(entries, options));
    const index = JSON.parse(zipText(files, 'index.json'));
    expectValid(validateIndex, index, 'index.json');
    expect(index).toMatchObject({
      title: 'Goi',
      revision: 'Goi 2026-11-21T03:04:05.000Z',
      format: 3,
      frequencyMode: 'rank-based',
      author: 'Goi',
      isUpdatable: true,
      indexUrl: options.indexUrl,
      downloadUrl: options.downloadUrl,
    });
    expect(globalFrequencyIndex({ ...options, mediaType: 7 }).title).toBe('Goi (Visual Novel)');
  });

  it('writes each seen form once with its reading rank', async () => {
    const files = await unzipBody(writeGlobalFrequencyYomitan(entries, options));
    const bank = JSON.parse(zipText(files, 'term_meta_bank_1.json'));
    expectValid(validateTermMetaBank, bank, 'term_meta_bank_1.json');
    const ranked = (value: number) => ({ value, displayValue: String(value) });
    expect(bank).toEqual([
      ['為る', 'freq', { reading: 'する', frequency: ranked(900) }],
      ['する', 'freq', ranked(1)],
      ['日', 'freq', { reading: 'ひ', frequency: ranked(5) }],
      ['ひ', 'freq', ranked(8)],
      ['掛ける', 'freq', { reading: 'かける', frequency: ranked(30) }],
      ['かける', 'freq', ranked(31)],
    ]);
  });

  it('rejects a bad rank, naming the entry and form', async () => {
    const bad = [{ ...entries[0]!, forms: [{ ...entries[0]!.forms[0]!, rank: 0 }] }];
    await expect(collectBytes(writeGlobalFrequencyYomitan(bad, options))).rejects.toThrow(
      'frequency entry 1: forms[0].rank must be a positive integer, got 0',
    );
  });
});
