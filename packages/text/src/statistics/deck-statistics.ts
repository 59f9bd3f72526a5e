import type { DeckStatisticsInput, DeckSummary } from './deck-summary';
import { mergeDeckSummaries, summarizeDeck } from './deck-summary';

export interface DeckStatistics {
  /** Letters and digits of the text: kana, kanji, Latin, digits; not punctuation or spaces. */
  characterCount: number;
  /** Occurrences of words resolved to a dictionary entry. */
  wordCount: number;
  /** Distinct (wordId, readingIndex) pairs. */
  uniqueWordCount: number;
  /** Pairs that occur exactly once. */
  uniqueWordUsedOnceCount: number;
  /** Distinct kanji in the text (々 excluded). */
  uniqueKanjiCount: number;
  /** Kanji that occur exactly once in the text. */
  uniqueKanjiUsedOnceCount: number;
  /** Kanji occurrences in the text; kanjiCharacterCount / characterCount is the kanji share. */
  kanjiCharacterCount: number;
  sentenceCount: number;
  /** characterCount / sentenceCount; 0 when there is no sentence. */
  averageSentenceLength: number;
  /** Share of the counted characters that are inside quotes, 0–100; 0 for an empty text. */
  dialoguePercentage: number;
}

/** Statistics of one parsed text (a leaf deck). */
export function computeDeckStatistics(input: DeckStatisticsInput): DeckStatistics {
  return statisticsFromSummary(summarizeDeck(input));
}

/** Statistics of a parent deck from its children's summaries, in deck order. */
export function aggregateDeckStatistics(children: readonly DeckSummary[]): DeckStatistics {
  return statisticsFromSummary(mergeDeckSummaries(children));
}

/** Characters per sentence; 0 when there is no sentence (shows keep their count at 0). */
export function averageSentenceLength(characterCount: number, sentenceCount: number): number {
  return sentenceCount === 0 ? 0 : characterCount / sentenceCount;
}

export function statisticsFromSummary(summary: DeckSummary): DeckStatistics {
  let wordCount = 0;
  let uniqueWordUsedOnceCount = 0;
  for (const occurrences of summary.words.values()) {
    wordCount += occurrences;
    if (occurrences === 1) uniqueWordUsedOnceCount += 1;
  }
  let kanjiCharacterCount = 0;
  let uniqueKanjiUsedOnceCount = 0;
  for (const occurrences of summary.kanji.values()) {
    kanjiCharacterCount += occurrences;
    if (occurrences === 1) uniqueKanjiUsedOnceCount += 1;
  }
  const { characterCount, sentenceCount } = summary;
  return {
    characterCount,
    wordCount,
    uniqueWordCount: summary.words.size,
    uniqueWordUsedOnceCount,
    uniqueKanjiCount: summary.kanji.size,
    uniqueKanjiUsedOnceCount,
    kanjiCharacterCount,
    sentenceCount,
    averageSentenceLength: averageSentenceLength(characterCount, sentenceCount),
    dialoguePercentage:
      characterCount === 0 ? 0 : (summary.dialogueCharacterCount / characterCount) * 100,
  };
}
