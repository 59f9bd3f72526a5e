import { describe, expect, it } from 'vitest';
import { dialogueRanges } from './dialogue-ranges';
import { matchQuotePairs } from './quote-pairs';

const inside = (text: string) =>
  dialogueRanges(text).map((range) => text.slice(range.start, range.end));

describe('dialogueRanges', () => {
  it('returns the inside of 「」 and 『』 without the marks', () => {
    const text = '私は「愉快ですね」といった。『こころ』';
    expect(dialogueRanges(text)).toEqual([
      { start: 3, end: 8 },
      { start: 15, end: 18 },
    ]);
    expect(inside(text)).toEqual(['愉快ですね', 'こころ']);
  });

  it('keeps a nested quote inside the outer span', () => {
    expect(inside('「彼は『行く』と言った」')).toEqual(['彼は『行く』と言った']);
  });

  it('accepts quotes of any length, across lines', () => {
    const long = 'あ'.repeat(5000);
    expect(inside(`「${long}\n${long}」`)).toEqual([`${long}\n${long}`]);
  });

  it('recognizes “” and 〝〟 quotes', () => {
    expect(inside('“先生”と〝先生〟と〝先生〞')).toEqual(['先生', '先生', '先生']);
  });

  it('keeps surrogate pairs whole', () => {
    expect(dialogueRanges('「𠮟😀」')).toEqual([{ start: 1, end: 5 }]);
  });

  it('ignores unmatched and empty quotes', () => {
    expect(dialogueRanges('「閉じない')).toEqual([]);
    expect(dialogueRanges('開かない」')).toEqual([]);
    expect(dialogueRanges('「」')).toEqual([]);
    expect(dialogueRanges('')).toEqual([]);
    expect(inside('「あ『い」う』')).toEqual(['あ『い']);
  });
});

describe('matchQuotePairs', () => {
  it('pairs within the given range only', () => {
    const text = '「あ」「い」';
    expect(matchQuotePairs(text, 3, 6)).toEqual([{ open: 3, close: 5 }]);
    expect(matchQuotePairs(text, 1, 4)).toEqual([]);
  });
});
