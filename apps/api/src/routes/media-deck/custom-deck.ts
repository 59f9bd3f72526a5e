/**
 * `parse-custom-deck`: a pasted text becomes a deck (statistics, difficulty) and its Anki file,
 * sent back as base64 for the browser to save. Nothing is stored. The deck is shown as "Custom
 * Deck"; its media type is Novel (4), since a pasted text is treated as prose (sentence
 * statistics apply).
 */
import {
  CUSTOM_DECK_TITLE,
  DeckFormat,
  MediaType,
  NO_COVER,
  difficultyBucket,
  type CustomDeckWord,
  type ParseCustomDeckResponse,
  formKey,
} from '@goi/contracts';
import { getFormFrequencies, getWordDetails, type DbOrTrx } from '@goi/db';
import {
  collectBytes,
  deckDownload,
  type ExportExampleSentence,
  type ExportWord,
} from '@goi/exports';
import { definitionsOf } from '@goi/library';
import { analyzeText, estimateDifficulty, type AnalyzedText, type Parser } from '@goi/text';

interface CountedWord {
  wordId: number;
  readingIndex: number;
  occurrences: number;
  exampleSentence: ExportExampleSentence | null;
}

/** Distinct (word, reading) pairs in order of first appearance, with the sentence of that first use. */
function countWords(analyzed: AnalyzedText): CountedWord[] {
  const byKey = new Map<number, CountedWord>();
  let sentenceIndex = 0;
  analyzed.words.forEach((word, index) => {
    if (word.kind !== 'word' || word.wordId === null || word.readingIndex === null) return;
    const key = formKey(word.wordId, word.readingIndex);
    const known = byKey.get(key);
    if (known) {
      known.occurrences += 1;
      return;
    }
    const span = analyzed.normalizedSpans[index]!;
    while (
      sentenceIndex < analyzed.sentences.length &&
      analyzed.sentences[sentenceIndex]!.end <= span.start
    )
      sentenceIndex += 1;
    const sentence = analyzed.sentences[sentenceIndex];
    const inside = sentence && sentence.start <= span.start && span.end <= sentence.end;
    byKey.set(key, {
      wordId: word.wordId,
      readingIndex: word.readingIndex,
      occurrences: 1,
      exampleSentence: inside
        ? {
            text: sentence.text,
            wordStart: span.start - sentence.start,
            wordLength: span.end - span.start,
          }
        : null,
    });
  });
  return [...byKey.values()];
}

/** The words as the browser sends them back (custom-deck-words-dto.ts): each sentence once. */
function compactWords(words: readonly ExportWord[]): {
  words: CustomDeckWord[];
  sentences: string[];
} {
  const sentences: string[] = [];
  const indexOf = new Map<string, number>();
  return {
    words: words.map((word) => {
      const sentence = word.exampleSentence;
      if (!sentence) return [word.wordId, word.readingIndex, word.occurrences, -1, 0, 0];
      let index = indexOf.get(sentence.text);
      if (index === undefined) {
        index = sentences.push(sentence.text) - 1;
        indexOf.set(sentence.text, index);
      }
      return [
        word.wordId,
        word.readingIndex,
        word.occurrences,
        index,
        sentence.wordStart,
        sentence.wordLength,
      ];
    }),
    sentences,
  };
}

export async function parseCustomDeck(
  db: DbOrTrx,
  parser: Parser,
  text: string,
  now: Date,
): Promise<ParseCustomDeckResponse> {
  const analyzed = analyzeText(parser, text);
  const counted = countWords(analyzed);
  const [details, ranks] = await Promise.all([
    getWordDetails(
      db,
      counted.map((word) => word.wordId),
    ),
    getFormFrequencies(db, counted),
  ]);
  const entries = new Map(details.map((entry) => [entry.wordId, entry]));
  const rankOf = (word: CountedWord) =>
    ranks.get(formKey(word.wordId, word.readingIndex))?.frequencyRank ?? null;

  const words: ExportWord[] = counted.flatMap((word) => {
    const entry = entries.get(word.wordId);
    const form = entry?.forms.find((candidate) => candidate.readingIndex === word.readingIndex);
    if (!entry || !form) return [];
    return [
      {
        wordId: word.wordId,
        readingIndex: word.readingIndex,
        text: form.text,
        furigana: form.furigana,
        isKana: form.formType === 1,
        occurrences: word.occurrences,
        globalRank: rankOf(word),
        definitions: definitionsOf(entry, word.readingIndex),
        pitchAccents: form.pitchAccents,
        exampleSentence: word.exampleSentence,
      },
    ];
  });

  const statistics = analyzed.statistics;
  const difficulty =
    statistics.wordCount === 0
      ? -1
      : estimateDifficulty({
          ...statistics,
          words: counted.map((word) => ({ rank: rankOf(word), occurrences: word.occurrences })),
        });
  const file = deckDownload(
    DeckFormat.Anki,
    { deckId: 0, originalTitle: CUSTOM_DECK_TITLE, title: 'Custom deck', generatedAt: now },
    words,
  );
  const bytes = await collectBytes(file.body);
  const compact = compactWords(words);
  return {
    words: compact.words,
    sentences: compact.sentences,
    deck: {
      deckId: 0,
      creationDate: now.toISOString(),
      releaseDate: null,
      coverName: NO_COVER,
      mediaType: MediaType.Novel,
      originalTitle: CUSTOM_DECK_TITLE,
      romajiTitle: CUSTOM_DECK_TITLE,
      englishTitle: CUSTOM_DECK_TITLE,
      description: null,
      aliases: [],
      characterCount: statistics.characterCount,
      wordCount: statistics.wordCount,
      uniqueWordCount: statistics.uniqueWordCount,
      uniqueWordUsedOnceCount: statistics.uniqueWordUsedOnceCount,
      uniqueKanjiCount: statistics.uniqueKanjiCount,
      uniqueKanjiUsedOnceCount: statistics.uniqueKanjiUsedOnceCount,
      sentenceCount: statistics.sentenceCount,
      difficulty: difficultyBucket(difficulty) ?? -1,
      difficultyRaw: difficulty,
      difficultyOverride: -1,
      averageSentenceLength:
        statistics.sentenceCount > 1 ? statistics.characterCount / statistics.sentenceCount : 0,
      dialoguePercentage: statistics.dialoguePercentage,
      hideDialoguePercentage: false,
      parentDeckId: null,
      deckOrder: 0,
      links: [],
      childrenDeckCount: 0,
      selectedWordOccurrences: 0,
      coverage: 0,
      uniqueCoverage: 0,
      youngCoverage: 0,
      youngUniqueCoverage: 0,
      externalRating: null,
      isNsfw: false,
    },
    file: {
      contentBase64: Buffer.from(bytes).toString('base64'),
      contentType: file.contentType,
      fileName: file.fileName,
    },
  };
}
