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

  it('finds each form by its key, with its entry’s parts of speech', () => {
    expect(table.size).toBe(3);
    expect(table.get(formKey(1358280, 1))).toEqual({
      text: 'たべる',
      reading: 'たべる',
      partsOfSpeech: ['v1', 'vt'],
    });
    expect(table.get(formKey(1467640, 0))?.partsOfSpeech).toEqual(['n']);
  });

  it('shares one parts-of-speech array between rows with the same set', () => {
    expect(table.get(formKey(1358280, 0))!.partsOfSpeech).toBe(
      table.get(formKey(1358280, 1))!.partsOfSpeech,
    );
  });

  it('answers undefined for a form the dictionary does not have', () => {
    expect(table.get(formKey(1467640, 1))).toBeUndefined();
    expect(table.get(formKey(9999999, 0))).toBeUndefined();
  });

  it('counts its bytes for the read cache', () => {
    expect(table.bytes).toBeGreaterThan(3 * 64);
  });
});
