/**
 * The dictionary as the parser sees it: in memory, keyed by surface strings. `packages/db` builds
 * one from the imported dictionary; tests build small ones by hand (see `createLexicon`).
 */
import { toHiragana } from '../kana';
import { buildKeyTrie, NO_KEY, NO_NODE, TRIE_ROOT, type KeyTrie } from './key-trie';

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
  /** Whether some key starts with `prefix`: lets the parser stop growing a span early. */
  hasPrefix(prefix: string): boolean;
  /** All keys in code-unit order (what the key trie is built from); a snapshot can store them. */
  sortedKeys(): readonly string[];
  /** The keys as a trie (built when first asked): the parser walks it along a line's text. */
  keyTrie(): KeyTrie;
  /**
   * `lookup` of the text of the key trie's `node`: the parser has walked to it, so it finds the
   * key's entries by the key's number, without slicing or hashing the text.
   */
  lookupNode(node: number): readonly LexiconMatch[];
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

/** Full-width Latin letters and digits as ASCII (ＣＤ → CD, Ｔシャツ → Tシャツ). */
export function asciiWidth(text: string): string {
  return text.replace(/[Ａ-Ｚａ-ｚ０-９]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) - 0xfee0),
  );
}

/**
 * The keys of a form in the parser's lexicon: `lookupKeysOf`, plus the ASCII spelling of
 * JMdict's full-width Latin (ＣＤ, Ｔシャツ, ＯＫ), which the normalizer turns into ASCII.
 */
function lexiconKeysOf(text: string): string[] {
  const keys = lookupKeysOf(text);
  // Not for digits alone: a bare number is not a word (２ is not looked up as 二).
  if (!/[Ａ-Ｚａ-ｚ]/.test(text)) return keys;
  for (const key of lookupKeysOf(asciiWidth(text))) if (!keys.includes(key)) keys.push(key);
  return keys;
}

const EMPTY: readonly LexiconMatch[] = [];
/** A key's list before its first match (shared; never pushed to). */
const EMPTY_LIST: LexiconMatch[] = [];

export interface CreateLexiconOptions {
  /** The keys already sorted (from a snapshot), to skip sorting half a million strings. */
  sortedKeys?: readonly string[] | undefined;
  /**
   * The matches of each of `sortedKeys`, as `keyMatchesOf` encodes them (from a snapshot): the
   * index is then rebuilt without deriving every form's keys and looking each up in the map.
   */
  keyMatches?: ArrayLike<number> | undefined;
}

/** A match is encoded as `entry index · FORM_SLOTS + reading index` (JMdict has ≤ 40 forms). */
const FORM_SLOTS = 256;

/**
 * The lexicon's index as numbers, for a snapshot to store: for each of `lexicon.sortedKeys()` in
 * order, its number of matches, then each match (`FORM_SLOTS` above). `entries` are the ones the
 * lexicon was created from, in the same order.
 */
export function keyMatchesOf(lexicon: Lexicon, entries: readonly LexiconEntry[]): number[] {
  const entryIndex = new Map(entries.map((entry, index) => [entry, index]));
  const encoded: number[] = [];
  for (const key of lexicon.sortedKeys()) {
    const matches = lexicon.lookup(key);
    encoded.push(matches.length);
    for (const { entry, readingIndex } of matches) {
      if (readingIndex >= FORM_SLOTS) throw new Error(`entry ${entry.wordId} has too many forms`);
      encoded.push(entryIndex.get(entry)! * FORM_SLOTS + readingIndex);
    }
  }
  return encoded;
}

/**
 * The index from `keyMatchesOf`'s numbers. A form listed under two keys (its text and its
 * hiragana) gets one match object, as `indexOfForms` gives it.
 */
function decodedIndex(
  entries: readonly LexiconEntry[],
  sortedKeys: readonly string[],
  keyMatches: ArrayLike<number>,
): Map<string, LexiconMatch[]> {
  // Each form's match, made when first met: forms are numbered entry by entry.
  const firstForm = new Int32Array(entries.length + 1);
  entries.forEach(
    (entry, index) => (firstForm[index + 1] = firstForm[index]! + entry.forms.length),
  );
  const formMatches = new Array<LexiconMatch | undefined>(firstForm[entries.length]!);
  const index = new Map<string, LexiconMatch[]>();
  let at = 0;
  for (const key of sortedKeys) {
    const list = new Array<LexiconMatch>(keyMatches[at++]!);
    for (let item = 0; item < list.length; item++) {
      const code = keyMatches[at++]!;
      const entryIndex = Math.floor(code / FORM_SLOTS);
      const readingIndex = code % FORM_SLOTS;
      const form = firstForm[entryIndex]! + readingIndex;
      list[item] = formMatches[form] ??= { entry: entries[entryIndex]!, readingIndex };
    }
    index.set(key, list);
  }
  if (at !== keyMatches.length) throw new Error('the key matches do not fit the keys');
  return index;
}

/**
 * The index from the entries' forms: one match per form, listed under each of its keys (text
 * and hiragana, and ASCII for full-width Latin).
 */
function indexOfForms(
  entries: readonly LexiconEntry[],
  sortedKeys: readonly string[] | undefined,
): Map<string, LexiconMatch[]> {
  const index = new Map<string, LexiconMatch[]>();
  // Given sorted keys (a snapshot's, half a million strings), the index is keyed by those very
  // strings, not by equal ones made again from the forms: one copy of each key, not two.
  for (const key of sortedKeys ?? []) index.set(key, EMPTY_LIST);
  for (const entry of entries) {
    entry.forms.forEach((form, readingIndex) => {
      // The keys of one form are distinct, so no (entry, readingIndex) is listed twice per key.
      const match: LexiconMatch = { entry, readingIndex };
      for (const key of lexiconKeysOf(form.text)) {
        const list = index.get(key);
        if (list && list !== EMPTY_LIST) list.push(match);
        else index.set(key, [match]);
      }
    });
  }
  // A list grown by push keeps room for 17 matches; most keys have one or two.
  for (const [key, list] of index) if (list.length > 1) index.set(key, list.slice());
  return index;
}

/** Builds an in-memory lexicon from entries (used by the database loader and by tests). */
export function createLexicon(
  entries: Iterable<LexiconEntry>,
  options: CreateLexiconOptions = {},
): Lexicon {
  const all = Array.isArray(entries) ? (entries as readonly LexiconEntry[]) : [...entries];
  const { sortedKeys: given, keyMatches } = options;
  const index =
    given && keyMatches ? decodedIndex(all, given, keyMatches) : indexOfForms(all, given);
  // The keys are sorted once (a snapshot stores them sorted) and made a trie when first asked.
  let sorted = given;
  const sortedKeys = () => (sorted ??= [...index.keys()].sort());
  let trie: KeyTrie | undefined;
  let keyLists: (readonly LexiconMatch[])[] | undefined;
  const keyTrie = () => (trie ??= buildKeyTrie(sortedKeys()));
  return {
    size: all.length,
    lookup: (key) => index.get(key) ?? EMPTY,
    sortedKeys,
    keyTrie,
    lookupNode(node) {
      const number = keyTrie().keyNumber(node);
      if (number === NO_KEY) return EMPTY;
      // Each key's list by its number, made when first asked (~550k look-ups, once; ~4 MB).
      keyLists ??= sortedKeys().map((key) => index.get(key) ?? EMPTY);
      return keyLists[number]!;
    },
    hasPrefix(prefix) {
      const keys = keyTrie();
      let node = TRIE_ROOT;
      for (let index = 0; index < prefix.length && node !== NO_NODE; index++)
        node = keys.child(node, prefix.charCodeAt(index));
      return node !== NO_NODE;
    },
  };
}
