/**
 * A parsed text with its sentences and deck statistics: what the CLI's `parse`, the custom-deck
 * endpoint and media ingest all need from one pass over the text.
 */
import { splitSentences, type Sentence } from '../sentences';
import { computeDeckStatistics, type DeckStatistics } from '../statistics';
import type { ParsedText, Parser } from './parser';

export interface AnalyzedText extends ParsedText {
  /** Sentences of the normalized text. */
  sentences: Sentence[];
  statistics: DeckStatistics;
}

export function analyzeText(parser: Parser, input: string): AnalyzedText {
  const parsed = parser.parse(input);
  const sentences = splitSentences(parsed.normalized.text);
  const statistics = computeDeckStatistics({
    text: parsed.normalized.text,
    sentences,
    words: parsed.words.map((word, index) => ({
      // Names are not vocabulary: they count as characters but not as words.
      wordId: word.kind === 'word' ? word.wordId : null,
      readingIndex: word.kind === 'word' ? word.readingIndex : null,
      start: parsed.normalizedSpans[index]!.start,
      end: parsed.normalizedSpans[index]!.end,
    })),
  });
  return { ...parsed, sentences, statistics };
}
