import type { WordDetails } from '@goi/db';
import { describe, expect, it } from 'vitest';
import { definitionsOf, senseAppliesTo } from './word-definitions';

// 上手: 0 上手 (kanji), 1 じょうず, 2 うわて, 3 かみて (kana).
const kana = (index: number) => index >= 1;

describe('senseAppliesTo', () => {
  it('applies unrestricted senses to every form', () => {
    expect(senseAppliesTo(null, 0, kana)).toBe(true);
    expect(senseAppliesTo([], 2, kana)).toBe(true);
  });

  it('keeps a kana restriction for the kana forms it names only', () => {
    expect(senseAppliesTo([2], 2, kana)).toBe(true);
    expect(senseAppliesTo([2], 1, kana)).toBe(false);
    // Says nothing about kanji forms: 上手 keeps うわて's sense.
    expect(senseAppliesTo([2], 0, kana)).toBe(true);
  });

  it('keeps a kanji restriction for the kanji forms it names only', () => {
    const twoKanji = (index: number) => index >= 2;
    expect(senseAppliesTo([0], 0, twoKanji)).toBe(true);
    expect(senseAppliesTo([0], 1, twoKanji)).toBe(false);
    expect(senseAppliesTo([0], 3, twoKanji)).toBe(true);
  });
});

const form = (readingIndex: number, text: string, formType: number) => ({
  readingIndex,
  text,
  formType,
  furigana: text,
  reading: text,
  info: [],
  isHidden: false,
  appliesTo: null,
  priorRank: null,
  pitchAccents: [],
});

const sense = (
  senseIndex: number,
  partsOfSpeech: string[],
  glosses: string[],
  restrictedTo: number[] | null = null,
) => ({
  senseIndex,
  partsOfSpeech,
  misc: [],
  fields: [],
  dialects: [],
  info: [],
  glosses,
  restrictedTo,
});

const jouzu: WordDetails = {
  wordId: 1580270,
  priorityScore: 0,
  priorityTags: [],
  partsOfSpeech: ['adj-na', 'n'],
  forms: [form(0, '上手', 0), form(1, 'じょうず', 1), form(2, 'うわて', 1)],
  senses: [
    sense(0, ['adj-na', 'n'], ['skillful', 'skilled'], [0, 1]),
    sense(1, ['n', 'x-unknown'], ['upper part'], [2]),
  ],
};

describe('definitionsOf', () => {
  it('gives each form its senses with readable parts of speech, unknown codes kept', () => {
    expect(definitionsOf(jouzu, 1)).toEqual([
      {
        partsOfSpeech: [
          'adjectival nouns or quasi-adjectives (keiyodoshi)',
          'noun (common) (futsuumeishi)',
        ],
        glosses: ['skillful', 'skilled'],
      },
    ]);
    expect(definitionsOf(jouzu, 2)).toEqual([
      { partsOfSpeech: ['noun (common) (futsuumeishi)', 'x-unknown'], glosses: ['upper part'] },
    ]);
    expect(definitionsOf(jouzu, 0).map((definition) => definition.glosses[0])).toEqual([
      'skillful',
      'upper part',
    ]);
  });
});
