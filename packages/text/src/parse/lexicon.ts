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
}

/** Builds an in-memory lexicon from entries (used by the database loader and by tests). */
export function createLexicon(
  entries: Iterable<LexiconEntry>,
  options: CreateLexiconOptions = {},
): Lexicon {
  const index = new Map<string, LexiconMatch[]>();
  // Given sorted keys (a snapshot's, half a million strings), the index is keyed by those very
  // strings, not by equal ones made again from the forms: one copy of each key, not two.
  for (const key of options.sortedKeys ?? []) index.set(key, EMPTY_LIST);
  let size = 0;
  for (const entry of entries) {
    size++;
    entry.forms.forEach((form, readingIndex) => {
      // One match per form, listed under each of its keys (text and hiragana); the keys of one
      // form are distinct, so no (entry, readingIndex) is listed twice per key.
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
  // The keys are sorted once (a snapshot stores them sorted) and made a trie when first asked.
  let sorted = options.sortedKeys;
  const sortedKeys = () => (sorted ??= [...index.keys()].sort());
  let trie: KeyTrie | undefined;
  let keyLists: (readonly LexiconMatch[])[] | undefined;
  const keyTrie = () => (trie ??= buildKeyTrie(sortedKeys()));
  return {
    size,
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
