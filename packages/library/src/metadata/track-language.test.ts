import { describe, expect, it } from 'vitest';
import { trackLanguage } from './track-language';

describe('subtitle track language by text', () => {
  it('tells Japanese, Chinese and English apart', () => {
    expect(trackLanguage('俺は行かない。\nどうして？\n黄前久美子です')).toBe('japanese');
    expect(trackLanguage('我不去。\n为什么？\n我是黄前久美子')).toBe('chinese');
    expect(trackLanguage("I'm not going.\nWhy?\nI'm Kumiko Oumae (黄前久美子).")).toBe('english');
    expect(trackLanguage('♪～')).toBe('other');
  });

  it('keeps a kanji-heavy Japanese line that still has kana', () => {
    expect(trackLanguage('北宇治高校吹奏楽部の全国大会出場が決定した')).toBe('japanese');
  });
});
