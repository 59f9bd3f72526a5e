import { describe, expect, it } from 'vitest';
import { glossTerms, termsOf } from './gloss-terms';
import { glossTermRows, kanjiOfForm } from './search-index';

describe('termsOf', () => {
  it('lower-cases, folds accents and width, splits words and drops stop words', () => {
    expect(termsOf('To Eat')).toEqual(['eat']);
    expect(termsOf('café au lait')).toEqual(['cafe', 'au', 'lait']);
    expect(termsOf('ＣＡＴ')).toEqual(['cat']);
    expect(termsOf("to lose one's temper")).toEqual(['lose', 'temper']);
    expect(termsOf("children's bed-warmer")).toEqual(["children's", 'bed', 'warmer']);
    expect(termsOf('the of to')).toEqual([]);
    expect(termsOf('eat eat')).toEqual(['eat']);
  });
});

describe('glossTerms', () => {
  it('counts the words outside notes and marks those inside', () => {
    expect(glossTerms('to eat')).toEqual({ terms: [{ term: 'eat', inCore: true }], coreTerms: 1 });
    expect(glossTerms('cat (esp. the domestic cat, Felis catus)')).toEqual({
      terms: [
        { term: 'cat', inCore: true },
        { term: 'domestic', inCore: false },
        { term: 'felis', inCore: false },
        { term: 'catus', inCore: false },
      ],
      coreTerms: 1,
    });
    // Nested notes go as a whole.
    expect(glossTerms('bottom (partner (slang))').coreTerms).toBe(1);
  });
});

describe('index rows', () => {
  it('gives every gloss of a sense its position', () => {
    expect(glossTermRows(7, 1, ['to live on', 'to subsist'])).toEqual([
      { term: 'live', wordId: 7, senseIndex: 1, glossIndex: 0, coreTerms: 1, inCore: 1 },
      { term: 'subsist', wordId: 7, senseIndex: 1, glossIndex: 1, coreTerms: 1, inCore: 1 },
    ]);
  });

  it('lists each kanji of a form once, without repeat marks', () => {
    expect(kanjiOfForm('食べ物')).toEqual(['食', '物']);
    expect(kanjiOfForm('人々')).toEqual(['人']);
    expect(kanjiOfForm('人人')).toEqual(['人']);
    expect(kanjiOfForm('たべる')).toEqual([]);
  });
});
