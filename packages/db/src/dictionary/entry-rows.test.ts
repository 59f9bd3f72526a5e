import { describe, expect, it } from 'vitest';
import { fromJson, fromJsonArray } from '../json';
import { buildEntryRows, lookupKeysOf, type EntryRowContext } from './entry-rows';
import { PitchAccentIndex } from './pitch-accents';
import type { SourceEntry, SourceSense } from './source-entry';

const sense = (glosses: string[], extra: Partial<SourceSense> = {}): SourceSense => ({
  partsOfSpeech: ['n'],
  misc: [],
  fields: [],
  dialects: [],
  info: [],
  glosses,
  restrictedTo: null,
  ...extra,
});

const pitch = new PitchAccentIndex();
pitch.add('今日', 'きょう', [1]);
pitch.add('ラーメン', 'ラーメン', [1]);

const context: EntryRowContext = {
  furigana: (form, reading) => ({ furigana: `${form}[${reading}]`, perKanji: form.length === 1 }),
  pitchAccents: pitch,
  priorRank: (spelling, reading) => (spelling === '今日' && reading === 'きょう' ? 7 : null),
};

const today: SourceEntry = {
  wordId: 1579110,
  priorityTags: ['ichi1', 'news1', 'nf02', 'ichi1'],
  kanjiForms: [
    { text: '今日', info: [] },
    { text: '今日わ', info: ['sK'] },
  ],
  kanaForms: [
    { text: 'けふ', info: ['ok'], restrictedTo: ['今日'] },
    { text: 'きょう', info: [], restrictedTo: ['今日'] },
    { text: 'こんにちわ', info: [], restrictedTo: ['今日わ'] },
    { text: 'キョー', info: [], restrictedTo: [] },
  ],
  senses: [
    sense(['today'], { partsOfSpeech: ['n', 'adv'], restrictedTo: ['きょう', 'けふ'] }),
    sense(['hello'], { partsOfSpeech: ['int'], restrictedTo: ['今日わ'] }),
  ],
};

describe('buildEntryRows', () => {
  const rows = buildEntryRows(today, context);

  it('orders forms kanji first, then kana, and reads a kanji form with its first shown kana', () => {
    expect(
      rows.forms.map((form) => [form.readingIndex, form.text, form.formType, form.reading]),
    ).toEqual([
      [0, '今日', 0, 'きょう'],
      [1, '今日わ', 0, 'こんにちわ'],
      [2, 'けふ', 1, 'けふ'],
      [3, 'きょう', 1, 'きょう'],
      [4, 'こんにちわ', 1, 'こんにちわ'],
      [5, 'キョー', 1, 'キョー'],
    ]);
    expect(rows.forms[0]!.furigana).toBe('今日[きょう]');
    expect(rows.forms[3]!.furigana).toBe('きょう');
  });

  it('hides search-only and obsolete forms and keeps their info codes', () => {
    expect(rows.forms.map((form) => form.isHidden)).toEqual([0, 1, 1, 0, 0, 0]);
    expect(fromJsonArray<string>(rows.forms[2]!.info)).toEqual(['ok']);
  });

  it('turns re_restr and re_nokanji into kanji readingIndexes', () => {
    expect(rows.forms.map((form) => fromJson<number[]>(form.appliesTo ?? null))).toEqual([
      null,
      null,
      [0],
      [0],
      [1],
      [],
    ]);
  });

  it('turns stagk/stagr into readingIndexes and unions the parts of speech', () => {
    expect(rows.senses.map((row) => fromJson<number[]>(row.restrictedTo ?? null))).toEqual([
      [3, 2],
      [1],
    ]);
    expect(fromJsonArray<string>(rows.entry.partsOfSpeech)).toEqual(['n', 'adv', 'int']);
    expect(fromJsonArray<string>(rows.entry.priorityTags)).toEqual(['ichi1', 'news1', 'nf02']);
    expect(rows.entry.priorityScore).toBe(40);
  });

  it('attaches pitch accents per form: by reading for kanji, inherited for kana', () => {
    expect(rows.pitchAccents).toEqual([
      { wordId: 1579110, readingIndex: 0, positions: '[1]' },
      { wordId: 1579110, readingIndex: 3, positions: '[1]' },
    ]);
  });

  it('gives a prior rank per (spelling, reading) and counts furigana', () => {
    expect(rows.forms.map((form) => form.priorRank)).toEqual([7, null, null, null, null, null]);
    expect(rows.furiganaForms).toBe(2);
    expect(rows.perKanjiForms).toBe(0);
  });

  it('makes lookup keys for every form, hidden ones included', () => {
    const keys = rows.lookups.map((row) => `${row.lookupKey}:${row.readingIndex}`);
    expect(keys).toContain('今日わ:1');
    expect(keys).toContain('けふ:2');
    expect(keys).toEqual(expect.arrayContaining(['キョー:5', 'きょー:5', 'きょお:5']));
  });

  it('spells out ー in lookup keys only when it changes something', () => {
    expect(lookupKeysOf('ラーメン')).toEqual(['ラーメン', 'らーめん', 'らあめん']);
    expect(lookupKeysOf('たべる')).toEqual(['たべる']);
    expect(lookupKeysOf('食べる')).toEqual(['食べる']);
  });

  it('rejects an entry with a form listed twice or a kanji form without a reading', () => {
    expect(() =>
      buildEntryRows(
        {
          ...today,
          kanjiForms: [
            { text: '今日', info: [] },
            { text: '今日', info: [] },
          ],
        },
        context,
      ),
    ).toThrow(/entry 1579110: form 今日 appears twice/);
    expect(() =>
      buildEntryRows(
        {
          ...today,
          kanaForms: [{ text: 'きょう', info: [], restrictedTo: ['今日'] }],
          senses: [sense(['x'])],
        },
        context,
      ),
    ).toThrow(/entry 1579110: kanji form 今日わ has no reading/);
  });
});
