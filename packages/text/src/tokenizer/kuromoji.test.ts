import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildKuromoji,
  loadKuromojiTokenizer,
  loadKuromojiTokenizerWithKanaSpellings,
  toTokens,
  type KuromojiAnalyser,
} from './kuromoji';
import { sentenceSearch, type PathNode } from './kuromoji-lattice';
import type { Token } from './types';

const corpus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/corpus',
);

/** Every line of a corpus file that has text. */
function corpusLines(relative: string): string[] {
  return fs
    .readFileSync(path.join(corpus, relative), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

const { splitByPunctuation } = createRequire(import.meta.url)('kuromoji/src/Tokenizer') as {
  splitByPunctuation(this: void, text: string): string[];
};

let original: KuromojiAnalyser;

beforeAll(async () => {
  original = await buildKuromoji(undefined, { fast: false });
}, 60_000);

/** kuromoji's own lattice and best path for a sentence: each node's id, type and text. */
function kuromojiPath(analyser: KuromojiAnalyser, sentence: string): unknown[] {
  const internals = analyser as unknown as {
    viterbi_builder: { build(sentence: string): unknown };
    viterbi_searcher: { search(lattice: unknown): PathNode[] };
  };
  return internals.viterbi_searcher
    .search(internals.viterbi_builder.build(sentence))
    .map(({ name, type, surface_form }) => ({ name, type, surface_form }));
}

describe('the lattice search', () => {
  const sentences = (line: string): string[] => splitByPunctuation(line);

  it('finds exactly the path of kuromoji itself, node for node, on a whole novel', () => {
    // 『こころ』 in Aozora markup: long paragraphs, ruby, notes, rare kanji, punctuation of all kinds.
    const search = sentenceSearch(original);
    const lines = corpusLines('aozora/kokoro.aozora.txt');
    expect(lines.length).toBeGreaterThan(1000);
    let nodes = 0;
    for (const line of lines)
      for (const sentence of sentences(line)) {
        const expected = kuromojiPath(original, sentence);
        expect(search(sentence), sentence).toEqual(expected);
        nodes += expected.length;
      }
    expect(nodes).toBeGreaterThan(100_000);
  }, 120_000);

  it('matches kuromoji on unknown words, Latin, digits, emoji and long unpunctuated runs', () => {
    const search = sentenceSearch(original);
    const cases = [
      'ｶﾀｶﾅとカタカナとABCと１２３と123',
      'スーパーウルトラハイパーメガトンデモナイコンピューター',
      '😀は絵文字で🍣は寿司🍣🍣です',
      '𠮷野家で𠮷田さんに会った',
      'あ'.repeat(300),
      '吾輩は猫である名前はまだ無いどこで生れたかとんと見当がつかぬ'.repeat(10),
      'ﾞﾟ゛゜ーー〜～!?！？……――',
      '\t改行\rと空白　が混ざる ',
    ];
    for (const text of cases)
      for (const sentence of sentences(text))
        expect(search(sentence), sentence).toEqual(kuromojiPath(original, sentence));
    expect(search('')).toEqual([]);
  });

  it('falls back to kuromoji for a lone surrogate instead of guessing', () => {
    const search = sentenceSearch(original);
    const text = 'a\ud800b';
    let expected: unknown;
    try {
      expected = kuromojiPath(original, text);
    } catch (error) {
      expected = error;
    }
    if (expected instanceof Error) expect(() => search(text)).toThrow();
    else expect(search(text)).toEqual(expected);
  });
});

describe('loadKuromojiTokenizer', () => {
  it('gives the Tokens of kuromoji itself, field for field, on a whole novel', async () => {
    const tokenizer = await loadKuromojiTokenizer();
    const lines = corpusLines('aozora/kokoro.aozora.txt');
    for (const line of lines)
      expect(tokenizer.tokenize(line), line).toEqual(toTokens(original.tokenize(line)));
    for (const text of ['ｘｙｚｚｙ　ABC 123 🐈 ﾊﾝｶｸ', 'ぁぃぅ〜〜ーー！？', '']) {
      expect(tokenizer.tokenize(text), text).toEqual(toTokens(original.tokenize(text)));
    }
  }, 120_000);

  it('returns tokens that tile the input, with hiragana readings and lemmas', async () => {
    const tokenizer = await loadKuromojiTokenizer();
    const text = '猫が😀を食べていた。';
    const tokens = tokenizer.tokenize(text);
    expect(tokens.map((token) => token.surface).join('')).toBe(text);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.surface);
    const eat = tokens.find((token) => token.surface === '食べ');
    expect(eat).toMatchObject({ pos: '動詞', lemma: '食べる', reading: 'たべ' });
  });
});

describe('loadKuromojiTokenizerWithKanaSpellings', () => {
  it('finds a word IPADIC knows only in kanji in kana text, as its kanji entry', async () => {
    const plain = await loadKuromojiTokenizer();
    const text = 'おまえはまぬけだ';
    expect(plain.tokenize(text).map((token) => token.surface)).toEqual([
      'おまえ',
      'は',
      'ま',
      'ぬけ',
      'だ',
    ]);
    const withKana = await loadKuromojiTokenizerWithKanaSpellings((lemma) =>
      lemma === '間抜け' ? 6000 : null,
    );
    const tokens = withKana.tokenize(text);
    expect(tokens.map((token) => token.surface)).toEqual(['おまえ', 'は', 'まぬけ', 'だ']);
    expect(tokens[2]).toMatchObject({
      start: 4,
      end: 7,
      pos: '名詞',
      lemma: '間抜け',
      reading: 'まぬけ',
    });
  });

  it('tokenizes as IPADIC alone where the dictionary admits no kana spelling, but for a small kana, which starts no run of unknown kana', async () => {
    const plain = await loadKuromojiTokenizer();
    const none = await loadKuromojiTokenizerWithKanaSpellings(() => null);
    const startsWithSmallKana = (token: Token) => /^[ぁぃぅぇぉゃゅょゎ]/.test(token.surface);
    let lines = 0;
    for (const line of corpusLines('aozora/kokoro.aozora.txt').slice(0, 300)) {
      if (plain.tokenize(line).some(startsWithSmallKana)) continue;
      lines++;
      expect(none.tokenize(line), line).toEqual(plain.tokenize(line));
    }
    expect(lines).toBeGreaterThan(250);
    // IPADIC's いし|ゃはかれに… (no word ends mid-syllable) is one kana there.
    const text = 'いしゃはかれにきゅうようするようにめいれいした';
    const tokens = none.tokenize(text);
    expect(plain.tokenize(text).some(startsWithSmallKana)).toBe(true);
    for (const token of tokens.filter(startsWithSmallKana)) expect(token.surface).toHaveLength(1);
  }, 30_000);
});
