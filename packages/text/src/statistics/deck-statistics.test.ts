import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize';
import { splitSentences } from '../sentences';
import { isCountedCharacter, isCountedKanji } from './counted-characters';
import { aggregateDeckStatistics, computeDeckStatistics } from './deck-statistics';
import type { DeckWordOccurrence } from './deck-summary';
import { summarizeDeck } from './deck-summary';

/** Words at the positions of the given surfaces, in order; ids are made up for the test. */
function wordsOf(
  text: string,
  surfaces: [surface: string, wordId: number | null, readingIndex: number | null][],
): DeckWordOccurrence[] {
  let from = 0;
  return surfaces.map(([surface, wordId, readingIndex]) => {
    const start = text.indexOf(surface, from);
    if (start === -1) throw new Error(`test setup: ${surface} not found`);
    from = start + surface.length;
    return { wordId, readingIndex, start, end: from };
  });
}

const text = '「先生、お早う」と私は言った。人々は猫を見た。猫は人を見た。';
const words = wordsOf(text, [
  ['先生', 1387990, 0],
  ['お早う', 1002990, 0],
  ['と', 1008490, 0],
  ['私', 1311110, 0],
  ['は', 2028920, 0],
  ['言った', 1587040, 0],
  ['人々', 1367020, 0],
  ['は', 2028920, 0],
  ['猫', 1467640, 0],
  ['を', 2029010, 0],
  ['見た', 1259290, 0],
  ['猫', 1467640, 1],
  ['は', 2028920, 0],
  ['人', 1580640, 0],
  ['を', 2029010, 0],
  ['見た', 1259290, 0],
]);

describe('computeDeckStatistics', () => {
  it('computes every statistic of a small real text', () => {
    const statistics = computeDeckStatistics({ text, words, sentences: splitSentences(text) });
    expect(statistics).toEqual({
      characterCount: 24,
      wordCount: 16,
      // は×3, を×2 and 見た×2 repeat; 猫 is counted once per reading index.
      uniqueWordCount: 12,
      uniqueWordUsedOnceCount: 9,
      // 先 生 早 私 言 人 猫 見: 々 is not a kanji of its own.
      uniqueKanjiCount: 8,
      uniqueKanjiUsedOnceCount: 5,
      kanjiCharacterCount: 11,
      // 「先生、お早う」| と私は言った。| 人々は猫を見た。| 猫は人を見た。
      sentenceCount: 4,
      averageSentenceLength: 6,
      dialoguePercentage: (5 / 24) * 100,
    });
  });

  it('counts the characters of unknown words but not the words', () => {
    const input = '田中さんが来た。';
    const statistics = computeDeckStatistics({
      text: input,
      words: wordsOf(input, [
        ['田中', null, null],
        ['さん', 1005340, 0],
        ['が', 2028930, 0],
        ['来た', 1547720, 0],
      ]),
      sentences: splitSentences(input),
    });
    expect(statistics.characterCount).toBe(7);
    expect(statistics.wordCount).toBe(3);
    expect(statistics.uniqueKanjiCount).toBe(3);
    expect(summarizeDeck({ text: input, words: [], sentences: [] }).unknownWordCount).toBe(0);
  });

  it('handles empty and punctuation-only text', () => {
    for (const input of ['', '。、「」！？……　']) {
      expect(
        computeDeckStatistics({ text: input, words: [], sentences: splitSentences(input) }),
      ).toEqual({
        characterCount: 0,
        wordCount: 0,
        uniqueWordCount: 0,
        uniqueWordUsedOnceCount: 0,
        uniqueKanjiCount: 0,
        uniqueKanjiUsedOnceCount: 0,
        kanjiCharacterCount: 0,
        sentenceCount: 0,
        averageSentenceLength: 0,
        dialoguePercentage: 0,
      });
    }
  });

  it('gives a single sentence its real length and counts long and unmatched quotes right', () => {
    const speech = 'あ'.repeat(300);
    const input = `「${speech}」と言った。「閉じない`;
    const statistics = computeDeckStatistics({
      text: input,
      words: [],
      sentences: [{ start: 0, end: input.length }],
    });
    expect(statistics.averageSentenceLength).toBe(308);
    expect(statistics.dialoguePercentage).toBeCloseTo((300 / 308) * 100, 10);
  });

  it('counts an astral kanji once, as one character', () => {
    const input = '𠮟る😀';
    const statistics = computeDeckStatistics({ text: input, words: [], sentences: [] });
    expect(statistics.characterCount).toBe(2);
    expect(statistics.uniqueKanjiCount).toBe(1);
  });

  it('names the malformed word or sentence', () => {
    const sentences = splitSentences(text);
    expect(() =>
      computeDeckStatistics({
        text,
        words: [...words, { wordId: 1, readingIndex: 0, start: 25, end: 31 }],
        sentences,
      }),
    ).toThrow(/words\[16\]: span \[25, 31\) is not inside the text \(length 30\)/);
    expect(() =>
      computeDeckStatistics({
        text,
        words: [{ wordId: -5, readingIndex: 0, start: 0, end: 1 }],
        sentences,
      }),
    ).toThrow(/words\[0\]\.wordId/);
    expect(() =>
      computeDeckStatistics({
        text,
        words: [{ wordId: 5, readingIndex: 1.5, start: 0, end: 1 }],
        sentences,
      }),
    ).toThrow(/words\[0\]\.readingIndex/);
    expect(() => computeDeckStatistics({ text, words, sentences: [{ start: 5, end: 2 }] })).toThrow(
      /sentences\[0\]/,
    );
  });

  it('computes the statistics of real novel paragraphs after normalization', () => {
    const raw = readFileSync(
      new URL('../sentences/fixtures/kokoro-paragraphs.txt', import.meta.url),
      'utf8',
    );
    const normalized = normalizeText(raw).text;
    const statistics = computeDeckStatistics({
      text: normalized,
      words: [],
      sentences: splitSentences(normalized),
    });
    const letters = [...normalized].filter((char) => /[\p{L}\p{N}]/u.test(char)).length;
    expect(statistics.characterCount).toBe(letters);
    expect(statistics.sentenceCount).toBe(17);
    // 「愉快ですね」「もう帰りませんか」「ええ帰りましょう」
    expect(statistics.dialoguePercentage).toBeCloseTo(((5 + 8 + 8) / letters) * 100, 10);
  });
});

describe('aggregateDeckStatistics', () => {
  const volume1 = '猫を見た。';
  const volume2 = '猫が見た猫。';
  const input1 = {
    text: volume1,
    words: wordsOf(volume1, [
      ['猫', 1467640, 0],
      ['を', 2029010, 0],
      ['見た', 1259290, 0],
    ]),
    sentences: splitSentences(volume1),
  };
  const summary1 = summarizeDeck(input1);
  const summary2 = summarizeDeck({
    text: volume2,
    words: wordsOf(volume2, [
      ['猫', 1467640, 1],
      ['が', 2028930, 0],
      ['見た', 1259290, 0],
      ['猫', 1467640, 1],
    ]),
    sentences: splitSentences(volume2),
  });

  it('counts distinct pairs and kanji actually seen across children', () => {
    const parent = aggregateDeckStatistics([summary1, summary2]);
    expect(parent).toMatchObject({
      characterCount: 9,
      wordCount: 7,
      // 猫/0, を, 見た, 猫/1, が: pairs, not word ids, so coverage never passes 100 %.
      uniqueWordCount: 5,
      // を, 猫/0, が occur once; 見た twice; 猫/1 twice.
      uniqueWordUsedOnceCount: 3,
      uniqueKanjiCount: 2,
      uniqueKanjiUsedOnceCount: 0,
      sentenceCount: 2,
      averageSentenceLength: 4.5,
    });
  });

  it('equals the statistics of the single child, and of nothing for no child', () => {
    expect(aggregateDeckStatistics([summary1])).toEqual(computeDeckStatistics(input1));
    expect(aggregateDeckStatistics([]).characterCount).toBe(0);
  });

  it('weights dialogue by characters, not by child', () => {
    const talk = summarizeDeck({ text: '「はい」', words: [], sentences: [] });
    const parent = aggregateDeckStatistics([summary1, talk]);
    expect(parent.dialoguePercentage).toBeCloseTo((2 / 6) * 100, 10);
  });
});

describe('counted characters', () => {
  it('count letters and digits of every script, not punctuation or emoji', () => {
    const counted = [...'あゝアーヽ漢々〆𠮟aZ09ａé'].filter(isCountedCharacter);
    expect(counted.join('')).toBe('あゝアーヽ漢々〆𠮟aZ09ａé');
    expect([...'。、「」・゠ 　!😀…'].filter(isCountedCharacter)).toEqual([]);
    expect([...'漢々〆𠮟あ㐀'].filter(isCountedKanji).join('')).toBe('漢〆𠮟㐀');
  });
});
