/**
 * The dictionary as the parser sees it: in memory, keyed by surface strings. `packages/db` builds
 * one from the imported dictionary; tests build small ones by hand (see `createLexicon`).
 */
import { toHiragana } from '../kana';

export interface LexiconForm {
  text: string;
  /** Kana reading of this form (a kana form's own text). */
  reading: string;
  isKana: boolean;
  /** Search-only or obsolete spelling: matched in texts, never preferred. */
  isHidden: boolean;
  /** Prior frequency rank (1 = most frequent), null when unlisted. */
  priorRank: number | null;
}

export interface LexiconEntry {
  wordId: number;
  /** Index = readingIndex: kanji forms first, then kana forms. */
  forms: readonly LexiconForm[];
  /** JMdict part-of-speech codes over all senses (v1, v5k-s, adj-i, n, exp, prt, …). */
  partsOfSpeech: readonly string[];
  /** Reference priority score (ichi1 +20, news1 +15, …). */
  priorityScore: number;
  /** Some sense is marked `uk` (usually written in kana). */
  usuallyKana: boolean;
}

export interface LexiconMatch {
  entry: LexiconEntry;
  readingIndex: number;
}

export interface Lexicon {
  /** Entries with a form equal to `key` (exact text or its hiragana). */
  lookup(key: string): readonly LexiconMatch[];
  /** Number of entries, for reports. */
  readonly size: number;
}

/**
 * The keys under which a form is found: its text and its hiragana. ー is not spelled out here:
 * ガール must not be found as がある; the parser expands ー on the text side instead.
 */
export function lookupKeysOf(text: string): string[] {
  const hiragana = toHiragana(text);
  return hiragana === text ? [text] : [text, hiragana];
}

const EMPTY: readonly LexiconMatch[] = [];

/** Builds an in-memory lexicon from entries (used by the database loader and by tests). */
export function createLexicon(entries: Iterable<LexiconEntry>): Lexicon {
  const index = new Map<string, LexiconMatch[]>();
  let size = 0;
  for (const entry of entries) {
    size++;
    entry.forms.forEach((form, readingIndex) => {
      // The keys of one form are distinct, so no (entry, readingIndex) is listed twice per key.
      for (const key of lookupKeysOf(form.text)) {
        const list = index.get(key);
        if (list) list.push({ entry, readingIndex });
        else index.set(key, [{ entry, readingIndex }]);
      }
    });
  }
  return {
    size,
    lookup: (key) => index.get(key) ?? EMPTY,
  };
}
