/** `POST media-deck/parse-custom-deck`: a pasted text parsed into a deck and its Anki file. */
import { z } from 'zod';
import { deckDtoSchema } from './deck-dto';
import { customDeckWordSchema } from './custom-deck-words-dto';

import { CUSTOM_DECK_MAX_LENGTH } from '../dto-values';
import { wellFormedText } from '../plain-text';

export { CUSTOM_DECK_MAX_LENGTH, CUSTOM_DECK_TITLE } from '../dto-values';

export const parseCustomDeckRequestSchema = z
  .object({
    text: wellFormedText(
      z
        .string()
        .min(1, 'Must not be empty')
        .max(CUSTOM_DECK_MAX_LENGTH, `Must be at most ${CUSTOM_DECK_MAX_LENGTH} characters`),
    ),
  })
  .meta({ id: 'ParseCustomDeckRequest' });
export type ParseCustomDeckRequest = z.infer<typeof parseCustomDeckRequestSchema>;

export const parseCustomDeckResponseSchema = z
  .object({
    deck: deckDtoSchema,
    file: z.object({
      contentBase64: z.string(),
      contentType: z.string(),
      fileName: z.string(),
    }),
    /** The words (custom-deck-words-dto.ts), for the word list, curve and downloads. */
    words: z.array(customDeckWordSchema),
    /** The example sentences the words point to. */
    sentences: z.array(z.string()),
  })
  .meta({ id: 'ParseCustomDeckResponse' });
export type ParseCustomDeckResponse = z.infer<typeof parseCustomDeckResponseSchema>;
