import { describe, expect, it } from 'vitest';
import { readSearchQuery, romajiToHiragana } from './search-query';

describe('readSearchQuery', () => {
  it('reads Japanese script as Japanese, spaces removed, half-width kana widened', () => {
    expect(readSearchQuery(' 食べ なかった ')).toEqual({ japanese: '食べなかった', terms: [] });
    expect(readSearchQuery('ﾀﾍﾞﾙ')).toEqual({ japanese: 'タベル', terms: [] });
  });

  it('reads Latin script as romaji when all of it converts, and as English words', () => {
    expect(readSearchQuery('taberu')).toEqual({ romaji: 'たべる', terms: ['taberu'] });
    expect(readSearchQuery('ｔａｂｅｒｕ')).toEqual({ romaji: 'たべる', terms: ['taberu'] });
    expect(readSearchQuery('to eat')).toEqual({ terms: ['eat'] });
    expect(readSearchQuery('eat')).toEqual({ terms: ['eat'] });
  });
});

describe('romajiToHiragana', () => {
  it('converts Hepburn and common IME spellings, and refuses what is not romaji', () => {
    expect(romajiToHiragana('TABERU')).toBe('たべる');
    expect(romajiToHiragana('tabenakatta')).toBe('たべなかった');
    expect(romajiToHiragana('ramen')).toBe('らめん');
    expect(romajiToHiragana('shinbun')).toBe('しんぶん');
    expect(romajiToHiragana('kon nichi wa')).toBe('こんにちわ');
    expect(romajiToHiragana('eat')).toBeUndefined();
    expect(romajiToHiragana('cat')).toBeUndefined();
    expect(romajiToHiragana('42')).toBeUndefined();
  });
});
