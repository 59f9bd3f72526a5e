/** Library tables: media decks, their titles and links, their words, example sentences, global ranks. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * A media deck. A top-level deck has `parentDeckId` null; its sub-decks (volumes, episodes, …)
 * point to it and are ordered by `deckOrder` (1-based). Counts are the deck statistics of
 * `@goi/text` (a parent's are aggregated from its children: distinct pairs at every level).
 */
export interface DeckTable {
  deckId: Generated<number>;
  parentDeckId: number | null;
  deckOrder: number;
  /** MediaType 1–9 (contracts). */
  mediaType: number;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  description: string | null;
  /** Cover image file name under the data directory's covers folder, or null. */
  coverName: string | null;
  /** ISO date (YYYY-MM-DD) or null when unknown. */
  releaseDate: string | null;
  /** ISO timestamps. */
  creationDate: string;
  lastUpdate: string;
  characterCount: number;
  wordCount: number;
  uniqueWordCount: number;
  uniqueWordUsedOnceCount: number;
  uniqueKanjiCount: number;
  uniqueKanjiUsedOnceCount: number;
  kanjiCharacterCount: number;
  sentenceCount: number;
  /** 0–100. */
  dialoguePercentage: number;
  hideDialoguePercentage: number;
  /** 0–5; −1 = not computed. */
  difficulty: number;
  /** −1 = none. */
  difficultyOverride: number;
  /** 0–100 from a metadata provider, or null. */
  externalRating: number | null;
  isNsfw: number;
  /** JSON `Record<kanji, occurrences>` of the text actually seen (for parent aggregation). */
  kanjiCounts: string | null;
}

/** Every title of a deck, normalised for search: original (0), romaji (1), English (2), alias (3). */
export interface DeckTitleTable {
  deckId: number;
  titleType: number;
  title: string;
  /** Lower case, width-folded, without spaces or punctuation: what a search matches against. */
  searchKey: string;
}

export interface DeckLinkTable {
  linkId: Generated<number>;
  deckId: number;
  /** LinkType 1–9 (contracts). */
  linkType: number;
  url: string;
}

/** One (word, reading) of a deck with its occurrences; `firstPosition` orders by first appearance. */
export interface DeckWordTable {
  deckId: number;
  wordId: number;
  readingIndex: number;
  occurrences: number;
  /** 0-based rank of first appearance in the deck (chronological order). */
  firstPosition: number;
}

/** The extracted text of a leaf deck, kept so it can be re-parsed when the parser improves. */
export interface DeckRawTextTable {
  deckId: number;
  rawText: string;
}

export interface ExampleSentenceTable {
  sentenceId: Generated<number>;
  deckId: number;
  text: string;
  /** Index of the sentence in the deck. */
  position: number;
}

export interface ExampleSentenceWordTable {
  sentenceId: number;
  wordId: number;
  readingIndex: number;
  /** Offset and length of the word in the sentence (UTF-16 units). */
  position: number;
  length: number;
}

/**
 * A tenth of a leaf deck's text (migration 014), rated like a deck: difficulty across a deck
 * without sub-decks. Only the tenths with text have a row.
 */
export interface DeckTextPartTable {
  deckId: number;
  /** 0–9: the part covers 10 × partIndex to 10 × (partIndex + 1) % of the text. */
  partIndex: number;
  characterCount: number;
  /** 0–5, as decks.difficulty (see refreshDifficulties for how it follows the deck's). */
  difficulty: number;
}

/** Global frequency of an entry over top-level decks (all media types). */
export interface WordFrequencyTable {
  wordId: number;
  /** Competition rank (1, 2, 2, 4); unseen entries share the tail rank. */
  frequencyRank: number;
  occurrences: number;
  usedInMediaAmount: number;
  observedFrequency: number;
}

/** Global frequency of one form (wordId, readingIndex): one ranking over all forms of all entries. */
export interface FormFrequencyTable {
  wordId: number;
  readingIndex: number;
  frequencyRank: number;
  occurrences: number;
  usedInMediaAmount: number;
  /** Share of this form among the entry's occurrences, 0–100. */
  frequencyPercentage: number;
}

export interface DeckTables {
  decks: DeckTable;
  deckTitles: DeckTitleTable;
  deckLinks: DeckLinkTable;
  deckWords: DeckWordTable;
  deckRawTexts: DeckRawTextTable;
  exampleSentences: ExampleSentenceTable;
  exampleSentenceWords: ExampleSentenceWordTable;
  deckTextParts: DeckTextPartTable;
  wordFrequencies: WordFrequencyTable;
  formFrequencies: FormFrequencyTable;
}

export type DeckRow = Selectable<DeckTable>;
export type NewDeck = Insertable<DeckTable>;
export type DeckUpdate = Updateable<DeckTable>;
export type DeckWordRow = Selectable<DeckWordTable>;
export type NewDeckWord = Insertable<DeckWordTable>;
export type DeckLinkRow = Selectable<DeckLinkTable>;
export type DeckTitleRow = Selectable<DeckTitleTable>;
