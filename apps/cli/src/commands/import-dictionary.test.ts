import { describe, expect, it } from 'vitest';
import { formatImportSummary, progressPrinter } from './import-dictionary';

describe('import-dictionary output', () => {
  it('prints each step when it starts and then every tenth', () => {
    const lines: string[] = [];
    const print = progressPrinter((line) => lines.push(line));
    print({ step: 'reading kanji', done: 0, total: 1 });
    for (let done = 0; done <= 200; done += 5) print({ step: 'writing entries', done, total: 200 });
    expect(lines[0]).toBe('reading kanji: 0%');
    expect(lines.slice(1)).toEqual(
      [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((p) => `writing entries: ${p}%`),
    );
  });

  it('says when the dictionary is already up to date, and the furigana share after an import', () => {
    const stats = {
      entries: 214530,
      forms: 10,
      senses: 10,
      lookups: 10,
      pitchAccents: 10,
      kanji: 10,
      furigana: { kanjiForms: 200, perKanji: 150 },
    };
    expect(formatImportSummary({ status: 'up-to-date', digest: 'x', stats }, 1)).toMatch(
      /^Dictionary already up to date \(214,530 entries\)/,
    );
    expect(formatImportSummary({ status: 'imported', digest: 'x', stats }, 42.04)).toContain(
      'Furigana split per kanji: 150 of 200 kanji forms (75.0%).',
    );
  });
});
