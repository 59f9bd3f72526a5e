import { describe, expect, it } from 'vitest';
import { boundedChunks } from './chunks';

const pieces = (text: string, max: number) => [...boundedChunks(text, max)];

describe('boundedChunks', () => {
  it('keeps a line within the bound whole', () => {
    expect(pieces('吾輩は猫である。', 10)).toEqual([{ start: 0, text: '吾輩は猫である。' }]);
    expect(pieces('', 10)).toEqual([]);
  });

  it('cuts after a sentence end and its closing bracket', () => {
    const text = '「来た。」と云った。次の文です';
    expect(pieces(text, 12).map((piece) => piece.text)).toEqual([
      '「来た。」と云った。',
      '次の文です',
    ]);
  });

  it('cuts at a pause when the window holds no sentence end', () => {
    expect(pieces('あいう、えおかき', 6).map((piece) => piece.text)).toEqual([
      'あいう、',
      'えおかき',
    ]);
  });

  it('cuts an unbroken run at the bound, never inside a surrogate pair', () => {
    expect(pieces('x'.repeat(25), 10).map((piece) => piece.text.length)).toEqual([10, 10, 5]);
    const emoji = pieces('😀'.repeat(8), 5);
    expect(emoji.map((piece) => piece.text)).toEqual(['😀😀', '😀😀', '😀😀', '😀😀']);
  });

  it('tiles the text: starts and texts give it back exactly', () => {
    const text = 'ab、cd。ef😀gh!'.repeat(50);
    const chunks = pieces(text, 7);
    expect(chunks.map((piece) => piece.text).join('')).toBe(text);
    for (const piece of chunks) {
      expect(text.slice(piece.start, piece.start + piece.text.length)).toBe(piece.text);
      expect(piece.text.length).toBeLessThanOrEqual(7);
    }
  });
});
