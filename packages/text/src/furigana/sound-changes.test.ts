import { describe, expect, it } from 'vitest';
import {
  canFollowSokuon,
  conjunctiveForm,
  rendakuVariants,
  shortenedVariant,
  sokuonVariant,
} from './sound-changes';

describe('sound changes', () => {
  it('voices the first kana for rendaku, with p for the h row', () => {
    expect(rendakuVariants('かみ')).toEqual(['がみ']);
    expect(rendakuVariants('ひゃく')).toEqual(['びゃく', 'ぴゃく']);
    expect(rendakuVariants('ちゅう')).toEqual(['ぢゅう', 'じゅう']);
    expect(rendakuVariants('めい')).toEqual([]);
    expect(rendakuVariants('')).toEqual([]);
  });

  it('geminates the last kana, regular for く き ち つ', () => {
    expect(sokuonVariant('がく')).toEqual({ reading: 'がっ', regular: true });
    expect(sokuonVariant('きる')).toEqual({ reading: 'きっ', regular: false });
    expect(sokuonVariant('か')).toBeUndefined();
    expect(sokuonVariant('さん')).toBeUndefined();
    expect(canFollowSokuon('こ')).toBe(true);
    expect(canFollowSokuon('が')).toBe(false);
    expect(canFollowSokuon(undefined)).toBe(false);
  });

  it('shortens a final lengthening or closing kana', () => {
    expect(shortenedVariant('にち')).toBe('に');
    expect(shortenedVariant('ほん')).toBeUndefined();
    expect(shortenedVariant('き')).toBeUndefined();
  });

  it('gives the conjunctive form of a verb reading', () => {
    expect(conjunctiveForm('あつかう')).toBe('あつかい');
    expect(conjunctiveForm('かたる')).toBe('かたり');
    expect(conjunctiveForm('たかい')).toBeUndefined();
  });
});
