import { describe, expect, it } from 'vitest';
import { titleKeyAlternatives, titleQueryKeys } from './deck-list-title-keys';

describe('title query keys', () => {
  it.each([
    ['ねこ', ['ねこ', 'neko']],
    ['ネコ', ['ネコ', 'neko']],
    ['neko', ['neko', 'ねこ', 'ネコ']],
    ['しょうせつ', ['しょうせつ', 'shousetsu', 'shosetsu']],
    ['Shingeki no', ['shingekino', 'しんげきの', 'シンゲキノ']],
    ['吾輩', ['吾輩']],
    ['AoT!', ['aot']],
  ])('%j → %j', (query, expected) => {
    expect(titleKeyAlternatives(query)).toEqual(expected);
  });

  it('splits words only when there are several', () => {
    expect(titleQueryKeys('neko')).toEqual({ whole: ['neko', 'ねこ', 'ネコ'], terms: [] });
    expect(titleQueryKeys('吾輩　猫')).toEqual({ whole: ['吾輩猫'], terms: [['吾輩'], ['猫']] });
    expect(titleQueryKeys('!!')).toBeUndefined();
    expect(titleQueryKeys(undefined)).toBeUndefined();
  });
});
