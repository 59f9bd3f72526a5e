/**
 * Rows for tests that write the tables directly: a test states the columns it is about and the
 * rest get neutral values (no info codes, not hidden, unranked, zero counts, difficulty not
 * computed). One place to change when a column is added, instead of every fixture.
 */
import type { NewDeck, NewDictEntry, NewDictForm, NewDictSense } from '../src/schema';

export function testEntryRow(
  row: Pick<NewDictEntry, 'wordId'> & Partial<NewDictEntry>,
): NewDictEntry {
  return { priorityScore: 0, priorityTags: '[]', partsOfSpeech: '[]', ...row };
}

/** A form; its furigana defaults to its text (right for kana forms), its reading to ''. */
export function testFormRow(
  row: Pick<NewDictForm, 'wordId' | 'readingIndex' | 'text' | 'formType'> & Partial<NewDictForm>,
): NewDictForm {
  return {
    furigana: row.text,
    reading: '',
    info: '[]',
    isHidden: 0,
    appliesTo: null,
    priorRank: null,
    ...row,
  };
}

export function testSenseRow(
  row: Pick<NewDictSense, 'wordId' | 'senseIndex' | 'glosses'> & Partial<NewDictSense>,
): NewDictSense {
  return {
    partsOfSpeech: '[]',
    misc: '[]',
    fields: '[]',
    dialects: '[]',
    info: '[]',
    restrictedTo: null,
    ...row,
  };
}

/** A top-level novel with zero statistics unless the test says otherwise. */
export function testDeckRow(row: Partial<NewDeck> = {}): NewDeck {
  return {
    parentDeckId: null,
    deckOrder: 0,
    mediaType: 4,
    originalTitle: 'テスト',
    romajiTitle: null,
    englishTitle: null,
    description: null,
    coverName: null,
    releaseDate: null,
    creationDate: '2026-01-01T00:00:00.000Z',
    lastUpdate: '2026-01-01T00:00:00.000Z',
    characterCount: 0,
    wordCount: 0,
    uniqueWordCount: 0,
    uniqueWordUsedOnceCount: 0,
    uniqueKanjiCount: 0,
    uniqueKanjiUsedOnceCount: 0,
    kanjiCharacterCount: 0,
    sentenceCount: 0,
    dialoguePercentage: 0,
    hideDialoguePercentage: 0,
    difficulty: -1,
    difficultyOverride: -1,
    externalRating: null,
    isNsfw: 0,
    kanjiCounts: null,
    ...row,
  };
}
