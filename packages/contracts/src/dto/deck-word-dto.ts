/**
 * `GET vocabulary/parse`: the input as a list of words and gaps that tile it exactly, in text
 * order (reference §1 "DeckWordDto"). A gap (punctuation, unknown text, names) has `wordId` 0
 * and only `originalText`; joining every `originalText` gives the input back.
 */
import { z } from 'zod';

export const deckWordDtoSchema = z
  .object({
    deckWordId: z.number().int(),
    deckId: z.number().int(),
    /** 0 for a gap. */
    wordId: z.number().int().nonnegative(),
    originalText: z.string(),
    readingIndex: z.number().int().nonnegative(),
    /** How many times the (word, reading) occurs in the parsed text; 0 for a gap. */
    occurrences: z.number().int().nonnegative(),
    /** Always null here (the reference sent its deck entity). */
    deck: z.null(),
    /** Conjugation steps from the dictionary form outward ("past", "negative"). */
    conjugations: z.array(z.string()),
  })
  .meta({ id: 'DeckWord' });
export type DeckWordDto = z.infer<typeof deckWordDtoSchema>;

export { PARSE_TEXT_MAX_LENGTH } from '../dto-values';
