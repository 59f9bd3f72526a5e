import { describe, expect, it } from 'vitest';
import { ankiFurigana, kanaOfFurigana, parseFurigana } from './furigana';

describe('parseFurigana', () => {
  it('puts a reading on the kanji run before it, not on kana', () => {
    expect(parseFurigana('お茶[ちゃ]')).toEqual([
      { text: 'お', reading: null },
      { text: '茶', reading: 'ちゃ' },
    ]);
    expect(parseFurigana('今日[きょう]は')).toEqual([
      { text: '今日', reading: 'きょう' },
      { text: 'は', reading: null },
    ]);
  });

  it('treats ヶ as part of a counter and keeps letters under their reading', () => {
    expect(parseFurigana('一ヶ月[いっかげつ]')).toEqual([
      { text: '一ヶ月', reading: 'いっかげつ' },
    ]);
    expect(parseFurigana('Ｔ[ティー]シャツ')).toEqual([
      { text: 'Ｔ', reading: 'ティー' },
      { text: 'シャツ', reading: null },
    ]);
  });

  it('rejects unbalanced brackets and empty readings', () => {
    expect(() => parseFurigana('食[た')).toThrow('never closed');
    expect(() => parseFurigana('食]べる')).toThrow('"]" without "["');
    expect(() => parseFurigana('食[]べる')).toThrow('bad reading');
    expect(() => parseFurigana('[た]べる')).toThrow('has no text');
  });
});

describe('kanaOfFurigana', () => {
  it.each([
    ['食[た]べる', 'たべる'],
    ['食[た]べ物[もの]', 'たべもの'],
    ['お茶[ちゃ]', 'おちゃ'],
    ['一[いっ]ヶ[か]月[げつ]', 'いっかげつ'],
    ['コーヒー', 'コーヒー'],
    ['Ｔ[ティー]シャツ', 'ティーシャツ'],
    ['猫', ''],
  ])('%s → %s', (furigana, kana) => {
    expect(kanaOfFurigana(furigana)).toBe(kana);
  });
});

describe('ankiFurigana', () => {
  it.each([
    ['食[た]べる', '食[た]べる'],
    ['お茶[ちゃ]', 'お 茶[ちゃ]'],
    ['食[た]べ物[もの]', '食[た]べ 物[もの]'],
    ['大[おお]人[とな]', '大[おお]人[とな]'],
    ['お見[み]舞[ま]い', 'お 見[み]舞[ま]い'],
    ['ちょっと', 'ちょっと'],
  ])('%s → %s', (furigana, anki) => {
    expect(ankiFurigana(furigana)).toBe(anki);
  });
});
