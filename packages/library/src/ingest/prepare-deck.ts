/**
 * One text → everything a leaf deck stores, computed in memory before anything is written:
 * its summary (for the parent's aggregation), statistics, words in order of first appearance and
 * example sentences. The text is parsed in chunks of whole lines, yielding to the event loop
 * between chunks, so a worker can report progress and renew its lease while a novel is parsed.
 * The parser works line by line anyway, so chunking at line breaks changes no word; only a
 * quotation that spans a chunk boundary is counted as dialogue on one side of it.
 *
 * Chunks also end after each tenth of the text (where a line ends), so that their summaries give
 * the deck's ten text parts as well (text-parts.ts): difficulty across a deck without sub-decks.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { proseMediaTypes, type MediaType } from '@goi/contracts';
import {
  mergeDeckSummaries,
  parseWordPairKey,
  splitSentences,
  statisticsFromSummary,
  summarizeDeck,
  type DeckStatistics,
  type DeckSummary,
  type Parser,
} from '@goi/text';
import { selectExampleSentences, type ChosenSentence, type SentenceCandidate } from '../examples';
import { nonEmptyParts, partChunks, partSummaries } from './text-parts';

/** Media whose sentence count the reference keeps at 0 (subtitles and speech bubbles are not prose). */
const SENTENCELESS_MEDIA: readonly number[] = [1, 2, 3, 9];

/** About this many characters per chunk: a fraction of a second of parsing. */
export const CHUNK_CHARACTERS = 20_000;

export interface PreparedDeck {
  summary: DeckSummary;
  statistics: DeckStatistics;
  /** Distinct (wordId, readingIndex) pairs in order of first appearance, with occurrences. */
  words: { wordId: number; readingIndex: number; occurrences: number }[];
  exampleSentences: ChosenSentence[];
  rawText: string;
  /**
   * The text by tenths (`partIndex` 0–9, by where each chunk starts), only the non-empty ones;
   * none when fewer than two tenths have text. Their character counts and word occurrences add
   * up to the deck's.
   */
  parts: PreparedTextPart[];
}

export interface PreparedTextPart {
  partIndex: number;
  characterCount: number;
  statistics: DeckStatistics;
  words: PreparedDeck['words'];
}

export async function prepareDeck(
  parser: Parser,
  text: string,
  mediaType: number,
  onProgress: (fraction: number) => void | Promise<void> = () => undefined,
  signal?: AbortSignal,
): Promise<PreparedDeck> {
  const prose = proseMediaTypes.includes(mediaType as MediaType);
  const chunkSummaries: { start: number; summary: DeckSummary }[] = [];
  const candidates: SentenceCandidate[] = [];
  for (const { start, text: chunk } of partChunks(text, CHUNK_CHARACTERS)) {
    signal?.throwIfAborted();
    const parsed = parser.parse(chunk);
    const normalized = parsed.normalized.text;
    const sentences = splitSentences(normalized);
    const words = parsed.words.map((word, index) => ({
      // Names are not vocabulary: they count as characters but not as words.
      wordId: word.kind === 'word' ? word.wordId : null,
      readingIndex: word.kind === 'word' ? word.readingIndex : null,
      start: parsed.normalizedSpans[index]!.start,
      end: parsed.normalizedSpans[index]!.end,
    }));
    chunkSummaries.push({ start, summary: summarizeDeck({ text: normalized, words, sentences }) });
    if (prose) collectCandidates(sentences, words, candidates);
    await onProgress((start + chunk.length) / text.length);
    await yieldToEventLoop();
  }
  const sentenceless = SENTENCELESS_MEDIA.includes(mediaType);
  // Parts are in text order, so merging them keeps the words' order of first appearance.
  const parts = partSummaries(chunkSummaries, text.length);
  const summary = mergeDeckSummaries(parts);
  if (sentenceless) summary.sentenceCount = 0;
  return {
    summary,
    statistics: statisticsFromSummary(summary),
    words: wordsOfSummary(summary),
    exampleSentences: prose ? selectExampleSentences(candidates) : [],
    rawText: text,
    parts: nonEmptyParts(parts).map(({ partIndex, summary: part }) => {
      if (sentenceless) part.sentenceCount = 0;
      return {
        partIndex,
        characterCount: part.characterCount,
        statistics: statisticsFromSummary(part),
        words: wordsOfSummary(part),
      };
    }),
  };
}

/** A summary's (wordId, readingIndex) pairs in order of first appearance, with occurrences. */
export function wordsOfSummary(summary: DeckSummary): PreparedDeck['words'] {
  const words: PreparedDeck['words'] = [];
  for (const [key, occurrences] of summary.words) {
    const { wordId, readingIndex } = parseWordPairKey(key);
    if (readingIndex !== null) words.push({ wordId, readingIndex, occurrences });
  }
  return words;
}

/** Adds the chunk's sentences, with the resolved words inside each, numbered across the deck. */
function collectCandidates(
  sentences: readonly { start: number; end: number; text: string }[],
  words: readonly {
    wordId: number | null;
    readingIndex: number | null;
    start: number;
    end: number;
  }[],
  into: SentenceCandidate[],
): void {
  let wordIndex = 0;
  for (const sentence of sentences) {
    while (wordIndex < words.length && words[wordIndex]!.start < sentence.start) wordIndex += 1;
    const inside: SentenceCandidate['words'][number][] = [];
    for (let index = wordIndex; index < words.length; index++) {
      const word = words[index]!;
      if (word.start >= sentence.end) break;
      if (word.end > sentence.end || word.wordId === null || word.readingIndex === null) continue;
      inside.push({
        wordId: word.wordId,
        readingIndex: word.readingIndex,
        start: word.start - sentence.start,
        end: word.end - sentence.start,
      });
    }
    into.push({ text: sentence.text, position: into.length, words: inside });
  }
}
