import { formKey } from '@goi/contracts';
import { describe, expect, it } from 'vitest';
import { FormFactsTable } from './form-facts';

const row = (
  wordId: number,
  readingIndex: number,
  text: string,
  reading: string,
  pos: string[],
) => ({
  wordId,
  readingIndex,
  text,
  reading,
  partsOfSpeechJson: JSON.stringify(pos),
});

describe('FormFactsTable', () => {
  const table = new FormFactsTable([
    row(1358280, 0, '食べる', 'たべる', ['v1', 'vt']),
    row(1358280, 1, 'たべる', 'たべる', ['v1', 'vt']),
    row(1467640, 0, '猫', 'ねこ', ['n']),
  ]);

  it('finds each form by its key, with its text, reading and kanji flag', () => {
    expect(table.size).toBe(3);
    const kana = table.row(formKey(1358280, 1));
    expect([table.text(kana), table.reading(kana), table.hasKanji(kana)]).toEqual([
      'たべる',
      'たべる',
      false,
    ]);
    const cat = table.row(formKey(1467640, 0));
    expect([table.text(cat), table.hasKanji(cat)]).toEqual(['猫', true]);
    expect(table.partsOfSpeech(table.partsOfSpeechSet(cat))).toEqual(['n']);
  });

  it('gives rows with the same parts of speech one shared set', () => {
    const kanji = table.partsOfSpeechSet(table.row(formKey(1358280, 0)));
    expect(table.partsOfSpeechSet(table.row(formKey(1358280, 1)))).toBe(kanji);
    expect(table.partsOfSpeech(kanji)).toEqual(['v1', 'vt']);
    expect(table.partsOfSpeechSet(table.row(formKey(1467640, 0)))).not.toBe(kanji);
  });

  it('has no row for a form the dictionary does not have', () => {
    expect(table.row(formKey(1467640, 1))).toBe(-1);
    expect(table.row(formKey(9999999, 0))).toBe(-1);
  });

  it('counts its bytes for the read cache', () => {
    expect(table.bytes).toBeGreaterThan(3 * 64);
  });
});
