/** Dictionary tables: JMdict entries, forms, senses, lookup keys, pitch accents, kanji. */
import type { Insertable, Selectable } from 'kysely';

/** One JMdict entry; `wordId` is JMdict `ent_seq`. */
export interface DictEntryTable {
  wordId: number;
  /** Reference priority score (ichi1 +20, news1 +15, …; see dictionary/priority.ts), without the per-surface `uk` adjustment. */
  priorityScore: number;
  /** JSON string[]: ichi1, news2, nf25, spec1, … merged over the entry's forms. */
  priorityTags: string;
  /** JSON string[]: distinct JMdict part-of-speech entity codes over all senses (v1, n, adj-i, …). */
  partsOfSpeech: string;
}

/**
 * One written form of an entry. `readingIndex` is its place in the fixed order
 * "kanji forms first, then kana forms"; it is part of the word identity and never changes.
 */
export interface DictFormTable {
  wordId: number;
  readingIndex: number;
  text: string;
  /** 0 = kanji form (keb), 1 = kana form (reb). */
  formType: number;
  /** `漢字[かな]` segments (`食[た]べる`); kana forms are their own text. */
  furigana: string;
  /** Kana reading of this form: for a kanji form, its first applicable kana form. */
  reading: string;
  /** JSON string[]: ke_inf / re_inf codes (ateji, iK, ok, rK, sK, …). */
  info: string;
  /** 1 when the form is search-only or obsolete and should not be shown as a headword. */
  isHidden: number;
  /**
   * JSON number[] | null: for kana forms restricted to some kanji forms, their readingIndexes
   * (re_restr; [] = re_nokanji). null = no restriction (every kanji form; always null for kanji forms).
   */
  appliesTo: string | null;
  /** Prior frequency rank from the vendored reference lists (1 = most frequent), null when unlisted. */
  priorRank: number | null;
}

/** One sense (meaning) of an entry, in JMdict order. */
export interface DictSenseTable {
  wordId: number;
  senseIndex: number;
  /** JSON string[] of JMdict entity codes. */
  partsOfSpeech: string;
  /** JSON string[] of misc entity codes (uk, arch, …). */
  misc: string;
  fields: string;
  dialects: string;
  info: string;
  /** JSON string[] of English glosses. */
  glosses: string;
  /** JSON number[] | null: readingIndexes this sense is restricted to (stagk/stagr). */
  restrictedTo: string | null;
}

/** Lookup keys the parser needs: surface forms and their hiragana-normalised variants. */
export interface DictLookupTable {
  lookupKey: string;
  wordId: number;
  readingIndex: number;
}

/** Pitch accent downstep positions per (word, reading) — not per word as the reference (§11.2.9). */
export interface DictPitchAccentTable {
  wordId: number;
  readingIndex: number;
  /** JSON number[] of mora positions (0 = heiban). */
  positions: string;
}

export interface DictKanjiTable {
  literal: string;
  meanings: string;
  onReadings: string;
  kunReadings: string;
  grade: number | null;
  jlpt: number | null;
  frequency: number | null;
  strokeCount: number | null;
}

/**
 * One distinct English word of one gloss (search index, dictionary/search-index.ts). Words in
 * parentheses ("cat (esp. the domestic cat)") are indexed with `inCore` 0.
 */
export interface DictGlossTermTable {
  term: string;
  wordId: number;
  senseIndex: number;
  glossIndex: number;
  /** Distinct indexed words of the gloss outside parentheses ("to eat" → 1: eat). */
  coreTerms: number;
  /** 1 when the word stands outside parentheses. */
  inCore: number;
}

/** One kanji of a written form (食べ物 → 食 and 物), for kanji pages. */
export interface DictFormKanjiTable {
  literal: string;
  wordId: number;
  readingIndex: number;
}

/** Small key/value facts about the installation (dictionary version, demo library state, …). */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** The dictionary's tables (see ../dictionary/). */
export interface DictionaryTables {
  dictEntries: DictEntryTable;
  dictForms: DictFormTable;
  dictSenses: DictSenseTable;
  dictLookups: DictLookupTable;
  dictPitchAccents: DictPitchAccentTable;
  dictKanji: DictKanjiTable;
  dictGlossTerms: DictGlossTermTable;
  dictFormKanji: DictFormKanjiTable;
  appMeta: AppMetaTable;
}

export type DictEntryRow = Selectable<DictEntryTable>;
export type NewDictEntry = Insertable<DictEntryTable>;
export type DictFormRow = Selectable<DictFormTable>;
export type NewDictForm = Insertable<DictFormTable>;
export type DictSenseRow = Selectable<DictSenseTable>;
export type NewDictSense = Insertable<DictSenseTable>;
export type NewDictLookup = Insertable<DictLookupTable>;
export type NewDictPitchAccent = Insertable<DictPitchAccentTable>;
export type NewDictKanji = Insertable<DictKanjiTable>;
export type DictKanjiRow = Selectable<DictKanjiTable>;
export type DictLookupRow = Selectable<DictLookupTable>;
export type NewDictGlossTerm = Insertable<DictGlossTermTable>;
export type NewDictFormKanji = Insertable<DictFormKanjiTable>;
export type DictPitchAccentRow = Selectable<DictPitchAccentTable>;
