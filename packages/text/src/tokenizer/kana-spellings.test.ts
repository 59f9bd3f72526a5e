import { describe, expect, it } from 'vitest';
import { kanaSpellings, type IpadicEntry } from './kana-spellings';
import type { ExtraWord, ExtraWords } from './kuromoji-lattice';

/** The trie's edges: parent, child and the character between them, in the order made. */
function edges(trie: ExtraWords) {
  return [...trie.children].map(([key, child]) => ({
    parent: Math.floor(key / 0xc0),
    child,
    char: String.fromCharCode(0x3040 + (key % 0xc0)),
  }));
}

/** The spelling that leads to each node, by node (a parent is made before its children). */
function prefixes(trie: ExtraWords) {
  const into = [''];
  for (const { parent, child, char } of edges(trie)) into[child] = into[parent] + char;
  return into;
}

/** The trie's spellings as a map, spelling → words. */
function spelled(trie: ExtraWords) {
  const spellings = prefixes(trie);
  const into = new Map<string, ExtraWord[]>();
  trie.words.forEach((words, node) => {
    if (words) into.set(spellings[node]!, words);
  });
  return into;
}

const entry = (id: number, surface: string, lemma: string, reading: string, posDetail1 = '一般') =>
  ({
    tokenInfoId: id,
    leftId: 7,
    rightId: 8,
    cost: 1000,
    surface,
    posDetail1,
    lemma,
    reading,
  }) satisfies IpadicEntry;

const admitAll = () => 500;

describe('kana spellings of IPADIC words', () => {
  it('adds the reading of a kanji entry, with its ids and its cost plus the penalty', () => {
    const words = spelled(kanaSpellings([entry(10, '間抜け', '間抜け', 'マヌケ')], admitAll));
    expect(words.get('まぬけ')).toEqual([{ tokenInfoId: 10, leftId: 7, rightId: 8, cost: 1500 }]);
  });

  it("asks about a conjugated form by its lemma and the lemma's reading", () => {
    const asked: string[] = [];
    const words = spelled(
      kanaSpellings(
        [entry(10, '憚ら', '憚る', 'ハバカラ'), entry(20, '憚り', '憚る', 'ハバカリ')],
        (lemma, reading) => (asked.push(`${lemma}:${reading}`), 500),
      ),
    );
    expect(asked).toEqual(['憚る:はばかる']);
    expect([...words.keys()]).toEqual(['はばから', 'はばかり']);
  });

  it('leaves out what the dictionary refuses, names, kana entries and one-kana readings', () => {
    const words = spelled(
      kanaSpellings(
        [
          entry(10, '嘴', '嘴', 'ハシ'),
          entry(20, '鈴木', '鈴木', 'スズキ', '固有名詞'),
          entry(30, 'まぬけ', 'まぬけ', 'マヌケ'),
          entry(40, '木', '木', 'キ'),
        ],
        (lemma) => (lemma === '嘴' ? null : 500),
      ),
    );
    expect(words.size).toBe(0);
  });

  it('keeps one word of a spelling per context ids, the cheapest: the lattice chooses no other', () => {
    const cheap = { ...entry(20, '大晦日', '大晦日', 'オオミソカ'), cost: 900 };
    const other = { ...entry(30, '大晦日', '大晦日', 'オオミソカ'), leftId: 9 };
    const words = spelled(
      kanaSpellings([entry(10, '大みそか', '大みそか', 'オオミソカ'), cheap, other], admitAll),
    );
    expect(words.get('おおみそか')?.map((word) => word.tokenInfoId)).toEqual([20, 30]);
  });

  it('halves the penalty of a pronoun, which is written in kana far more than other words', () => {
    const words = spelled(kanaSpellings([entry(10, '彼', '彼', 'カレ', '代名詞')], admitAll));
    expect(words.get('かれ')?.[0]?.cost).toBe(1250);
  });

  it('shares the prefixes of spellings, and has no word where none is spelled', () => {
    const root = kanaSpellings(
      [entry(10, '大晦日', '大晦日', 'オオミソカ'), entry(20, '大皿', '大皿', 'オオザラ')],
      admitAll,
    );
    const oo = prefixes(root).indexOf('おお');
    expect(oo).toBeGreaterThan(0);
    expect(root.words[oo]).toBeUndefined();
    const after = edges(root).filter((edge) => edge.parent === oo);
    expect(after.map((edge) => edge.char)).toEqual(['み', 'ざ']);
    expect([...spelled(root).keys()]).toEqual(['おおみそか', 'おおざら']);
  });
});
