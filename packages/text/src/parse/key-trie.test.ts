import { describe, expect, it } from 'vitest';
import { buildKeyTrie, NO_KEY, NO_NODE, TRIE_ROOT, type KeyTrie } from './key-trie';

function walk(trie: KeyTrie, text: string): number {
  let node = TRIE_ROOT;
  for (let index = 0; index < text.length && node !== NO_NODE; index++)
    node = trie.child(node, text.charCodeAt(index));
  return node;
}

describe('buildKeyTrie', () => {
  const keys = ['ねこ', 'ねこじゃらし', 'ねずみ', '吾輩', '吾輩は', '猫', '𠮟る', 'ネコ'].sort();
  const trie = buildKeyTrie(keys);

  it('finds every key, and the texts that begin keys as no key', () => {
    for (const key of keys) expect(trie.isKey(walk(trie, key))).toBe(true);
    for (const prefix of ['ね', 'ねこじゃ', '吾', '𠮟'.slice(0, 1)]) {
      const node = walk(trie, prefix);
      expect(node).not.toBe(NO_NODE);
      expect(trie.isKey(node)).toBe(false);
    }
  });

  it("numbers each key's node by the key's place in the sorted keys, and no other node", () => {
    keys.forEach((key, number) => expect(trie.keyNumber(walk(trie, key))).toBe(number));
    for (const prefix of ['ね', 'ねこじゃ', '吾'])
      expect(trie.keyNumber(walk(trie, prefix))).toBe(NO_KEY);
  });

  it('has no node for a text no key begins with', () => {
    for (const text of ['ねこは', 'ぬ', '吾輩が', '犬', 'ネズ'])
      expect(walk(trie, text)).toBe(NO_NODE);
  });

  it('agrees with the sorted keys on random texts', () => {
    // A seeded generator (the same texts every run) over a few kana, a kanji and ー.
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const alphabet = 'あいうアイ亜ー';
    const random = () =>
      Array.from({ length: 1 + (next() % 5) }, () => alphabet[next() % alphabet.length]).join('');
    const many = [...new Set(Array.from({ length: 400 }, random))].sort();
    const manyTrie = buildKeyTrie(many);
    for (let index = 0; index < 2000; index++) {
      const text = random();
      const node = walk(manyTrie, text);
      expect(node !== NO_NODE).toBe(many.some((key) => key.startsWith(text)));
      expect(node !== NO_NODE && manyTrie.isKey(node)).toBe(many.includes(text));
    }
  });
});
