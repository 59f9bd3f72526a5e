import { describe, expect, it } from 'vitest';
import {
  chosenFiles,
  compileFilter,
  looksNonJapanese,
  moveShown,
  noFilters,
  passesFilters,
  pickShown,
  rowsOf,
  sortByName,
  visibleRows,
} from './jimaku-files';

const file = (name: string) => ({
  name,
  url: `https://jimaku.cc/entry/1/download/${name}`,
  size: 1000,
  lastModified: null,
});
const names = (rows: { file: { name: string } }[]) => rows.map((row) => row.file.name);

describe('Jimaku file filters', () => {
  it('filters by prefix and suffix ignoring case, and by a regex', () => {
    expect(passesFilters('Show.S01E01.SRT', { ...noFilters, suffix: '.srt' })).toBe(true);
    expect(passesFilters('Show.S01E01.ass', { ...noFilters, suffix: '.srt' })).toBe(false);
    expect(passesFilters('[Sub] Show 01.srt', { ...noFilters, prefix: '[sub]' })).toBe(true);
    expect(passesFilters('Show 01.srt', { ...noFilters, prefix: '[sub]' })).toBe(false);
    expect(passesFilters('Show.S01E12.srt', { ...noFilters, regex: 's01e1\\d' })).toBe(true);
    expect(passesFilters('Show.S02E12.srt', { ...noFilters, regex: 's01e1\\d' })).toBe(false);
  });

  it('reports a broken regex and then hides nothing because of it', () => {
    expect(compileFilter('S01E(')).toEqual(expect.stringMatching(/unterminated|missing/i));
    expect(compileFilter('  ')).toBeNull();
    expect(passesFilters('Show.srt', { ...noFilters, regex: 'S01E(' })).toBe(true);
  });

  it('"Japanese only" hides names tagged Chinese or English, not Japanese or untagged ones', () => {
    for (const name of [
      'Show.S01E01.zh.ass',
      '[CHS] Show 01.ass',
      'Show 01 简体.ass',
      'Show 01 繁體中文.ass',
      'Show.S01E01.en.srt',
      'Show 01 [English].srt',
    ])
      expect(looksNonJapanese(name), name).toBe(true);
    for (const name of [
      'Show.S01E01.ja.srt',
      '[JPN] Show 01.srt',
      '響け！ユーフォニアム 第01話.srt',
      'Show.S01E01.srt',
      'Scene 01.srt',
      'Tenki no Ko.srt',
    ])
      expect(looksNonJapanese(name), name).toBe(false);
    expect(passesFilters('Show.S01E01.zh.ass', { ...noFilters, japaneseOnly: true })).toBe(false);
    expect(passesFilters('Show.S01E01.zh.ass', noFilters)).toBe(true);
  });
});

describe('Jimaku file order and choice', () => {
  const rows = rowsOf(['ep10.srt', 'ep2.srt', 'ep1.zh.ass', 'ep1.srt'].map(file));

  it('sends the picked and shown files in the list order', () => {
    const filters = { ...noFilters, japaneseOnly: true };
    const unpicked = rows.map((row) =>
      row.file.name === 'ep2.srt' ? { ...row, picked: false } : row,
    );
    expect(chosenFiles(unpicked, filters)).toEqual([
      { name: 'ep10.srt', url: 'https://jimaku.cc/entry/1/download/ep10.srt' },
      { name: 'ep1.srt', url: 'https://jimaku.cc/entry/1/download/ep1.srt' },
    ]);
    expect(
      chosenFiles(pickShown(unpicked, visibleRows(unpicked, filters), false), filters),
    ).toEqual([]);
  });

  it('sorts names naturally (2 before 10)', () => {
    expect(names(sortByName(rows))).toEqual(['ep1.srt', 'ep1.zh.ass', 'ep2.srt', 'ep10.srt']);
  });

  it('moves within the filtered view and leaves hidden rows in place', () => {
    const filters = { ...noFilters, suffix: '.srt' };
    const shown = visibleRows(rows, filters);
    expect(names(shown)).toEqual(['ep10.srt', 'ep2.srt', 'ep1.srt']);
    // The shown "ep1.srt" (2) moves to the top (0).
    expect(names(moveShown(rows, shown, 2, 0))).toEqual([
      'ep1.srt',
      'ep10.srt',
      'ep2.srt',
      'ep1.zh.ass',
    ]);
    // The shown "ep10.srt" moves to the place of "ep1.srt", after the hidden .ass.
    expect(names(moveShown(rows, shown, 0, 2))).toEqual([
      'ep2.srt',
      'ep1.zh.ass',
      'ep1.srt',
      'ep10.srt',
    ]);
    expect(names(moveShown(rows, shown, 0, 5))).toEqual(names(rows));
  });

  it('picking the shown rows leaves the hidden ones alone', () => {
    const none = rows.map((row) => ({ ...row, picked: false }));
    const shown = visibleRows(none, { ...noFilters, regex: '^ep1' });
    expect(pickShown(none, shown, true).map((row) => row.picked)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });
});
