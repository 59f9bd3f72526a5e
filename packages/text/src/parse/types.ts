/** A word as the parser returns it. Offsets are in the ORIGINAL input (before normalization). */
export type WordKind =
  /** Resolved to a dictionary entry. */
  | 'word'
  /** A person's or place's name the dictionary does not list (not vocabulary; never counted as a word). */
  | 'name'
  /** Not in the dictionary: kept, reported, never silently dropped. */
  | 'unknown';

export interface ParsedWord {
  /** The text exactly as it stands in the original input: `input.slice(start, end)`. */
  surface: string;
  start: number;
  end: number;
  kind: WordKind;
  wordId: number | null;
  readingIndex: number | null;
  /** The dictionary form of the matched reading (食べさせられた → 食べる). */
  dictionaryForm: string | null;
  /** Kana reading of the dictionary form. */
  reading: string | null;
  /** Conjugation steps from the dictionary form outward: ["causative", "passive", "past"]. */
  conjugations: string[];
}
