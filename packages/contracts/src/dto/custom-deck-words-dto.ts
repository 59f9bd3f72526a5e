/**
 * A pasted text's words (issue 21, `/parse-deck`): nothing is stored, so the parse answer
 * carries the deck's words and the browser sends them back for the word list, the coverage
 * curve and the downloads. Compact: a word is `[wordId, readingIndex, occurrences, sentence,
 * wordStart, wordLength]` (sentence: index into `sentences`, −1 when none), in order of first
 * appearance; each example sentence is sent once.
 */
import { z } from 'zod';
import { paginatedSchema } from '../pagination';
import { deckDownloadRequestSchema } from '../downloads';
import { CUSTOM_DECK_MAX_LENGTH } from '../dto-values';
import { knownWordsInputSchema } from './deck-list-dto';
import { wordDtoSchema } from './word-dto';

/** A text of 200,000 characters has far fewer distinct words than characters. */
export const CUSTOM_DECK_WORDS_MAX = CUSTOM_DECK_MAX_LENGTH;

const count = z.number().int().nonnegative();
export const customDeckWordSchema = z
  .tuple([
    z.number().int().positive(),
    z.number().int().min(0).max(255),
    z.number().int().positive(),
    z.number().int().min(-1),
    count,
    count,
  ])
  .meta({ id: 'CustomDeckWord' });
export type CustomDeckWord = z.infer<typeof customDeckWordSchema>;

export const customDeckWordsSchema = z
  .array(customDeckWordSchema)
  .min(1, 'Must hold at least one word')
  .max(CUSTOM_DECK_WORDS_MAX, `Must hold at most ${CUSTOM_DECK_WORDS_MAX} words`);

/** The word list and the coverage curve: the words, and the reader's known words if a visitor. */
export const customDeckWordsInputSchema = knownWordsInputSchema
  .extend({ words: customDeckWordsSchema })
  .meta({ id: 'CustomDeckWordsInput' });
export type CustomDeckWordsInput = z.infer<typeof customDeckWordsInputSchema>;

export const customDeckDownloadInputSchema = z
  .object({
    words: customDeckWordsSchema,
    sentences: z
      .array(z.string().max(CUSTOM_DECK_MAX_LENGTH))
      .max(CUSTOM_DECK_WORDS_MAX)
      .default([]),
    request: deckDownloadRequestSchema,
  })
  .meta({ id: 'CustomDeckDownloadInput' });
export type CustomDeckDownloadInput = z.infer<typeof customDeckDownloadInputSchema>;

export const customDeckVocabularyPageSchema = paginatedSchema(
  z.object({ words: z.array(wordDtoSchema) }),
)
  .extend({
    counts: z.object({
      all: count,
      known: count.nullable(),
    }),
  })
  .meta({ id: 'CustomDeckVocabularyPage' });
export type CustomDeckVocabularyPage = z.infer<typeof customDeckVocabularyPageSchema>;
