import { describe, expect, it } from 'vitest';
import {
  readVocabularyFilters,
  vocabularyFilterCount,
  vocabularyFilterParams,
} from './vocabulary-filters';

describe('vocabulary filters in the URL', () => {
  it('reads and writes the API names', () => {
    const filters = readVocabularyFilters(
      new URLSearchParams(
        'search=%20neko%20&known=unknown&partsOfSpeech=v*,adj-na&excludePartsOfSpeech=prt&hideKana=1&sortBy=chrono',
      ),
    );
    expect(filters).toEqual({
      search: 'neko',
      known: 'unknown',
      partsOfSpeech: ['v*', 'adj-na'],
      excludePartsOfSpeech: ['prt'],
      hideKana: true,
    });
    expect(vocabularyFilterParams(filters)).toEqual({
      search: 'neko',
      known: 'unknown',
      partsOfSpeech: 'v*,adj-na',
      excludePartsOfSpeech: 'prt',
      hideKana: '1',
    });
    expect(vocabularyFilterParams(filters, { known: false })).not.toHaveProperty('known');
    expect(vocabularyFilterCount(filters)).toBe(6);
  });

  it('drops what the API would refuse', () => {
    expect(
      readVocabularyFilters(new URLSearchParams('known=maybe&partsOfSpeech=n;drop,n&hideKana=yes')),
    ).toEqual({ partsOfSpeech: ['n'], excludePartsOfSpeech: [], hideKana: false });
  });
});

describe('the word state filter', () => {
  it('reads 0–3 and leaves it out without the reader', () => {
    const filters = readVocabularyFilters(new URLSearchParams('state=3'));
    expect(filters.state).toBe(3);
    expect(vocabularyFilterParams(filters)).toEqual({ state: '3' });
    expect(vocabularyFilterParams(filters, { known: false })).toEqual({});
    expect(readVocabularyFilters(new URLSearchParams('state=7')).state).toBeUndefined();
  });
});
