/**
 * A small library for the read API's tests, written straight into a fresh database: five real
 * JMdict entries (猫, 食べる, 本, が, 好き) with forms, senses, lookups and pitch accents, four
 * top-level decks (one with two volumes), links, aliases, example sentences and global form
 * ranks. Inserting rows directly is fast and runs the same on SQLite and PostgreSQL.
 */
import { lookupKeysOf, titleSearchKey, toJson, type DbOrTrx } from '@goi/db';

export const NOW = new Date('2026-06-30T00:00:00.000Z');

export const NEKO = 1467640;
export const TABERU = 1358280;
export const HON = 1522150;
export const GA = 2028930;
export const SUKI = 1610040;

interface FormSpec {
  text: string;
  furigana?: string;
  reading: string;
  kana?: boolean;
  hidden?: boolean;
  pitch?: number[];
}

interface EntrySpec {
  wordId: number;
  partsOfSpeech: string[];
  forms: FormSpec[];
  senses: { pos: string[]; misc?: string[]; glosses: string[]; restrictedTo?: number[] }[];
}

const entries: EntrySpec[] = [
  {
    wordId: NEKO,
    partsOfSpeech: ['n'],
    forms: [
      { text: '猫', furigana: '猫[ねこ]', reading: 'ねこ', pitch: [1] },
      { text: 'ネコ', reading: 'ねこ', kana: true },
      { text: 'ねこ', reading: 'ねこ', kana: true },
      { text: '貓', furigana: '貓[ねこ]', reading: 'ねこ', hidden: true },
    ],
    senses: [
      { pos: ['n'], glosses: ['cat'] },
      { pos: ['n'], misc: ['uk'], glosses: [] },
      { pos: ['n'], misc: ['col'], glosses: ['shamisen'] },
    ],
  },
  {
    wordId: TABERU,
    partsOfSpeech: ['v1', 'vt'],
    forms: [
      { text: '食べる', furigana: '食[た]べる', reading: 'たべる', pitch: [2] },
      { text: 'たべる', reading: 'たべる', kana: true, pitch: [2] },
    ],
    senses: [
      { pos: ['v1', 'vt'], glosses: ['to eat'] },
      { pos: ['v1', 'vt'], glosses: ['to live on (e.g. a salary)'] },
    ],
  },
  {
    wordId: HON,
    partsOfSpeech: ['n'],
    forms: [
      { text: '本', furigana: '本[ほん]', reading: 'ほん', pitch: [1] },
      { text: 'ほん', reading: 'ほん', kana: true },
    ],
    senses: [{ pos: ['n'], glosses: ['book', 'volume'] }],
  },
  {
    wordId: GA,
    partsOfSpeech: ['prt'],
    forms: [{ text: 'が', reading: 'が', kana: true }],
    senses: [{ pos: ['prt'], glosses: ['indicates the sentence subject'] }],
  },
  {
    wordId: SUKI,
    partsOfSpeech: ['adj-na', 'n'],
    forms: [
      { text: '好き', furigana: '好[す]き', reading: 'すき', pitch: [2] },
      { text: 'すき', reading: 'すき', kana: true },
    ],
    senses: [{ pos: ['adj-na', 'n'], glosses: ['liked', 'favourite'] }],
  },
];

async function insertDictionary(db: DbOrTrx): Promise<void> {
  for (const entry of entries) {
    await db
      .insertInto('dictEntries')
      .values({
        wordId: entry.wordId,
        priorityScore: 40,
        priorityTags: toJson(['ichi1']),
        partsOfSpeech: toJson(entry.partsOfSpeech),
      })
      .execute();
    await db
      .insertInto('dictForms')
      .values(
        entry.forms.map((form, readingIndex) => ({
          wordId: entry.wordId,
          readingIndex,
          text: form.text,
          formType: form.kana ? 1 : 0,
          furigana: form.furigana ?? form.text,
          reading: form.reading,
          info: toJson([]),
          isHidden: form.hidden ? 1 : 0,
          appliesTo: null,
          priorRank: 100 + readingIndex,
        })),
      )
      .execute();
    await db
      .insertInto('dictSenses')
      .values(
        entry.senses.map((sense, senseIndex) => ({
          wordId: entry.wordId,
          senseIndex,
          partsOfSpeech: toJson(sense.pos),
          misc: toJson(sense.misc ?? []),
          fields: toJson([]),
          dialects: toJson([]),
          info: toJson([]),
          glosses: toJson(sense.glosses),
          restrictedTo: sense.restrictedTo ? toJson(sense.restrictedTo) : null,
        })),
      )
      .execute();
    const lookups = new Map<string, { lookupKey: string; wordId: number; readingIndex: number }>();
    entry.forms.forEach((form, readingIndex) => {
      for (const key of lookupKeysOf(form.text)) {
        const id = `${key}:${readingIndex}`;
        if (!lookups.has(id))
          lookups.set(id, { lookupKey: key, wordId: entry.wordId, readingIndex });
      }
    });
    await db
      .insertInto('dictLookups')
      .values([...lookups.values()])
      .execute();
    const accents = entry.forms.flatMap((form, readingIndex) =>
      form.pitch ? [{ wordId: entry.wordId, readingIndex, positions: toJson(form.pitch) }] : [],
    );
    if (accents.length > 0) await db.insertInto('dictPitchAccents').values(accents).execute();
  }
}

interface DeckSpec {
  parentDeckId?: number;
  deckOrder?: number;
  mediaType: number;
  originalTitle: string;
  romajiTitle?: string;
  englishTitle?: string;
  aliases?: string[];
  releaseDate?: string;
  creationDate: string;
  characterCount: number;
  wordCount: number;
  uniqueWordCount: number;
  uniqueKanjiCount: number;
  uniqueKanjiUsedOnceCount: number;
  sentenceCount: number;
  dialoguePercentage: number;
  hideDialoguePercentage?: boolean;
  difficulty: number;
  difficultyOverride?: number;
  links?: { linkType: number; url: string }[];
  /** [wordId, readingIndex, occurrences] in order of first appearance. */
  words: [number, number, number][];
  sentences?: { text: string; words: [number, number, number, number][] }[];
}

async function insertDeck(db: DbOrTrx, spec: DeckSpec): Promise<number> {
  const { deckId } = await db
    .insertInto('decks')
    .values({
      parentDeckId: spec.parentDeckId ?? null,
      deckOrder: spec.deckOrder ?? 0,
      mediaType: spec.mediaType,
      originalTitle: spec.originalTitle,
      romajiTitle: spec.romajiTitle ?? null,
      englishTitle: spec.englishTitle ?? null,
      description: null,
      coverName: null,
      releaseDate: spec.releaseDate ?? null,
      creationDate: spec.creationDate,
      lastUpdate: spec.creationDate,
      characterCount: spec.characterCount,
      wordCount: spec.wordCount,
      uniqueWordCount: spec.uniqueWordCount,
      uniqueWordUsedOnceCount: 1,
      uniqueKanjiCount: spec.uniqueKanjiCount,
      uniqueKanjiUsedOnceCount: spec.uniqueKanjiUsedOnceCount,
      kanjiCharacterCount: 0,
      sentenceCount: spec.sentenceCount,
      dialoguePercentage: spec.dialoguePercentage,
      hideDialoguePercentage: spec.hideDialoguePercentage ? 1 : 0,
      difficulty: spec.difficulty,
      difficultyOverride: spec.difficultyOverride ?? -1,
      externalRating: null,
      isNsfw: 0,
      kanjiCounts: null,
    })
    .returning('deckId')
    .executeTakeFirstOrThrow();
  const titles = [
    { titleType: 0, title: spec.originalTitle },
    ...(spec.romajiTitle ? [{ titleType: 1, title: spec.romajiTitle }] : []),
    ...(spec.englishTitle ? [{ titleType: 2, title: spec.englishTitle }] : []),
    ...(spec.aliases ?? []).map((title) => ({ titleType: 3, title })),
  ];
  await db
    .insertInto('deckTitles')
    .values(titles.map((row) => ({ ...row, deckId, searchKey: titleSearchKey(row.title) })))
    .execute();
  if (spec.links?.length)
    await db
      .insertInto('deckLinks')
      .values(spec.links.map((link) => ({ ...link, deckId })))
      .execute();
  if (spec.words.length)
    await db
      .insertInto('deckWords')
      .values(
        spec.words.map(([wordId, readingIndex, occurrences], firstPosition) => ({
          deckId,
          wordId,
          readingIndex,
          occurrences,
          firstPosition,
        })),
      )
      .execute();
  for (const [position, sentence] of (spec.sentences ?? []).entries()) {
    const { sentenceId } = await db
      .insertInto('exampleSentences')
      .values({ deckId, text: sentence.text, position })
      .returning('sentenceId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('exampleSentenceWords')
      .values(
        sentence.words.map(([wordId, readingIndex, start, length]) => ({
          sentenceId,
          wordId,
          readingIndex,
          position: start,
          length,
        })),
      )
      .execute();
  }
  return deckId;
}

export interface FixtureLibrary {
  /** 進撃の巨人 (Anime). */
  shingeki: number;
  /** 吾輩は猫である (Novel) with two volumes. */
  wagahai: number;
  wagahaiVolume1: number;
  wagahaiVolume2: number;
  /** こころ (Novel), difficulty not computed, no release date. */
  kokoro: number;
  /** シュタインズ・ゲート (Visual novel), difficulty overridden, dialogue hidden. */
  steinsGate: number;
}

/** Inserts the dictionary rows, the decks and the form ranks; returns the deck ids. */
export async function insertFixtureLibrary(db: DbOrTrx): Promise<FixtureLibrary> {
  await insertDictionary(db);
  const shingeki = await insertDeck(db, {
    mediaType: 1,
    originalTitle: '進撃の巨人',
    romajiTitle: 'Shingeki no Kyojin',
    englishTitle: 'Attack on Titan',
    aliases: ['AoT'],
    releaseDate: '2013-04-07',
    creationDate: '2026-06-20T10:00:00.000Z',
    characterCount: 5000,
    wordCount: 3000,
    uniqueWordCount: 800,
    uniqueKanjiCount: 300,
    uniqueKanjiUsedOnceCount: 50,
    sentenceCount: 0,
    dialoguePercentage: 100,
    difficulty: 3.2,
    links: [
      { linkType: 4, url: 'https://anilist.co/anime/16498' },
      { linkType: 5, url: 'https://myanimelist.net/anime/16498/' },
    ],
    words: [
      [NEKO, 0, 5],
      [TABERU, 0, 3],
      [GA, 0, 10],
    ],
  });
  const wagahai = await insertDeck(db, {
    mediaType: 4,
    originalTitle: '吾輩は猫である',
    romajiTitle: 'Wagahai wa Neko de Aru',
    englishTitle: 'I Am a Cat',
    releaseDate: '1905-01-01',
    creationDate: '2026-05-15T08:00:00.000Z',
    characterCount: 200_000,
    wordCount: 120_000,
    uniqueWordCount: 9000,
    uniqueKanjiCount: 2500,
    uniqueKanjiUsedOnceCount: 400,
    sentenceCount: 4000,
    dialoguePercentage: 30,
    difficulty: 4.1,
    words: [
      [NEKO, 0, 30],
      [HON, 0, 2],
      [SUKI, 0, 1],
      [GA, 0, 7],
    ],
  });
  const volume = (deckOrder: number, words: DeckSpec['words'], sentences: DeckSpec['sentences']) =>
    insertDeck(db, {
      parentDeckId: wagahai,
      deckOrder,
      mediaType: 4,
      originalTitle: `吾輩は猫である ${deckOrder}`,
      creationDate: '2026-05-15T08:00:00.000Z',
      characterCount: 100_000,
      wordCount: 60_000,
      uniqueWordCount: 5000,
      uniqueKanjiCount: 2000,
      uniqueKanjiUsedOnceCount: 300,
      sentenceCount: 2000,
      dialoguePercentage: 30,
      difficulty: 4,
      words,
      sentences,
    });
  // Created second but ordered first: detail lists sub-decks by deckOrder.
  const wagahaiVolume2 = await volume(
    2,
    [
      [NEKO, 0, 10],
      [SUKI, 0, 1],
      [GA, 0, 3],
    ],
    [
      {
        text: '猫が好きだ。',
        words: [
          [NEKO, 0, 0, 1],
          [GA, 0, 1, 1],
          [SUKI, 0, 2, 2],
        ],
      },
    ],
  );
  const wagahaiVolume1 = await volume(
    1,
    [
      [NEKO, 0, 20],
      [HON, 0, 2],
      [GA, 0, 4],
    ],
    [{ text: '吾輩は猫である。', words: [[NEKO, 0, 3, 1]] }],
  );
  const kokoro = await insertDeck(db, {
    mediaType: 4,
    originalTitle: 'こころ',
    romajiTitle: 'Kokoro',
    creationDate: '2025-01-01T00:00:00.000Z',
    characterCount: 90_000,
    wordCount: 50_000,
    uniqueWordCount: 4000,
    uniqueKanjiCount: 1500,
    uniqueKanjiUsedOnceCount: 200,
    sentenceCount: 1,
    dialoguePercentage: 0,
    difficulty: -1,
    words: [
      [HON, 0, 4],
      [TABERU, 1, 2],
    ],
  });
  const steinsGate = await insertDeck(db, {
    mediaType: 7,
    originalTitle: 'シュタインズ・ゲート',
    romajiTitle: 'Steins;Gate',
    aliases: ['Cat Gate'],
    releaseDate: '2009-10-15',
    creationDate: '2026-06-29T12:00:00.000Z',
    characterCount: 1_000_000,
    wordCount: 600_000,
    uniqueWordCount: 12_000,
    uniqueKanjiCount: 2000,
    uniqueKanjiUsedOnceCount: 100,
    sentenceCount: 50_000,
    dialoguePercentage: 60,
    hideDialoguePercentage: true,
    difficulty: 2,
    difficultyOverride: 3.5,
    links: [{ linkType: 2, url: 'https://vndb.org/v2002' }],
    words: [
      [TABERU, 0, 1],
      [SUKI, 0, 4],
      [NEKO, 1, 2],
    ],
  });
  const ranks: [number, number, number, number, number][] = [
    [NEKO, 0, 1, 90, 2],
    [NEKO, 1, 50, 5, 1],
    [NEKO, 2, 60, 5, 0],
    [GA, 0, 2, 100, 2],
    [TABERU, 0, 3, 80, 2],
    [TABERU, 1, 40, 20, 1],
    [SUKI, 0, 10, 100, 2],
    [HON, 0, 20, 100, 2],
  ];
  await db
    .insertInto('formFrequencies')
    .values(
      ranks.map(
        ([wordId, readingIndex, frequencyRank, frequencyPercentage, usedInMediaAmount]) => ({
          wordId,
          readingIndex,
          frequencyRank,
          frequencyPercentage,
          usedInMediaAmount,
          occurrences: 1,
        }),
      ),
    )
    .execute();
  return { shingeki, wagahai, wagahaiVolume1, wagahaiVolume2, kokoro, steinsGate };
}
