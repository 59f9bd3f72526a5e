import { describe, expect, it } from 'vitest';
import { fixtureWords } from '../test/fixtures';
import { ExportInputError } from './errors';
import { checkExportDeck, checkExportWords, prepareWord } from './prepare-word';
import type { ExportWord } from './types';

const taberu = fixtureWords[0]!;

function problem(change: Partial<ExportWord>): string {
  try {
    prepareWord({ ...taberu, ...change });
  } catch (error) {
    if (error instanceof ExportInputError) return error.message;
    throw error;
  }
  throw new Error('expected the word to be rejected');
}

describe('prepareWord', () => {
  it('derives the reading from the furigana', () => {
    expect(prepareWord(taberu)).toEqual({
      word: taberu,
      reading: 'たべる',
      furigana: [{ text: '食', reading: 'た' }, { text: 'べる' }],
      label: 'word 1358280/0 (食べる)',
    });
  });

  it('names the word and the field of every problem', () => {
    expect(problem({ wordId: -1 })).toBe(
      'word -1/0 (食べる): wordId must be a non-negative integer',
    );
    expect(problem({ text: '' })).toBe('word 1358280/0 (): text is empty');
    expect(problem({ furigana: '食[た]べ[る' })).toMatch(
      /^word 1358280\/0 \(食べる\): furigana is malformed/,
    );
    expect(problem({ occurrences: 1.5 })).toBe(
      'word 1358280/0 (食べる): occurrences must be a non-negative integer',
    );
    expect(problem({ globalRank: 0 })).toBe(
      'word 1358280/0 (食べる): globalRank must be a positive integer or null',
    );
    expect(problem({ pitchAccents: [1, -1] })).toBe(
      'word 1358280/0 (食べる): pitchAccents[1] must be a non-negative integer',
    );
    expect(
      problem({ definitions: [{ partsOfSpeech: [], glosses: ['ok', 'bad\x1fsplit'] }] }),
    ).toMatch(/definitions\[0\]\.glosses\[1\] contains a control character/);
    expect(problem({ exampleSentence: { text: '食べた', wordStart: 0, wordLength: 0 } })).toMatch(
      /exampleSentence marks \[0, \+0\)/,
    );
  });

  it('allows line breaks in glosses and sentences but not in forms', () => {
    expect(() =>
      prepareWord({ ...taberu, definitions: [{ partsOfSpeech: [], glosses: ['two\nlines'] }] }),
    ).not.toThrow();
    expect(problem({ text: '食べ\rる' })).toMatch(/text contains a control character/);
  });

  it('checks a whole deck before anything is written', () => {
    expect(() => checkExportWords(fixtureWords)).not.toThrow();
    expect(() => checkExportWords([...fixtureWords, { ...taberu, wordId: 1.5 }])).toThrow(
      'word 1.5/0 (食べる): wordId must be a non-negative integer',
    );
    expect(() =>
      checkExportDeck({
        deckId: 1,
        originalTitle: 'x',
        title: 'x',
        generatedAt: new Date('nonsense'),
      }),
    ).toThrow('deck 1: generatedAt is not a valid date');
  });
});
