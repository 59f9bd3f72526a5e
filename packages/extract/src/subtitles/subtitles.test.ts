import { describe, expect, it } from 'vitest';
import { assEventText } from './ass-text';
import { collapseRepeats } from './collapse-repeats';
import { parseTimestamp } from './cue';
import { classifyLine } from './line-kinds';
import type { AssEvent } from './parse-ass';
import { parseAss } from './parse-ass';
import { parseSrt } from './parse-srt';

describe('parseTimestamp', () => {
  it.each([
    ['00:00:01,000', 1000],
    ['01:02:03.456', 3_723_456],
    ['02:03.5', 123_500],
    ['0:00:01.25', 1250],
  ])('%s → %i ms', (text, milliseconds) => {
    expect(parseTimestamp(text)).toBe(milliseconds);
  });

  it('rejects what is not a timestamp', () => {
    expect(parseTimestamp('12 seconds')).toBeUndefined();
  });
});

describe('assEventText', () => {
  it('removes override blocks and drawings, turns \\N into a line break', () => {
    expect(assEventText('{\\an8}上の{\\i1}文字{\\i0}\\N下の文字')).toBe('上の文字\n下の文字');
    expect(assEventText('{\\p1}m 0 0 l 10 10{\\p0}見える')).toBe('見える');
    expect(assEventText('{\\p4}m 0 0 b 1 1 2 2 3 3')).toBe('');
    expect(assEventText('一{\\h}二\\h三')).toBe('一二 三');
  });
});

describe('collapseRepeats', () => {
  const cue = (start: number, end: number, text: string) => ({ start, end, text });

  it('keeps overlapping or touching repeats once and separate utterances twice', () => {
    const kept = collapseRepeats([
      cue(0, 1000, 'はい'),
      cue(1000, 2000, 'はい'),
      cue(500, 1500, 'はい'),
      cue(5000, 6000, 'はい'),
    ]);
    expect(kept).toEqual([cue(0, 1000, 'はい'), cue(5000, 6000, 'はい')]);
  });

  it('puts cues in time order', () => {
    expect(collapseRepeats([cue(2000, 3000, '二'), cue(0, 1000, '一')]).map((c) => c.text)).toEqual(
      ['一', '二'],
    );
  });
});

describe('classifyLine', () => {
  const event = (style: string, rawText: string, actor = ''): AssEvent => ({
    kind: 'dialogue',
    start: 0,
    end: 1,
    style,
    actor,
    effect: '',
    rawText,
  });

  it('recognises songs, signs and dialogue by style, actor and tags', () => {
    expect(classifyLine(event('OPRomaji', 'kaze'), 'Default')).toBe('song');
    expect(classifyLine(event('Default', '{\\k20}か{\\k20}ぜ'), 'Default')).toBe('song');
    expect(classifyLine(event('Sign_Station', '東京駅'), 'Default')).toBe('sign');
    expect(classifyLine(event('Default', '看板', 'TS'), 'Default')).toBe('sign');
    expect(classifyLine(event('Alt', '{\\pos(10,10)}看板'), 'Default')).toBe('sign');
    expect(classifyLine(event('Default', '{\\pos(10,10)}上で話す'), 'Default')).toBe('dialogue');
    expect(classifyLine(event('Default', 'こんにちは'), 'Default')).toBe('dialogue');
  });
});

describe('parsers', () => {
  it('srt: trusts timing lines, not cue numbers', () => {
    const cues = parseSrt(
      '7\n00:00:01,000 --> 00:00:02,000\n一行目\n二行目\n\n\n00:00:03,000 --> 00:00:04,000\n番号なし\n',
    );
    expect(cues.map((c) => c.text)).toEqual(['一行目\n二行目', '番号なし']);
  });

  it('ass: reads the text column whole, commas included, by the Format line', () => {
    const [event] = parseAss(
      '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:02.00,*Default,太郎,0,0,0,,はい, そうです,たぶん\n',
    );
    expect(event).toMatchObject({
      style: 'Default',
      actor: '太郎',
      rawText: 'はい, そうです,たぶん',
      start: 1000,
      end: 2000,
    });
    const [reordered] = parseAss(
      '[Events]\nFormat: Start, End, Text\nDialogue: 0:00:03.00,0:00:04.00,あ,い\n',
    );
    expect(reordered).toMatchObject({ start: 3000, end: 4000, rawText: 'あ,い', style: '' });
  });
});
