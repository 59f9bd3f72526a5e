import { dialogueRanges } from '../sentences/dialogue-ranges';
import type { Sentence } from '../sentences/split-sentences';
import { isCountedCodePoint, isCountedKanjiCodePoint } from './counted-characters';

/** A word occurrence found in the text by the parser. */
export interface DeckWordOccurrence {
  /** JMdict entry id; null for a token that resolved to no entry (unknown word, unlisted name). */
  wordId: number | null;
  /** Index into the entry's forms (kanji forms first, then kana forms); null when unknown. */
  readingIndex: number | null;
  /** Span in the normalized text. */
  start: number;
  end: number;
}

export interface DeckStatisticsInput {
  /** The normalized text (`normalizeText(raw).text`). */
  text: string;
  words: readonly DeckWordOccurrence[];
  sentences: readonly Pick<Sentence, 'start' | 'end'>[];
}

/** `${wordId}:${readingIndex}` (readingIndex empty when null): the identity of a deck word. */
export type WordPairKey = string;

export function wordPairKey(wordId: number, readingIndex: number | null): WordPairKey {
  return `${wordId}:${readingIndex ?? ''}`;
}

export function parseWordPairKey(key: WordPairKey): {
  wordId: number;
  readingIndex: number | null;
} {
  const match = /^(\d+):(\d*)$/.exec(key);
  if (!match) throw new Error(`Invalid word pair key "${key}": expected "wordId:readingIndex"`);
  return { wordId: Number(match[1]), readingIndex: match[2] ? Number(match[2]) : null };
}

/**
 * What a parsed deck contributes to its statistics, in a form that merges: a parent deck's
 * summary is the merge of its children's, so its unique counts are exact (distinct pairs and
 * distinct kanji actually seen), never sums or estimates.
 */
export interface DeckSummary {
  /** Letters and digits of the text (see `isCountedCharacter`), unknown words included. */
  characterCount: number;
  /** Counted characters inside quotes (`dialogueRanges`). */
  dialogueCharacterCount: number;
  sentenceCount: number;
  /** Occurrences of tokens that resolved to no dictionary entry. */
  unknownWordCount: number;
  /** Occurrences per (wordId, readingIndex) pair, in order of first appearance. */
  words: Map<WordPairKey, number>;
  /** Occurrences per kanji seen in the text, in order of first appearance. */
  kanji: Map<string, number>;
}

/** Summarizes one parsed text. Throws a RangeError naming the first malformed word or sentence. */
export function summarizeDeck(input: DeckStatisticsInput): DeckSummary {
  const { text } = input;
  validateSpans('sentences', input.sentences, text.length);
  validateWords(input.words, text.length);

  const words = new Map<WordPairKey, number>();
  let unknownWordCount = 0;
  for (const word of input.words) {
    if (word.wordId === null) {
      unknownWordCount += 1;
      continue;
    }
    const key = wordPairKey(word.wordId, word.readingIndex);
    words.set(key, (words.get(key) ?? 0) + 1);
  }

  const kanji = new Map<string, number>();
  const dialogue = dialogueRanges(text);
  let dialogueIndex = 0;
  let characterCount = 0;
  let dialogueCharacterCount = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.codePointAt(index)!;
    const size = code > 0xffff ? 2 : 1;
    if (isCountedCodePoint(code)) {
      characterCount += 1;
      while (dialogue[dialogueIndex] && dialogue[dialogueIndex]!.end <= index) dialogueIndex += 1;
      const range = dialogue[dialogueIndex];
      if (range && range.start <= index) dialogueCharacterCount += 1;
      if (isCountedKanjiCodePoint(code)) {
        const char = text.slice(index, index + size);
        kanji.set(char, (kanji.get(char) ?? 0) + 1);
      }
    }
    index += size;
  }

  return {
    characterCount,
    dialogueCharacterCount,
    sentenceCount: input.sentences.length,
    unknownWordCount,
    words,
    kanji,
  };
}

/**
 * The summary of a parent deck: counts add up, words and kanji merge by identity (occurrences
 * summed), keeping the order of first appearance across the children in the order given.
 */
export function mergeDeckSummaries(children: readonly DeckSummary[]): DeckSummary {
  const merged: DeckSummary = {
    characterCount: 0,
    dialogueCharacterCount: 0,
    sentenceCount: 0,
    unknownWordCount: 0,
    words: new Map(),
    kanji: new Map(),
  };
  for (const child of children) {
    merged.characterCount += child.characterCount;
    merged.dialogueCharacterCount += child.dialogueCharacterCount;
    merged.sentenceCount += child.sentenceCount;
    merged.unknownWordCount += child.unknownWordCount;
    for (const [key, count] of child.words)
      merged.words.set(key, (merged.words.get(key) ?? 0) + count);
    for (const [char, count] of child.kanji)
      merged.kanji.set(char, (merged.kanji.get(char) ?? 0) + count);
  }
  return merged;
}

function validateWords(words: readonly DeckWordOccurrence[], textLength: number): void {
  validateSpans('words', words, textLength);
  words.forEach((word, index) => {
    if (word.wordId !== null && !isNonNegativeInteger(word.wordId)) {
      throw new RangeError(
        `words[${index}].wordId must be a non-negative integer or null, got ${word.wordId}`,
      );
    }
    if (word.readingIndex !== null && !isNonNegativeInteger(word.readingIndex)) {
      throw new RangeError(
        `words[${index}].readingIndex must be a non-negative integer or null, got ${word.readingIndex}`,
      );
    }
  });
}

function validateSpans(
  field: string,
  spans: readonly { start: number; end: number }[],
  textLength: number,
): void {
  spans.forEach((span, index) => {
    if (!isNonNegativeInteger(span.start) || !isNonNegativeInteger(span.end)) {
      throw new RangeError(
        `${field}[${index}]: start and end must be non-negative integers, got [${span.start}, ${span.end})`,
      );
    }
    if (span.end < span.start || span.end > textLength) {
      throw new RangeError(
        `${field}[${index}]: span [${span.start}, ${span.end}) is not inside the text (length ${textLength})`,
      );
    }
  });
}

function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}
