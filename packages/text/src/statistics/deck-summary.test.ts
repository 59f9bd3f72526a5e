import { describe, expect, it } from 'vitest';
import type { DeckSummary } from './deck-summary';
import { mergeDeckSummaries, parseWordPairKey, wordPairKey } from './deck-summary';
import { deckSummaryFromJson, deckSummaryToJson } from './deck-summary-json';

const summary: DeckSummary = {
  characterCount: 10,
  dialogueCharacterCount: 4,
  sentenceCount: 2,
  unknownWordCount: 1,
  words: new Map([
    [wordPairKey(1467640, 0), 2],
    [wordPairKey(1259290, null), 1],
  ]),
  kanji: new Map([
    ['猫', 2],
    ['𠮟', 1],
  ]),
};

describe('word pair keys', () => {
  it('round-trip, null reading included', () => {
    expect(parseWordPairKey(wordPairKey(1467640, 3))).toEqual({ wordId: 1467640, readingIndex: 3 });
    expect(parseWordPairKey(wordPairKey(1467640, null))).toEqual({
      wordId: 1467640,
      readingIndex: null,
    });
    expect(() => parseWordPairKey('猫')).toThrow(/Invalid word pair key "猫"/);
  });
});

describe('mergeDeckSummaries', () => {
  it('sums counts and keeps the order of first appearance', () => {
    const other: DeckSummary = {
      ...summary,
      words: new Map([
        [wordPairKey(2028920, 0), 1],
        [wordPairKey(1467640, 0), 5],
      ]),
      kanji: new Map([['人', 1]]),
    };
    const merged = mergeDeckSummaries([summary, other]);
    expect(merged.characterCount).toBe(20);
    expect([...merged.words]).toEqual([
      ['1467640:0', 7],
      ['1259290:', 1],
      ['2028920:0', 1],
    ]);
    expect([...merged.kanji.keys()]).toEqual(['猫', '𠮟', '人']);
  });
});

describe('deck summary JSON', () => {
  it('round-trips through JSON text', () => {
    const restored = deckSummaryFromJson(JSON.parse(JSON.stringify(deckSummaryToJson(summary))));
    expect(restored).toEqual(summary);
  });

  it('names the malformed field', () => {
    const json = deckSummaryToJson(summary);
    expect(() => deckSummaryFromJson(null)).toThrow(/expected an object/);
    expect(() => deckSummaryFromJson({ ...json, sentenceCount: -1 })).toThrow(
      /sentenceCount must be a non-negative integer, got -1/,
    );
    expect(() => deckSummaryFromJson({ ...json, words: [['1:0', 0]] })).toThrow(
      /words\[0\]: occurrences must be at least 1/,
    );
    expect(() => deckSummaryFromJson({ ...json, words: [['x', 1]] })).toThrow(/word pair key/);
    expect(() => deckSummaryFromJson({ ...json, kanji: [['猫猫', 1]] })).toThrow(
      /kanji\[0\]: expected a single character/,
    );
    expect(() =>
      deckSummaryFromJson({
        ...json,
        kanji: [
          ['猫', 1],
          ['猫', 2],
        ],
      }),
    ).toThrow(/kanji\[1\]: duplicate key "猫"/);
    expect(() => deckSummaryFromJson({ ...json, dialogueCharacterCount: 11 })).toThrow(
      /dialogueCharacterCount is larger/,
    );
  });
});
