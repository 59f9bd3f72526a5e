import { describe, expect, it } from 'vitest';
import { parseAccentPositions, parseKanjiumAccents } from './pitch-accents';

describe('Kanjium pitch accents', () => {
  it('keeps the distinct positions and drops part-of-speech tags', () => {
    expect(parseAccentPositions('2')).toEqual([2]);
    expect(parseAccentPositions('0,2')).toEqual([0, 2]);
    expect(parseAccentPositions('(副)0,(名)3')).toEqual([0, 3]);
    expect(parseAccentPositions('(副;名)1,(形動)1')).toEqual([1]);
    expect(parseAccentPositions('(名)')).toBeUndefined();
  });

  it('indexes kana words by themselves and kanji words by reading', () => {
    const index = parseKanjiumAccents(
      '食べる\tたべる\t2\nラーメン\t\t1\n今日\tきょう\t1\n',
      'a.txt',
    );
    expect(index.get('食べる', 'たべる')).toEqual([2]);
    expect(index.get('ラーメン', 'ラーメン')).toEqual([1]);
    expect(index.get('今日', 'キョウ')).toEqual([1]);
    expect(index.get('今日', 'こんにち')).toBeUndefined();
  });

  it('names the file and line of a malformed line', () => {
    expect(() => parseKanjiumAccents('食べる\tたべる\t2\n今日\tきょう\n', 'accents.txt')).toThrow(
      /accents\.txt: line 2 is not/,
    );
  });
});
