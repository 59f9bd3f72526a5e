import { ExportInputError } from './errors';
import { type FuriganaSegment, kanaOfSegments, parseFurigana } from './text/furigana';
import type { ExportDeck, ExportWord } from './types';

/** A checked word with what every writer derives from it. */
export interface PreparedWord {
  word: ExportWord;
  /** The full kana reading, from the furigana (食[た]べる → たべる). */
  reading: string;
  /** The furigana, parsed once for every writer that needs it. */
  furigana: readonly FuriganaSegment[];
  /** How errors name this word: `word 1358280/0 (食べる)`. */
  label: string;
}

// Control characters break the formats: \n would split a TXT line, \x1f splits Anki fields.
// Glosses and sentences may hold tabs and line breaks (CSV quotes them, HTML folds them).
const controlCharacter = /\p{Cc}/u;
const controlCharacterButWhiteSpace = /[^\P{Cc}\t\n\r]/u;

function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function checkText(label: string, field: string, value: unknown, allowWhiteSpace = false): void {
  if (typeof value !== 'string') throw new ExportInputError(label, field, 'must be a string');
  if (value === '') throw new ExportInputError(label, field, 'is empty');
  if ((allowWhiteSpace ? controlCharacterButWhiteSpace : controlCharacter).test(value)) {
    throw new ExportInputError(
      label,
      field,
      `contains a control character: ${JSON.stringify(value)}`,
    );
  }
}

/**
 * Checks a row before it is written and derives its reading. A bad row stops the download with
 * an error naming the word and the field, rather than producing a file with a silently wrong card.
 */
export function prepareWord(word: ExportWord): PreparedWord {
  const label = `word ${String(word.wordId)}/${String(word.readingIndex)} (${String(word.text)})`;
  if (!isNonNegativeInteger(word.wordId))
    throw new ExportInputError(label, 'wordId', 'must be a non-negative integer');
  if (!isNonNegativeInteger(word.readingIndex)) {
    throw new ExportInputError(label, 'readingIndex', 'must be a non-negative integer');
  }
  checkText(label, 'text', word.text);
  checkText(label, 'furigana', word.furigana);
  if (!isNonNegativeInteger(word.occurrences)) {
    throw new ExportInputError(label, 'occurrences', 'must be a non-negative integer');
  }
  if (word.globalRank !== null && !(isNonNegativeInteger(word.globalRank) && word.globalRank > 0)) {
    throw new ExportInputError(label, 'globalRank', 'must be a positive integer or null');
  }
  word.pitchAccents.forEach((position, index) => {
    if (!isNonNegativeInteger(position)) {
      throw new ExportInputError(label, `pitchAccents[${index}]`, 'must be a non-negative integer');
    }
  });
  word.definitions.forEach((definition, senseIndex) => {
    definition.glosses.forEach((gloss, index) =>
      checkText(label, `definitions[${senseIndex}].glosses[${index}]`, gloss, true),
    );
    definition.partsOfSpeech.forEach((partOfSpeech, index) =>
      checkText(label, `definitions[${senseIndex}].partsOfSpeech[${index}]`, partOfSpeech),
    );
  });
  const sentence = word.exampleSentence;
  if (sentence !== null) {
    checkText(label, 'exampleSentence.text', sentence.text, true);
    const { wordStart, wordLength } = sentence;
    if (
      !isNonNegativeInteger(wordStart) ||
      !isNonNegativeInteger(wordLength) ||
      wordLength === 0 ||
      wordStart + wordLength > sentence.text.length
    ) {
      throw new ExportInputError(
        label,
        'exampleSentence',
        `marks [${String(wordStart)}, +${String(wordLength)}) outside a sentence of ${sentence.text.length} characters`,
      );
    }
  }
  let furigana: FuriganaSegment[];
  try {
    furigana = parseFurigana(word.furigana);
  } catch (error) {
    throw new ExportInputError(label, 'furigana', `is malformed (${(error as Error).message})`);
  }
  return { word, reading: kanaOfSegments(furigana), furigana, label };
}

/** Checks every word up front, so the caller can reject bad rows before a response starts. */
export function checkExportWords(words: Iterable<ExportWord>): void {
  for (const word of words) prepareWord(word);
}

/** Checks the deck fields the writers use. */
export function checkExportDeck(deck: ExportDeck): void {
  const label = `deck ${String(deck.deckId)}`;
  if (!Number.isSafeInteger(deck.deckId))
    throw new ExportInputError(label, 'deckId', 'must be an integer');
  for (const field of ['originalTitle', 'title'] as const) {
    if (typeof deck[field] !== 'string')
      throw new ExportInputError(label, field, 'must be a string');
  }
  if (!(deck.generatedAt instanceof Date) || Number.isNaN(deck.generatedAt.getTime())) {
    throw new ExportInputError(label, 'generatedAt', 'is not a valid date');
  }
}
