/**
 * The rows the writers take. The API maps database rows into these shapes; nothing here knows
 * about the database, HTTP or the environment.
 */

/** One JMdict sense: its parts of speech and its English glosses, in dictionary order. */
export interface ExportDefinition {
  partsOfSpeech: readonly string[];
  glosses: readonly string[];
}

/**
 * A sentence from the deck that uses the word. `wordStart` and `wordLength` are offsets in
 * UTF-16 code units of `text` (JavaScript string indices), so `text.slice(start, start + length)`
 * is the word as it appears (食べた in 「ご飯を食べた」).
 */
export interface ExportExampleSentence {
  text: string;
  wordStart: number;
  wordLength: number;
}

/** One deck word: a (wordId, readingIndex) pair with what the downloads show about it. */
export interface ExportWord {
  /** JMdict `ent_seq`. */
  wordId: number;
  /** Index into the entry's forms, kanji forms first, then kana forms. */
  readingIndex: number;
  /** The form, as written (食べる). */
  text: string;
  /**
   * The form with its reading in `漢字[かな]` segments (食[た]べる). The kana reading of every
   * download (Anki's ExpressionReading, the CSV's ReadingKana, Yomitan's reading) is derived from
   * it, so there is one source of truth for the reading.
   */
  furigana: string;
  /** Whether the form is one of the entry's kana forms (JMdict `r_ele`). */
  isKana: boolean;
  /** How many times the deck uses this form. */
  occurrences: number;
  /** Global rank of this reading (1 = most frequent), or null when it has none. */
  globalRank: number | null;
  definitions: readonly ExportDefinition[];
  /** Pitch accent downstep positions (0 = heiban), in dictionary order. */
  pitchAccents: readonly number[];
  /** Null when the deck has none for this word or the reader excluded example sentences. */
  exampleSentence: ExportExampleSentence | null;
}

/** The deck being downloaded. */
export interface ExportDeck {
  deckId: number;
  /** The title as published (Japanese); names the Anki deck. */
  originalTitle: string;
  /** The title in the reader's chosen language; names the downloaded file. */
  title: string;
  /** The parent deck's title, for sub-decks (volumes, episodes). */
  parentTitle?: string;
  /** When the deck's words were last computed; drives Anki's "update if newer" and revisions. */
  generatedAt: Date;
}

/** Words can come from an array or stream straight from a database cursor. */
export type WordSource<T = ExportWord> = Iterable<T> | AsyncIterable<T>;

/** A file ready to send: the API pipes `body` to the response. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: AsyncIterable<Uint8Array>;
}
