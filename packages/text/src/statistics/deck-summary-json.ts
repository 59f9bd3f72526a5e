import type { DeckSummary, WordPairKey } from './deck-summary';
import { parseWordPairKey } from './deck-summary';

/**
 * A deck summary as plain JSON, so that a leaf deck's summary can be stored and its parent
 * aggregated later without parsing the children again. Entries are arrays to keep the order of
 * first appearance.
 */
export interface DeckSummaryJson {
  characterCount: number;
  dialogueCharacterCount: number;
  sentenceCount: number;
  unknownWordCount: number;
  words: [WordPairKey, number][];
  kanji: [string, number][];
}

export function deckSummaryToJson(summary: DeckSummary): DeckSummaryJson {
  return {
    characterCount: summary.characterCount,
    dialogueCharacterCount: summary.dialogueCharacterCount,
    sentenceCount: summary.sentenceCount,
    unknownWordCount: summary.unknownWordCount,
    words: [...summary.words],
    kanji: [...summary.kanji],
  };
}

const COUNT_FIELDS = [
  'characterCount',
  'dialogueCharacterCount',
  'sentenceCount',
  'unknownWordCount',
] as const;

/** Reads a stored summary back; throws an Error naming the first malformed field. */
export function deckSummaryFromJson(value: unknown): DeckSummary {
  if (typeof value !== 'object' || value === null) {
    throw new Error('Deck summary: expected an object');
  }
  const record = value as Record<string, unknown>;
  const counts = {} as Record<(typeof COUNT_FIELDS)[number], number>;
  for (const field of COUNT_FIELDS) {
    counts[field] = readCount(record[field], `Deck summary: ${field}`);
  }
  if (counts.dialogueCharacterCount > counts.characterCount) {
    throw new Error('Deck summary: dialogueCharacterCount is larger than characterCount');
  }
  const words = readEntries(record.words, 'words', (key) => {
    parseWordPairKey(key);
  });
  const kanji = readEntries(record.kanji, 'kanji', (key, path) => {
    if ([...key].length !== 1) throw new Error(`${path}: expected a single character`);
  });
  return { ...counts, words, kanji };
}

function readEntries(
  value: unknown,
  field: string,
  checkKey: (key: string, path: string) => void,
): Map<string, number> {
  if (!Array.isArray(value)) throw new Error(`Deck summary: ${field} must be an array of entries`);
  const entries = new Map<string, number>();
  value.forEach((entry: unknown, index) => {
    const path = `Deck summary: ${field}[${index}]`;
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') {
      throw new Error(`${path}: expected [key, occurrences]`);
    }
    const key: string = entry[0];
    checkKey(key, path);
    if (entries.has(key)) throw new Error(`${path}: duplicate key "${key}"`);
    const occurrences = readCount(entry[1], `${path} occurrences`);
    if (occurrences === 0) throw new Error(`${path}: occurrences must be at least 1`);
    entries.set(key, occurrences);
  });
  return entries;
}

function readCount(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`${path} must be a non-negative integer, got ${JSON.stringify(value)}`);
  }
  return value;
}
