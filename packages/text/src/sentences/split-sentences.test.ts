import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

const texts = (input: string) => splitSentences(input).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('splits after runs of enders, keeping the run in the sentence', () => {
    expect(texts('吾輩は猫である。名前はまだ無い。本当に？！うそ!?そう')).toEqual([
      '吾輩は猫である。',
      '名前はまだ無い。',
      '本当に？！',
      'うそ!?',
      'そう',
    ]);
  });

  it('gives positions in the given text', () => {
    const input = '　吾輩は猫である。 名前はまだ無い。';
    for (const sentence of splitSentences(input)) {
      expect(input.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
    expect(splitSentences(input)).toEqual([
      { start: 1, end: 9, text: '吾輩は猫である。' },
      { start: 10, end: 18, text: '名前はまだ無い。' },
    ]);
  });

  it('keeps a quoted line together and splits after its closing quote', () => {
    expect(texts('「はい。そうです。」と答えた。『ええ！』「次『入れ子。』だ。」')).toEqual([
      '「はい。そうです。」',
      'と答えた。',
      '『ええ！』',
      '「次『入れ子。』だ。」',
    ]);
  });

  it('keeps enders and stray closing brackets right after a sentence end', () => {
    expect(texts('「そうか」！次だ。）終わり')).toEqual(['「そうか」！', '次だ。）', '終わり']);
  });

  it('splits unmatched quotes as plain text without swallowing the line', () => {
    expect(texts('「まだ閉じない。次の文。')).toEqual(['「まだ閉じない。', '次の文。']);
    expect(texts('閉じるだけ」と言った。')).toEqual(['閉じるだけ」', 'と言った。']);
  });

  it('ends a sentence at every line break, subtitle lines and headings included', () => {
    expect(texts('第一章\n\n「先生」\nええ、そうです\r\n行きましょう')).toEqual([
      '第一章',
      '「先生」',
      'ええ、そうです',
      '行きましょう',
    ]);
  });

  it('never returns empty, whitespace-only or punctuation-only sentences', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences('　\n \n\t')).toEqual([]);
    expect(splitSentences('。。！？「」……')).toEqual([]);
    expect(texts('「……」と言った。＊　＊　＊')).toEqual(['と言った。']);
  });

  it('keeps surrogate pairs whole and counts digits and Latin letters as content', () => {
    expect(texts('𠮟られた。😀。OK!')).toEqual(['𠮟られた。', 'OK!']);
  });

  it('splits a real paragraph of こころ', () => {
    const input = readFileSync(
      new URL('./fixtures/kokoro-paragraphs.txt', import.meta.url),
      'utf8',
    );
    const sentences = splitSentences(input);
    // 11 in the first paragraph, 6 in the second: the reference splits after 「もう帰りませんか」.
    expect(sentences).toHaveLength(17);
    expect(sentences[0]!.text).toBe('次の日私は先生の後につづいて海へ飛び込んだ。');
    expect(sentences.map((sentence) => sentence.text)).toContain('「愉快ですね」');
    expect(sentences.map((sentence) => sentence.text)).toContain('と私は大きな声を出した。');
    expect(sentences[11]!.text).toBe(
      'しばらくして海の中で起き上がるように姿勢を改めた先生は、「もう帰りませんか」',
    );
    for (const sentence of sentences) {
      expect(input.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
  });
});
