import type { ExportDeck, ExportWord, SelectableWord } from '../src/index';

export const fixtureDeck: ExportDeck = {
  deckId: 42,
  originalTitle: '吾輩は猫である',
  title: 'I Am a Cat',
  parentTitle: '夏目漱石の作品集・長いタイトルです',
  generatedAt: new Date('2026-11-20T08:30:00Z'),
};

function word(
  partial: Partial<ExportWord> & Pick<ExportWord, 'wordId' | 'text' | 'furigana'>,
): ExportWord {
  return {
    readingIndex: 0,
    isKana: false,
    occurrences: 1,
    globalRank: null,
    definitions: [],
    pitchAccents: [],
    exampleSentence: null,
    ...partial,
  };
}

/** Deck words covering the tricky cases: okurigana, a kana prefix, counters, quotes and markup. */
export const fixtureWords: ExportWord[] = [
  word({
    wordId: 1358280,
    text: '食べる',
    furigana: '食[た]べる',
    occurrences: 12,
    globalRank: 250,
    definitions: [
      { partsOfSpeech: ['v1', 'vt'], glosses: ['to eat'] },
      { partsOfSpeech: ['v1'], glosses: ['to live on (e.g. a salary)', 'to live off'] },
    ],
    pitchAccents: [2],
    exampleSentence: { text: 'ご飯を食べた。', wordStart: 3, wordLength: 2 },
  }),
  word({
    wordId: 1001390,
    text: 'お茶',
    furigana: 'お茶[ちゃ]',
    occurrences: 5,
    globalRank: 1200,
    definitions: [{ partsOfSpeech: ['n'], glosses: ['tea (usu. green)'] }],
    pitchAccents: [0],
  }),
  word({
    wordId: 1008630,
    readingIndex: 0,
    text: 'ちょっと',
    furigana: 'ちょっと',
    isKana: true,
    occurrences: 30,
    globalRank: 80,
    definitions: [{ partsOfSpeech: ['adv'], glosses: ['a little', 'just a minute'] }],
    pitchAccents: [1],
  }),
  word({
    wordId: 1358300,
    text: '食べ物',
    furigana: '食[た]べ物[もの]',
    occurrences: 3,
    definitions: [
      { partsOfSpeech: ['n'], glosses: ['food, "victuals"\nand more', '<b>bold</b> & co'] },
    ],
    pitchAccents: [2, 3],
    exampleSentence: { text: '「美味しい食べ物」', wordStart: 5, wordLength: 3 },
  }),
  word({
    wordId: 1162290,
    text: '一ヶ月',
    furigana: '一[いっ]ヶ[か]月[げつ]',
    occurrences: 2,
    globalRank: 3000,
    definitions: [{ partsOfSpeech: ['n'], glosses: ['one month'] }],
  }),
  word({
    wordId: 1038150,
    readingIndex: 1,
    text: 'コーヒー',
    furigana: 'コーヒー',
    isKana: true,
    occurrences: 7,
    globalRank: 400,
    definitions: [{ partsOfSpeech: ['n'], glosses: ['coffee'] }],
  }),
  word({ wordId: 1461140, text: '日', furigana: '日[ひ]', occurrences: 4, globalRank: 90 }),
  word({ wordId: 2083110, text: '日', furigana: '日[にち]', occurrences: 1, globalRank: 700 }),
  word({
    wordId: 1207610,
    readingIndex: 2,
    text: 'かける',
    furigana: 'かける',
    isKana: true,
    occurrences: 6,
  }),
  word({
    wordId: 1207620,
    readingIndex: 1,
    text: 'かける',
    furigana: 'かける',
    isKana: true,
    occurrences: 2,
  }),
  word({ wordId: 1599900, text: '猫', furigana: '猫[ねこ]', occurrences: 0, globalRank: 1500 }),
];

export type FixtureSelectable = SelectableWord & { text: string };

/** A small deck for selection: chronological ids, distinct counts and ranks with a few ties. */
export const selectionDeck: FixtureSelectable[] = [
  {
    wordId: 1,
    readingIndex: 0,
    text: 'A',
    occurrences: 10,
    globalRank: 500,
    firstAppearance: 0,
    isKana: false,
  },
  {
    wordId: 2,
    readingIndex: 0,
    text: 'B',
    occurrences: 3,
    globalRank: 20,
    firstAppearance: 1,
    isKana: true,
  },
  {
    wordId: 3,
    readingIndex: 0,
    text: 'C',
    occurrences: 7,
    globalRank: null,
    firstAppearance: 2,
    isKana: false,
  },
  {
    wordId: 3,
    readingIndex: 1,
    text: 'C2',
    occurrences: 1,
    globalRank: 9000,
    firstAppearance: 3,
    isKana: true,
  },
  {
    wordId: 4,
    readingIndex: 0,
    text: 'D',
    occurrences: 7,
    globalRank: 100,
    firstAppearance: 4,
    isKana: false,
  },
  {
    wordId: 5,
    readingIndex: 0,
    text: 'E',
    occurrences: 20,
    globalRank: 1,
    firstAppearance: 5,
    isKana: true,
  },
  {
    wordId: 6,
    readingIndex: 0,
    text: 'F',
    occurrences: 2,
    globalRank: 100,
    firstAppearance: 6,
    isKana: false,
  },
];
