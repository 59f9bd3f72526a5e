import { describe, expect, it } from 'vitest';
import { formatFurigana, furiganaToKana, parseFurigana } from './format';

describe('parseFurigana', () => {
  it('splits ruby segments from the plain kana around them', () => {
    expect(parseFurigana('取[と]り扱[あつか]い')).toEqual([
      { text: '取', reading: 'と' },
      { text: 'り' },
      { text: '扱', reading: 'あつか' },
      { text: 'い' },
    ]);
  });

  it('never lets a ruby base start with kana or punctuation', () => {
    expect(parseFurigana('お茶[ちゃ]')).toEqual([{ text: 'お' }, { text: '茶', reading: 'ちゃ' }]);
    expect(parseFurigana('蛙[かわず]、大[たい]')).toEqual([
      { text: '蛙', reading: 'かわず' },
      { text: '、' },
      { text: '大', reading: 'たい' },
    ]);
  });

  it('reads a counter ケ as a base between kanji', () => {
    expect(parseFurigana('関[せき]ケ[が]原[はら]')).toEqual([
      { text: '関', reading: 'せき' },
      { text: 'ケ', reading: 'が' },
      { text: '原', reading: 'はら' },
    ]);
  });

  it('keeps a counter ヶ, Latin letters and a trailing okurigana where they belong', () => {
    expect(parseFurigana('一ヶ月[いっかげつ]')).toEqual([
      { text: '一ヶ月', reading: 'いっかげつ' },
    ]);
    expect(parseFurigana('Ｔ[ティー]シャツ')).toEqual([
      { text: 'Ｔ', reading: 'ティー' },
      { text: 'シャツ' },
    ]);
    expect(parseFurigana('今日[きょう]は')).toEqual([
      { text: '今日', reading: 'きょう' },
      { text: 'は' },
    ]);
  });

  it('keeps kana inside a whole-form fallback base', () => {
    expect(parseFurigana('食べる[たべれ]')).toEqual([{ text: '食べる', reading: 'たべれ' }]);
  });

  it('returns plain text as one segment, and nothing for an empty string', () => {
    expect(parseFurigana('ひらがな')).toEqual([{ text: 'ひらがな' }]);
    expect(parseFurigana('')).toEqual([]);
  });

  it('rejects malformed strings, saying where', () => {
    expect(() => parseFurigana('食[た べる')).toThrow(/"\[" at 1 is not closed/);
    expect(() => parseFurigana('食[た[べ]る')).toThrow(/"\[" at 1 is not closed/);
    expect(() => parseFurigana('食]べる')).toThrow(/"]" at 1 closes nothing/);
    expect(() => parseFurigana('食[]べる')).toThrow(/empty reading at 1/);
    expect(() => parseFurigana('[た]べる')).toThrow(/no text to sit on/);
    expect(() => parseFurigana('日[に][ほん]')).toThrow(/no text to sit on/);
  });
});

describe('formatFurigana and furiganaToKana', () => {
  it('round-trip through parseFurigana', () => {
    const furigana = '一人[ひとり]暮[ぐ]らし';
    expect(formatFurigana(parseFurigana(furigana))).toBe(furigana);
    expect(furiganaToKana(furigana)).toBe('ひとりぐらし');
  });
});
