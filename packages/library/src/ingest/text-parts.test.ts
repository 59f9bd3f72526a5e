import { mergeDeckSummaries, wordPairKey, type DeckSummary } from '@goi/text';
import { describe, expect, it } from 'vitest';
import { nonEmptyParts, partChunks, partOfOffset, partSummaries } from './text-parts';

/** A chunk's summary: `characters` counted characters and these word ids once each. */
const summary = (characters: number, wordIds: number[]): DeckSummary => ({
  characterCount: characters,
  dialogueCharacterCount: 0,
  sentenceCount: 1,
  unknownWordCount: 0,
  words: new Map(wordIds.map((id) => [wordPairKey(id, 0), 1])),
  kanji: new Map(),
});

describe('text parts', () => {
  it('cuts at line breaks, after each tenth of the text and every maxChunk characters', () => {
    const line = 'あいうえおかきくけ\n'; // 10 characters
    const text = line.repeat(100); // 1,000: tenths of 100
    const pieces = partChunks(text, 20_000);
    expect(pieces.map((piece) => piece.start)).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    // Within a tenth, about every maxChunk characters (to the end of that line).
    const small = partChunks(text, 25);
    expect(small.slice(0, 5).map((piece) => piece.start)).toEqual([0, 30, 60, 90, 100]);
    expect(small.map((piece) => piece.text).join('')).toBe(text);
    // A text without a final line break, lines of uneven length: nothing lost, nothing repeated.
    const uneven = 'あ\nいいいいいいいいいいいい\nう\nええええ\nお';
    const unevenPieces = partChunks(uneven, 3);
    expect(unevenPieces.map((piece) => piece.text).join('')).toBe(uneven);
    for (const piece of unevenPieces)
      expect(uneven.slice(piece.start).startsWith(piece.text)).toBe(true);
    expect(unevenPieces.slice(0, -1).every((piece) => piece.text.endsWith('\n'))).toBe(true);
    expect(partChunks('', 20_000)).toEqual([]);
    expect(partChunks('猫', 20_000)).toEqual([{ start: 0, text: '猫' }]);
  });

  it('puts a chunk in the tenth of the text where it starts', () => {
    expect(partOfOffset(0, 1000)).toBe(0);
    expect(partOfOffset(99, 1000)).toBe(0);
    expect(partOfOffset(100, 1000)).toBe(1);
    expect(partOfOffset(999, 1000)).toBe(9);
    // Past the end (cannot happen for a chunk) or an empty text: clamped, never out of range.
    expect(partOfOffset(1000, 1000)).toBe(9);
    expect(partOfOffset(0, 0)).toBe(0);
  });

  it('cuts a text of 40 equal lines into ten parts of four lines', () => {
    const line = 'あいうえおかきくけ\n'; // 10 characters
    const text = line.repeat(40);
    const chunks = partChunks(text, 20_000);
    expect(chunks).toHaveLength(10);
    // A summary per line, as if each line were a chunk: four lines per tenth.
    const summarized = Array.from({ length: 40 }, (_, index) => ({
      start: index * 10,
      summary: summary(9, [index % 7]),
    }));
    const parts = partSummaries(summarized, text.length);
    expect(parts.map((part) => part.characterCount)).toEqual(Array(10).fill(36));
    expect(parts.map((part) => part.sentenceCount)).toEqual(Array(10).fill(4));
    // Lines 0–3 have words 0, 1, 2, 3; lines 4–7 words 4, 5, 6, 0.
    expect([...parts[0]!.words.keys()]).toEqual(['0:0', '1:0', '2:0', '3:0']);
    expect([...parts[1]!.words.keys()]).toEqual(['4:0', '5:0', '6:0', '0:0']);
    // Merged in order, the parts are the whole text: counts and first appearances unchanged.
    const whole = mergeDeckSummaries(summarized.map((chunk) => chunk.summary));
    expect(mergeDeckSummaries(parts)).toEqual(whole);
    expect(nonEmptyParts(parts).map((part) => part.partIndex)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('leaves a tenth empty where one long line covers it, and keeps the others', () => {
    // A 60-character line, then four of 10: chunks start at 0, 60, 70, 80, 90 (of 100).
    const text = `${'あ'.repeat(59)}\n${'い'.repeat(9)}\n` + `${'う'.repeat(9)}\n`.repeat(3);
    expect(text.length).toBe(100);
    const chunks = partChunks(text, 20_000);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([60, 10, 10, 10, 10]);
    const summarized = chunks.map((chunk) => ({
      start: chunk.start,
      summary: summary(chunk.text.length - 1, []),
    }));
    const parts = nonEmptyParts(partSummaries(summarized, text.length));
    expect(parts.map((part) => [part.partIndex, part.summary.characterCount])).toEqual([
      [0, 59],
      [6, 9],
      [7, 9],
      [8, 9],
      [9, 9],
    ]);
  });

  it('has no parts when fewer than two tenths have text', () => {
    // One line: one chunk, one part.
    expect(nonEmptyParts(partSummaries([{ start: 0, summary: summary(50, [1]) }], 51))).toEqual([]);
    // Two chunks, but the second has no counted character (only punctuation or spaces).
    expect(
      nonEmptyParts(
        partSummaries(
          [
            { start: 0, summary: summary(50, [1]) },
            { start: 60, summary: summary(0, []) },
          ],
          100,
        ),
      ),
    ).toEqual([]);
    expect(nonEmptyParts(partSummaries([], 0))).toEqual([]);
  });
});
