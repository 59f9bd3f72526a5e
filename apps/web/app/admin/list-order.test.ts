import { describe, expect, it } from 'vitest';
import { moveItem, titleFromFileName } from './list-order';

describe('moveItem', () => {
  it('moves an item up, down and to either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('clamps targets beyond the list and ignores a missing source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -3)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const list = ['a', 'b'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and underscores', () => {
    expect(titleFromFileName('こころ_上.txt')).toBe('こころ 上');
    expect(titleFromFileName('Kokoro vol. 2.epub')).toBe('Kokoro vol. 2');
    expect(titleFromFileName('noextension')).toBe('noextension');
    expect(titleFromFileName('.txt')).toBe('.txt');
  });
});
