/**
 * The key trie (key-trie.ts) walked along a text as it grows: what `lookupAll` would find for the
 * text, known step by step without slicing or hashing it.
 */
import { hiraganaCode } from '../kana';
import { NO_NODE, TRIE_ROOT, type KeyTrie } from './key-trie';
import type { Lexicon, LexiconMatch } from './lexicon';
import { merged } from './lookup';

const LONG_VOWEL = 0x30fc;
const EMPTY_MATCHES: readonly LexiconMatch[] = [];

/**
 * A walk of the key trie along a span's text as it grows token by token, for the text as written
 * and for its hiragana (`lookupAll` looks both up): the two are one walk until katakana forks
 * them (ネコ walks ネコ and ねこ).
 */
export class KeyWalk {
  private written = TRIE_ROOT;
  private hiragana = TRIE_ROOT;
  /** The text has ー. */
  longVowel = false;
  /** How many code units of the text some key begins with (or its hiragana's). */
  prefixLength = 0;

  private readonly trie: KeyTrie;

  constructor(private readonly lexicon: Lexicon) {
    this.trie = lexicon.keyTrie();
  }

  /** Extends the text by `text`'s code units from `start` to `end`. */
  extend(text: string, start: number, end: number): void {
    const { trie } = this;
    for (let index = start; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code === LONG_VOWEL) this.longVowel = true;
      const kana = hiraganaCode(code);
      const written = this.written === NO_NODE ? NO_NODE : trie.child(this.written, code);
      if (this.hiragana === this.written && kana === code) this.hiragana = written;
      else if (this.hiragana !== NO_NODE) this.hiragana = trie.child(this.hiragana, kana);
      this.written = written;
      if (written !== NO_NODE || this.hiragana !== NO_NODE) this.prefixLength++;
    }
  }

  /** Some key begins with the text or its hiragana. */
  isKeyPrefix(): boolean {
    return this.written !== NO_NODE || this.hiragana !== NO_NODE;
  }

  /**
   * The entries spelled as the text or its hiragana, as `lookupAll` gives them for a text without
   * ー (the text's first, then those only its hiragana has).
   */
  matches(): readonly LexiconMatch[] {
    const { lexicon } = this;
    const written = this.written === NO_NODE ? EMPTY_MATCHES : lexicon.lookupNode(this.written);
    if (this.hiragana === this.written || this.hiragana === NO_NODE) return written;
    return merged(written, lexicon.lookupNode(this.hiragana));
  }

  /** The text or its hiragana is a key. */
  isKey(): boolean {
    const { trie } = this;
    return (
      (this.written !== NO_NODE && trie.isKey(this.written)) ||
      (this.hiragana !== NO_NODE && trie.isKey(this.hiragana))
    );
  }
}
