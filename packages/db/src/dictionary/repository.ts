/**
 * Reading the dictionary: what the parser, the API and the CLI call. Every function takes the
 * database or an open transaction; JSON columns come back parsed.
 */
import type { DbOrTrx } from '../connection';
import { fromJson, fromJsonArray } from '../json';
import type { DictEntryRow, DictFormRow, DictKanjiRow, DictSenseRow } from '../schema';

/** One form matched by a lookup key: the word identity `(wordId, readingIndex)`. */
export interface LookupMatch {
  wordId: number;
  readingIndex: number;
}

export type WordForm = Omit<DictFormRow, 'wordId' | 'info' | 'isHidden' | 'appliesTo'> & {
  info: string[];
  isHidden: boolean;
  appliesTo: number[] | null;
  /** Downstep mora positions (0 = heiban); empty when unknown. */
  pitchAccents: number[];
};

type SenseListColumns = 'partsOfSpeech' | 'misc' | 'fields' | 'dialects' | 'info' | 'glosses';

export type WordSense = Omit<DictSenseRow, 'wordId' | SenseListColumns | 'restrictedTo'> & {
  [column in SenseListColumns]: string[];
} & { restrictedTo: number[] | null };

export type WordDetails = Omit<DictEntryRow, 'priorityTags' | 'partsOfSpeech'> & {
  priorityTags: string[];
  partsOfSpeech: string[];
  forms: WordForm[];
  senses: WordSense[];
};

export type KanjiDetails = Omit<DictKanjiRow, 'meanings' | 'onReadings' | 'kunReadings'> & {
  meanings: string[];
  onReadings: string[];
  kunReadings: string[];
};

/** `where in` lists stay far below both dialects' parameter limits. */
const IDS_PER_QUERY = 500;

/** Forms whose lookup key is `key`, the most common entries (priority score) first. */
export async function findEntriesByLookupKey(db: DbOrTrx, key: string): Promise<LookupMatch[]> {
  return db
    .selectFrom('dictLookups as l')
    .innerJoin('dictEntries as e', 'e.wordId', 'l.wordId')
    .select(['l.wordId', 'l.readingIndex'])
    .where('l.lookupKey', '=', key)
    .orderBy('e.priorityScore', 'desc')
    .orderBy('l.wordId')
    .orderBy('l.readingIndex')
    .execute();
}

function groupByWordId<T extends { wordId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.wordId);
    if (group) group.push(row);
    else groups.set(row.wordId, [row]);
  }
  return groups;
}

async function detailsOfChunk(db: DbOrTrx, wordIds: number[]): Promise<WordDetails[]> {
  const [entries, forms, senses, accents] = await Promise.all([
    db.selectFrom('dictEntries').selectAll().where('wordId', 'in', wordIds).execute(),
    db
      .selectFrom('dictForms')
      .selectAll()
      .where('wordId', 'in', wordIds)
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    db
      .selectFrom('dictSenses')
      .selectAll()
      .where('wordId', 'in', wordIds)
      .orderBy('wordId')
      .orderBy('senseIndex')
      .execute(),
    db.selectFrom('dictPitchAccents').selectAll().where('wordId', 'in', wordIds).execute(),
  ]);
  const accentsOf = new Map(
    accents.map((row) => [
      `${row.wordId}:${row.readingIndex}`,
      fromJsonArray<number>(row.positions),
    ]),
  );
  // Grouped once: filtering every row per entry is quadratic in the chunk (500 entries).
  const formsOf = groupByWordId(forms);
  const sensesOf = groupByWordId(senses);
  return entries.map((entry) => ({
    wordId: entry.wordId,
    priorityScore: entry.priorityScore,
    priorityTags: fromJsonArray<string>(entry.priorityTags),
    partsOfSpeech: fromJsonArray<string>(entry.partsOfSpeech),
    forms: (formsOf.get(entry.wordId) ?? []).map(
      ({ wordId, info, isHidden, appliesTo, ...form }) => ({
        ...form,
        info: fromJsonArray<string>(info),
        isHidden: isHidden === 1,
        appliesTo: fromJson<number[]>(appliesTo),
        pitchAccents: accentsOf.get(`${wordId}:${form.readingIndex}`) ?? [],
      }),
    ),
    senses: (sensesOf.get(entry.wordId) ?? []).map((sense) => ({
      senseIndex: sense.senseIndex,
      partsOfSpeech: fromJsonArray<string>(sense.partsOfSpeech),
      misc: fromJsonArray<string>(sense.misc),
      fields: fromJsonArray<string>(sense.fields),
      dialects: fromJsonArray<string>(sense.dialects),
      info: fromJsonArray<string>(sense.info),
      glosses: fromJsonArray<string>(sense.glosses),
      restrictedTo: fromJson<number[]>(sense.restrictedTo),
    })),
  }));
}

/** Entries with forms, senses and pitch accents, in the order of `wordIds`; unknown ids are left out. */
export function getWordDetails(db: DbOrTrx, wordIds: readonly number[]): Promise<WordDetails[]> {
  return inIdOrder(wordIds, (chunk) => detailsOfChunk(db, chunk));
}

/**
 * Reads entries `IDS_PER_QUERY` ids at a time and returns them in the order of `wordIds`, each id
 * once; unknown ids are left out.
 */
async function inIdOrder<T extends { wordId: number }>(
  wordIds: readonly number[],
  readChunk: (chunk: number[]) => Promise<T[]>,
): Promise<T[]> {
  const distinct = [...new Set(wordIds)];
  const byId = new Map<number, T>();
  for (let start = 0; start < distinct.length; start += IDS_PER_QUERY) {
    for (const row of await readChunk(distinct.slice(start, start + IDS_PER_QUERY)))
      byId.set(row.wordId, row);
  }
  return distinct.flatMap((wordId) => byId.get(wordId) ?? []);
}

/**
 * What a word shows on a deck list or word page (`WordDto`): an entry's parts of speech, its
 * forms' index, type, text, furigana, visibility and pitch accents, its senses' parts of speech,
 * usage notes, glosses and restriction. `getWordDetails` less the columns no DTO shows.
 */
export type WordSummary = Pick<WordDetails, 'wordId' | 'partsOfSpeech'> & {
  forms: Pick<
    WordForm,
    'readingIndex' | 'formType' | 'text' | 'furigana' | 'isHidden' | 'pitchAccents'
  >[];
  senses: Pick<WordSense, 'partsOfSpeech' | 'misc' | 'glosses' | 'restrictedTo'>[];
};

async function summariesOfChunk(db: DbOrTrx, wordIds: number[]): Promise<WordSummary[]> {
  // Only the shown columns: reading every column of ~700 rows cost twice as much (strings
  // built for readings, info and fields no DTO shows; word templates of vocabulary pages).
  const [entries, forms, senses, accents] = await Promise.all([
    db
      .selectFrom('dictEntries')
      .select(['wordId', 'partsOfSpeech'])
      .where('wordId', 'in', wordIds)
      .execute(),
    db
      .selectFrom('dictForms')
      .select(['wordId', 'readingIndex', 'formType', 'text', 'furigana', 'isHidden'])
      .where('wordId', 'in', wordIds)
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    db
      .selectFrom('dictSenses')
      .select(['wordId', 'partsOfSpeech', 'misc', 'glosses', 'restrictedTo'])
      .where('wordId', 'in', wordIds)
      .orderBy('wordId')
      .orderBy('senseIndex')
      .execute(),
    db
      .selectFrom('dictPitchAccents')
      .select(['wordId', 'readingIndex', 'positions'])
      .where('wordId', 'in', wordIds)
      .execute(),
  ]);
  const accentsOf = new Map(
    accents.map((row) => [
      `${row.wordId}:${row.readingIndex}`,
      fromJsonArray<number>(row.positions),
    ]),
  );
  const formsOf = groupByWordId(forms);
  const sensesOf = groupByWordId(senses);
  return entries.map((entry) => ({
    wordId: entry.wordId,
    partsOfSpeech: fromJsonArray<string>(entry.partsOfSpeech),
    forms: (formsOf.get(entry.wordId) ?? []).map((form) => ({
      readingIndex: form.readingIndex,
      formType: form.formType,
      text: form.text,
      furigana: form.furigana,
      isHidden: form.isHidden === 1,
      pitchAccents: accentsOf.get(`${form.wordId}:${form.readingIndex}`) ?? [],
    })),
    senses: (sensesOf.get(entry.wordId) ?? []).map((sense) => ({
      partsOfSpeech: fromJsonArray<string>(sense.partsOfSpeech),
      misc: fromJsonArray<string>(sense.misc),
      glosses: fromJsonArray<string>(sense.glosses),
      restrictedTo: fromJson<number[]>(sense.restrictedTo),
    })),
  }));
}

/** `WordSummary`s in the order of `wordIds`; unknown ids are left out. */
export function getWordSummaries(db: DbOrTrx, wordIds: readonly number[]): Promise<WordSummary[]> {
  return inIdOrder(wordIds, (chunk) => summariesOfChunk(db, chunk));
}

export async function getKanji(db: DbOrTrx, literal: string): Promise<KanjiDetails | undefined> {
  const row = await db
    .selectFrom('dictKanji')
    .selectAll()
    .where('literal', '=', literal)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    meanings: fromJsonArray<string>(row.meanings),
    onReadings: fromJsonArray<string>(row.onReadings),
    kunReadings: fromJsonArray<string>(row.kunReadings),
  };
}
