/**
 * A small library for the download tests, inserted row by row: six dictionary entries, a novel
 * with two chapters (sub-decks), its words with global ranks, example sentences in the chapters,
 * and the global frequency tables. Every expected word list in the tests follows from here.
 */
import { toJson, type Db } from '@goi/db';

interface FixtureForm {
  text: string;
  kana: boolean;
  furigana?: string;
  reading: string;
  pitch?: number[];
}

interface FixtureSense {
  pos: string[];
  glosses: string[];
  restrictedTo?: number[];
}

interface FixtureEntry {
  wordId: number;
  forms: FixtureForm[];
  senses: FixtureSense[];
}

export const entries: FixtureEntry[] = [
  {
    wordId: 1358280,
    forms: [
      { text: '食べる', kana: false, furigana: '食[た]べる', reading: 'たべる', pitch: [2] },
      { text: 'たべる', kana: true, reading: 'たべる', pitch: [2] },
    ],
    senses: [
      { pos: ['v1', 'vt'], glosses: ['to eat'] },
      { pos: ['v1'], glosses: ['to live on (e.g. a salary)', 'to live off'] },
    ],
  },
  {
    wordId: 1000,
    forms: [
      { text: '日', kana: false, furigana: '日[ひ]', reading: 'ひ', pitch: [0] },
      { text: 'ひ', kana: true, reading: 'ひ' },
      { text: 'にち', kana: true, reading: 'にち' },
    ],
    senses: [
      { pos: ['n'], glosses: ['day', 'days'] },
      // Only the kana form にち (readingIndex 2) has this sense; 日 keeps it (a kana-only
      // restriction says nothing about kanji forms), ひ does not.
      { pos: ['suf'], glosses: ['counter for days'], restrictedTo: [2] },
    ],
  },
  {
    wordId: 2000,
    forms: [{ text: 'ちょっと', kana: true, reading: 'ちょっと', pitch: [1] }],
    senses: [{ pos: ['adv'], glosses: ['a little', 'a bit'] }],
  },
  {
    wordId: 3000,
    forms: [
      { text: '猫', kana: false, furigana: '猫[ねこ]', reading: 'ねこ', pitch: [1] },
      { text: 'ねこ', kana: true, reading: 'ねこ' },
    ],
    senses: [{ pos: ['n'], glosses: ['cat', '"neko"'] }],
  },
  {
    wordId: 4000,
    forms: [{ text: 'コーヒー', kana: true, reading: 'コーヒー', pitch: [3] }],
    senses: [{ pos: ['n'], glosses: ['coffee'] }],
  },
  {
    wordId: 5000,
    forms: [
      { text: '走る', kana: false, furigana: '走[はし]る', reading: 'はしる', pitch: [2] },
      { text: 'はしる', kana: true, reading: 'はしる' },
    ],
    senses: [{ pos: ['v5r', 'vi'], glosses: ['to run'] }],
  },
];

/** The words of the novel (the parent deck): text, occurrences, first appearance, form rank. */
export const deckWords = [
  { wordId: 3000, readingIndex: 0, text: '猫', occurrences: 20, rank: 50 },
  { wordId: 1358280, readingIndex: 0, text: '食べる', occurrences: 10, rank: 250 },
  { wordId: 2000, readingIndex: 0, text: 'ちょっと', occurrences: 7, rank: 30 },
  { wordId: 1000, readingIndex: 0, text: '日', occurrences: 5, rank: null },
  { wordId: 4000, readingIndex: 0, text: 'コーヒー', occurrences: 3, rank: 900 },
  { wordId: 5000, readingIndex: 0, text: '走る', occurrences: 2, rank: 250 },
  { wordId: 1358280, readingIndex: 1, text: 'たべる', occurrences: 1, rank: 4000 },
] as const;

export const totalOccurrences = deckWords.reduce((sum, word) => sum + word.occurrences, 0);

/** Word ranks of the whole library (word_frequencies), competition style. */
export const wordRanks = [
  { wordId: 3000, rank: 1, used: 1 },
  { wordId: 1358280, rank: 2, used: 1 },
  { wordId: 2000, rank: 3, used: 1 },
  { wordId: 1000, rank: 4, used: 1 },
  { wordId: 4000, rank: 4, used: 1 },
  { wordId: 5000, rank: 6, used: 1 },
] as const;

export interface DownloadFixture {
  novelId: number;
  firstChapterId: number;
  secondChapterId: number;
}

const timestamp = '2026-11-20T08:30:00.000Z';

function deckRow(
  originalTitle: string,
  extra: { parentDeckId?: number; deckOrder?: number; englishTitle?: string } = {},
) {
  return {
    parentDeckId: extra.parentDeckId ?? null,
    deckOrder: extra.deckOrder ?? 0,
    mediaType: 4,
    originalTitle,
    romajiTitle: extra.parentDeckId === undefined ? 'Wagahai wa Neko de Aru' : null,
    englishTitle: extra.englishTitle ?? null,
    creationDate: timestamp,
    lastUpdate: timestamp,
    characterCount: 100,
    wordCount: totalOccurrences,
    uniqueWordCount: deckWords.length,
    uniqueWordUsedOnceCount: 1,
    uniqueKanjiCount: 4,
    uniqueKanjiUsedOnceCount: 0,
    kanjiCharacterCount: 40,
    sentenceCount: 3,
    dialoguePercentage: 0,
    hideDialoguePercentage: 0,
    difficulty: 2,
    difficultyOverride: -1,
    isNsfw: 0,
  };
}

async function insertDictionary(db: Db): Promise<void> {
  await db
    .insertInto('dictEntries')
    .values(
      entries.map((entry) => ({
        wordId: entry.wordId,
        priorityScore: 0,
        priorityTags: '[]',
        partsOfSpeech: toJson([...new Set(entry.senses.flatMap((sense) => sense.pos))]),
      })),
    )
    .execute();
  const forms = entries.flatMap((entry) =>
    entry.forms.map((form, readingIndex) => ({ wordId: entry.wordId, readingIndex, form })),
  );
  await db
    .insertInto('dictForms')
    .values(
      forms.map(({ wordId, readingIndex, form }) => ({
        wordId,
        readingIndex,
        text: form.text,
        formType: form.kana ? 1 : 0,
        furigana: form.furigana ?? form.text,
        reading: form.reading,
        info: '[]',
        isHidden: 0,
        appliesTo: null,
        priorRank: null,
      })),
    )
    .execute();
  await db
    .insertInto('dictPitchAccents')
    .values(
      forms
        .filter(({ form }) => form.pitch)
        .map(({ wordId, readingIndex, form }) => ({
          wordId,
          readingIndex,
          positions: toJson(form.pitch),
        })),
    )
    .execute();
  await db
    .insertInto('dictSenses')
    .values(
      entries.flatMap((entry) =>
        entry.senses.map((sense, senseIndex) => ({
          wordId: entry.wordId,
          senseIndex,
          partsOfSpeech: toJson(sense.pos),
          misc: '[]',
          fields: '[]',
          dialects: '[]',
          info: '[]',
          glosses: toJson(sense.glosses),
          restrictedTo: sense.restrictedTo ? toJson(sense.restrictedTo) : null,
        })),
      ),
    )
    .execute();
}

async function insertDeck(db: Db, row: ReturnType<typeof deckRow>): Promise<number> {
  const { deckId } = await db
    .insertInto('decks')
    .values(row)
    .returning('deckId')
    .executeTakeFirstOrThrow();
  return deckId;
}

async function insertSentence(
  db: Db,
  deckId: number,
  position: number,
  text: string,
  words: { wordId: number; readingIndex: number; surface: string }[],
): Promise<void> {
  const { sentenceId } = await db
    .insertInto('exampleSentences')
    .values({ deckId, text, position })
    .returning('sentenceId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exampleSentenceWords')
    .values(
      words.map((word) => ({
        sentenceId,
        wordId: word.wordId,
        readingIndex: word.readingIndex,
        position: text.indexOf(word.surface),
        length: word.surface.length,
      })),
    )
    .execute();
}

/** The novel 吾輩は猫である and its chapters; ranks in form_frequencies and word_frequencies. */
export async function insertDownloadFixture(db: Db): Promise<DownloadFixture> {
  await insertDictionary(db);
  const novelId = await insertDeck(
    db,
    deckRow('吾輩は猫である', { englishTitle: 'I Am a Cat: "Vol/1"?' }),
  );
  // The second chapter is inserted first, so deck ids and chapter order disagree.
  const secondChapterId = await insertDeck(
    db,
    deckRow('第二章', { parentDeckId: novelId, deckOrder: 2 }),
  );
  const firstChapterId = await insertDeck(
    db,
    deckRow('第一章', { parentDeckId: novelId, deckOrder: 1, englishTitle: 'Chapter One' }),
  );
  await db
    .insertInto('deckWords')
    .values(
      deckWords.map((word, firstPosition) => ({
        deckId: novelId,
        wordId: word.wordId,
        readingIndex: word.readingIndex,
        occurrences: word.occurrences,
        firstPosition,
      })),
    )
    .execute();
  await db
    .insertInto('deckWords')
    .values([
      { deckId: firstChapterId, wordId: 3000, readingIndex: 0, occurrences: 12, firstPosition: 0 },
      { deckId: firstChapterId, wordId: 2000, readingIndex: 0, occurrences: 7, firstPosition: 1 },
    ])
    .execute();

  await insertSentence(db, secondChapterId, 0, '猫がご飯を食べた。', [
    { wordId: 3000, readingIndex: 0, surface: '猫' },
    { wordId: 1358280, readingIndex: 0, surface: '食べ' },
  ]);
  await insertSentence(db, firstChapterId, 4, 'ちょっと待ってね。', [
    { wordId: 2000, readingIndex: 0, surface: 'ちょっと' },
  ]);
  // The first chapter comes first, so its sentence for 猫 wins over the second chapter's.
  await insertSentence(db, firstChapterId, 2, '吾輩は猫である。', [
    { wordId: 3000, readingIndex: 0, surface: '猫' },
  ]);

  await db
    .insertInto('formFrequencies')
    .values([
      ...deckWords
        .filter((word) => word.rank !== null)
        .map((word) => ({
          wordId: word.wordId,
          readingIndex: word.readingIndex,
          frequencyRank: word.rank,
          occurrences: word.occurrences,
          usedInMediaAmount: 1,
          frequencyPercentage:
            word.wordId === 1358280 ? (word.readingIndex === 0 ? 90.9 : 9.1) : 100,
        })),
      // Forms never seen share the tail rank.
      ...[
        [1000, 1],
        [1000, 2],
        [3000, 1],
        [5000, 1],
      ].map(([wordId, readingIndex]) => ({
        wordId: wordId!,
        readingIndex: readingIndex!,
        frequencyRank: 5000,
        occurrences: 0,
        usedInMediaAmount: 0,
        frequencyPercentage: 0,
      })),
    ])
    .execute();
  await db
    .insertInto('wordFrequencies')
    .values(
      wordRanks.map((word) => ({
        wordId: word.wordId,
        frequencyRank: word.rank,
        occurrences: deckWords
          .filter((deckWord) => deckWord.wordId === word.wordId)
          .reduce((sum, deckWord) => sum + deckWord.occurrences, 0),
        usedInMediaAmount: word.used,
        observedFrequency: 0.1,
      })),
    )
    .execute();
  return { novelId, firstChapterId, secondChapterId };
}
