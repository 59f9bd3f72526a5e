import { describe, expect, it } from 'vitest';
import { blockText, cleanOcrLine } from './ocr-lines';

describe('cleanOcrLine', () => {
  it.each([
    '第１話',
    '第十二章',
    '５話',
    '１２',
    'ＥＮＤ',
    '…！？',
    '！！',
    'ッ',
    'あ！',
    'えー…',
    '  ',
  ])('drops %j', (line) => {
    expect(cleanOcrLine(line)).toBeUndefined();
  });

  it.each([
    ['ＡＢＣ海へ', '海へ'],
    ['まだ．．．．', 'まだ…'],
    ['えっ', 'えっ'],
    ['三人', '三人'],
    ['第一話を見た', '第一話を見た'],
  ])('keeps %j as %j', (line, cleaned) => {
    expect(cleanOcrLine(line)).toBe(cleaned);
  });
});

describe('blockText', () => {
  it('joins a bubble’s column lines without a separator', () => {
    expect(blockText(['俺は', 'ッ', '行く'])).toBe('俺は行く');
  });
});
