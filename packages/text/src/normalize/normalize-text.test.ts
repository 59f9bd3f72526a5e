import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NormalizedText } from './normalize-text';
import { normalizeText, toOriginalSpan } from './normalize-text';

/** The original text of a span of the normalized text. */
function originalOf(input: string, normalized: NormalizedText, start: number, end: number) {
  const span = toOriginalSpan(normalized, start, end);
  return input.slice(span.start, span.end);
}

describe('normalizeText', () => {
  it('keeps ordinary Japanese, punctuation and quotes unchanged, offsets one to one', () => {
    const input = '「吾輩は猫である。」名前はまだ無い、と言った！？';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe(input);
    expect(Array.from(normalized.offsets)).toEqual([...Array(input.length + 1).keys()]);
    expect(normalized.rubyReadings).toEqual([]);
  });

  it('turns half-width katakana into full-width, joining voiced marks', () => {
    const input = 'ｶﾞｷﾞﾊﾟｰﾃｨｰ｡ｳﾞｧｲｵﾘﾝ｢ﾎﾟｯﾄ｣';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('ガギパーティー。ヴァイオリン「ポット」');
    expect(originalOf(input, normalized, 0, 1)).toBe('ｶﾞ');
    expect(originalOf(input, normalized, 0, 3)).toBe('ｶﾞｷﾞﾊﾟ');
    expect(originalOf(input, normalized, 3, 4)).toBe('ｰ');
  });

  it('keeps a voiced mark with nothing to voice as a visible mark', () => {
    expect(normalizeText('ｱﾞﾟ').text).toBe('ア゛゜');
    expect(normalizeText('ﾞ').text).toBe('゛');
  });

  it('turns full-width Latin letters and digits into ASCII but keeps full-width punctuation', () => {
    const normalized = normalizeText('Ｔｏｋｙｏ２０２０！（ｗ）');
    expect(normalized.text).toBe('Tokyo2020！（w）');
  });

  it('composes combining dakuten (NFC) with a two-unit source', () => {
    const input = 'か\u3099ぎ';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('がぎ');
    expect(toOriginalSpan(normalized, 0, 1)).toEqual({ start: 0, end: 2 });
    expect(toOriginalSpan(normalized, 1, 2)).toEqual({ start: 2, end: 3 });
  });

  it('turns long-vowel variants after kana into ー but keeps real dashes', () => {
    expect(normalizeText('すご〜い、ね～！ラ―メン、ス-パ-').text).toBe(
      'すごーい、ねー！ラーメン、スーパ-',
    );
    expect(normalizeText('そうだ――でも').text).toBe('そうだ――でも');
    expect(normalizeText('一九〇〇〜一九一〇年').text).toBe('一九〇〇〜一九一〇年');
    expect(normalizeText('東京—大阪').text).toBe('東京—大阪');
  });

  it('spells out kana iteration marks and keeps 々', () => {
    expect(normalizeText('さゝき、いすゞ、こゝろ、たゞ、バナヽ、人々').text).toBe(
      'ささき、いすず、こころ、ただ、バナナ、人々',
    );
    expect(normalizeText('ゝ漢ゞ').text).toBe('ゝ漢ゞ');
  });

  it('removes Aozora ruby with ｜, keeps the base and records the reading', () => {
    const input = '先生一人｜麦藁帽《むぎわらぼう》を被って';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('先生一人麦藁帽を被って');
    expect(normalized.rubyReadings).toEqual([{ start: 4, end: 7, reading: 'むぎわらぼう' }]);
    expect(originalOf(input, normalized, 4, 7)).toBe('麦藁帽');
    // A word across removed markup covers it: the only contiguous original span.
    expect(originalOf(input, normalized, 4, 8)).toBe('麦藁帽《むぎわらぼう》を');
  });

  it('removes Aozora ruby without ｜ over the preceding kanji run only', () => {
    const normalized = normalizeText('吾輩《わがはい》は猫《ねこ》である。漢《かん》字《じ》');
    expect(normalized.text).toBe('吾輩は猫である。漢字');
    expect(normalized.rubyReadings).toEqual([
      { start: 0, end: 2, reading: 'わがはい' },
      { start: 3, end: 4, reading: 'ねこ' },
      { start: 8, end: 9, reading: 'かん' },
      { start: 9, end: 10, reading: 'じ' },
    ]);
  });

  it('keeps 《…》 that is not ruby: no base, not kana, or unclosed', () => {
    expect(normalizeText('《ほげ》と').text).toBe('《ほげ》と');
    expect(normalizeText('新聞《朝日》').text).toBe('新聞《朝日》');
    expect(normalizeText('漢字《かんじ').text).toBe('漢字《かんじ');
    expect(normalizeText('｜《るび》').text).toBe('｜《るび》');
    expect(normalizeText('一番｜獰悪な').text).toBe('一番｜獰悪な');
    expect(normalizeText('｜漢字《》').text).toBe('｜漢字《》');
    expect(normalizeText('《》').rubyReadings).toEqual([]);
  });

  it('removes bracketed kana readings of at most six kana right after kanji', () => {
    const input =
      '東京（とうきょう）へ行く。私(わたし)は。三つ（みっつ）。説明（これはながいせつめい）';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('東京へ行く。私は。三つ（みっつ）。説明（これはながいせつめい）');
    expect(normalized.rubyReadings).toEqual([
      { start: 0, end: 2, reading: 'とうきょう' },
      { start: 6, end: 7, reading: 'わたし' },
    ]);
    expect(originalOf(input, normalized, 0, 2)).toBe('東京');
  });

  it('removes Aozora notes, nested brackets included, and keeps an unclosed one', () => {
    expect(normalizeText('猫［＃「猫」に傍点］だ［＃ここから２字下げ］').text).toBe('猫だ');
    expect(normalizeText('猫［＃傍点\nだ').text).toBe('猫［＃傍点\nだ');
  });

  it('leaves emoji and astral kanji intact with exact offsets', () => {
    const input = 'ｶﾞ😀𠮟る👨‍👩‍👧';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('ガ😀𠮟る👨‍👩‍👧');
    expect(originalOf(input, normalized, 1, 3)).toBe('😀');
    expect(originalOf(input, normalized, 3, 5)).toBe('𠮟');
    expect(originalOf(input, normalized, 5, normalized.text.length)).toBe('る👨‍👩‍👧');
    expect(normalized.offsets[normalized.text.length]).toBe(input.length);
  });

  it('turns CRLF into LF and drops byte order marks', () => {
    const input = '\uFEFF一行目\r\n二行目\r三';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('一行目\n二行目\n三');
    expect(toOriginalSpan(normalized, 3, 4)).toEqual({ start: 4, end: 6 });
    expect(originalOf(input, normalized, 0, 3)).toBe('一行目');
  });

  it('keeps offsets exact across lines that change and lines copied as they are', () => {
    const input = '吾輩は猫である。\r\nｶﾞｷﾞ\n名前はまだ無い。…※○\n｜一番《いちばん》\n\n終わり';
    const normalized = normalizeText(input);
    expect(normalized.text).toBe('吾輩は猫である。\nガギ\n名前はまだ無い。…※○\n一番\n\n終わり');
    expect(normalized.rubyReadings).toEqual([{ start: 24, end: 26, reading: 'いちばん' }]);
    const lines = normalized.text.split('\n');
    let position = 0;
    for (const line of lines) {
      expect(originalOf(input, normalized, position, position + line.length)).toBe(
        line === 'ガギ' ? 'ｶﾞｷﾞ' : line,
      );
      position += line.length + 1;
    }
    expect(originalOf(input, normalized, 8, 9)).toBe('\r\n');
    expect(normalized.offsets[normalized.text.length]).toBe(input.length);
  });

  it('accepts empty and punctuation-only text', () => {
    const empty = normalizeText('');
    expect(empty.text).toBe('');
    expect(Array.from(empty.offsets)).toEqual([0]);
    expect(toOriginalSpan(empty, 0, 0)).toEqual({ start: 0, end: 0 });
    expect(normalizeText('。、！？「」').text).toBe('。、！？「」');
  });

  it('maps a real Aozora excerpt so that every kept character slices back from the original', () => {
    const input = readFileSync(
      new URL('./fixtures/kokoro-ruby-excerpt.aozora.txt', import.meta.url),
      'utf8',
    );
    const normalized = normalizeText(input);
    expect(normalized.text).not.toMatch(/[｜《》＃]/u);
    expect(normalized.text.startsWith('一\n')).toBe(true);
    expect(normalized.text).toContain('先生一人麦藁帽を被って');
    expect(normalized.rubyReadings.map((ruby) => ruby.reading)).toEqual([
      'むぎわらぼう',
      'めがね',
      'ふ',
      'ちょう',
    ]);
    for (const ruby of normalized.rubyReadings) {
      expect(originalOf(input, normalized, ruby.start, ruby.end)).toBe(
        normalized.text.slice(ruby.start, ruby.end),
      );
    }
    for (let index = 0; index < normalized.text.length; index++) {
      expect(originalOf(input, normalized, index, index + 1)).toBe(normalized.text[index]);
    }
  });
});

describe('toOriginalSpan', () => {
  const input = '｜漢字《かんじ》が';
  const normalized = normalizeText(input);

  it('maps spans at the end of the text', () => {
    expect(normalized.text).toBe('漢字が');
    expect(toOriginalSpan(normalized, 2, 3)).toEqual({ start: 8, end: 9 });
    expect(toOriginalSpan(normalized, 3, 3)).toEqual({ start: 9, end: 9 });
  });

  it('rejects spans outside the text, reversed or fractional', () => {
    expect(() => toOriginalSpan(normalized, 0, 4)).toThrow(
      /outside the normalized text \(length 3\)/,
    );
    expect(() => toOriginalSpan(normalized, -1, 1)).toThrow(RangeError);
    expect(() => toOriginalSpan(normalized, 2, 1)).toThrow(/before its start/);
    expect(() => toOriginalSpan(normalized, 0.5, 1)).toThrow(RangeError);
  });
});
