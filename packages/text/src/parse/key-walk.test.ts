import { describe, expect, it } from 'vitest';
import { KeyWalk } from './key-walk';
import { createLexicon, type LexiconEntry } from './lexicon';
import { lookupAll } from './lookup';

function entry(wordId: number, ...texts: string[]): LexiconEntry {
  return {
    wordId,
    forms: texts.map((text) => ({
      text,
      reading: text,
      isKana: true,
      isHidden: false,
      priorRank: null,
    })),
    partsOfSpeech: ['n'],
    priorityScore: 0,
    usuallyKana: false,
  };
}

describe('KeyWalk', () => {
  const lexicon = createLexicon([
    entry(1, 'ねこ'),
    entry(2, 'ネコ'),
    entry(3, 'ねこじゃらし'),
    entry(4, 'カメラ'),
    entry(5, '吾輩'),
  ]);
  const walked = (text: string) => {
    const walk = new KeyWalk(lexicon);
    walk.extend(text, 0, text.length);
    return walk;
  };

  it('finds what lookupAll finds, as written first, then in hiragana', () => {
    for (const text of ['ねこ', 'ネコ', 'ネコじゃらし', 'かめら', 'カメラ', '吾輩', '吾', 'いぬ']) {
      expect(walked(text).matches()).toEqual(lookupAll(lexicon, text));
      expect(walked(text).isKey()).toBe(lookupAll(lexicon, text).length > 0);
    }
  });

  it('counts how much of the text begins some key', () => {
    expect(walked('ネコじゃない').prefixLength).toBe(4);
    expect(walked('吾輩は').prefixLength).toBe(2);
    expect(walked('いぬ').prefixLength).toBe(0);
    expect(walked('カメ').isKeyPrefix()).toBe(true);
  });

  it('notes ー, which only the memo spells out', () => {
    expect(walked('ネー').longVowel).toBe(true);
    expect(walked('ネコ').longVowel).toBe(false);
  });
});
