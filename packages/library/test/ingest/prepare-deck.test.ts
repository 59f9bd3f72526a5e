/** prepareDeck on the real parser: the text parts add up to the deck, and chunking changes no word. */
import { analyzeText } from '@goi/text';
import { expect, it } from 'vitest';
import { prepareDeck } from '../../src/ingest';
import { testParser } from '../support/parser';

const LINES = [
  '私はその人を常に先生と呼んでいた。',
  'だからここでもただ先生と書くだけで本名は打ち明けない。',
  '私が先生と知り合いになったのは鎌倉である。',
  'その時私はまだ若々しい書生であった。',
  '「先生、海へ行きませんか」と私は言った。',
  '先生は眼鏡をとって台の上に置いて、すぐ手拭で頭を包んで、すたすた浜を下りて行った。',
  '私は浅い水を頭の上まで跳かして相当の深さの所まで来た。',
];
/** 35 lines: the seven above, five times, each time with a different number in front. */
const TEXT = Array.from(
  { length: 35 },
  (_, index) => `${Math.floor(index / 7) + 1}\u3000${LINES[index % 7]}`,
).join('\n');

it('cuts a text of 35 lines into ten parts that add up to the deck', async () => {
  const parser = await testParser();
  const deck = await prepareDeck(parser, TEXT, 4);
  expect(deck.parts.map((part) => part.partIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(deck.parts.reduce((sum, part) => sum + part.characterCount, 0)).toBe(
    deck.statistics.characterCount,
  );
  for (const part of deck.parts) {
    expect(part.characterCount).toBe(part.statistics.characterCount);
    expect(part.characterCount).toBeGreaterThan(0);
  }
  expect(deck.parts.reduce((sum, part) => sum + part.statistics.sentenceCount, 0)).toBe(
    deck.statistics.sentenceCount,
  );
  // Each word's occurrences over the parts are the deck's.
  const summed = new Map<string, number>();
  for (const part of deck.parts)
    for (const word of part.words) {
      const key = `${word.wordId}:${word.readingIndex}`;
      summed.set(key, (summed.get(key) ?? 0) + word.occurrences);
    }
  expect(summed).toEqual(
    new Map(deck.words.map((word) => [`${word.wordId}:${word.readingIndex}`, word.occurrences])),
  );
  // 先生 (1387990) is in lines 1, 2, 3, 5 and 6 of each seven: in every part.
  for (const part of deck.parts)
    expect(part.words.some((word) => word.wordId === 1387990)).toBe(true);

  // Parsed in ten chunks or in one, the deck is the same: same words in the same order.
  const whole = analyzeText(parser, TEXT);
  expect(deck.statistics).toEqual(whole.statistics);
  const firstSeen: string[] = [];
  for (const word of whole.words) {
    if (word.kind !== 'word') continue;
    const key = `${word.wordId}:${word.readingIndex}`;
    if (!firstSeen.includes(key)) firstSeen.push(key);
  }
  expect(deck.words.map((word) => `${word.wordId}:${word.readingIndex}`)).toEqual(firstSeen);
});

it('has no parts for a text of one line, and no sentences in the parts of subtitles', async () => {
  const parser = await testParser();
  const oneLine = await prepareDeck(parser, LINES.join(''), 4);
  expect(oneLine.parts).toEqual([]);
  expect(oneLine.statistics.characterCount).toBeGreaterThan(0);

  const subtitles = await prepareDeck(parser, TEXT, 1);
  expect(subtitles.statistics.sentenceCount).toBe(0);
  expect(subtitles.parts).toHaveLength(10);
  expect(subtitles.parts.every((part) => part.statistics.sentenceCount === 0)).toBe(true);
  expect(subtitles.parts.every((part) => part.statistics.averageSentenceLength === 0)).toBe(true);
});
