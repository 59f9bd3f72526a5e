/** `POST vocabulary/{wordId}/{readingIndex}/random-example-sentences`: one sentence using the word. */
import { z } from 'zod';
import { deckDtoSchema } from './deck-dto';

export const exampleSentenceDtoSchema = z
  .object({
    text: z.string(),
    /** Offset of the word in `text` (UTF-16 units): `text.slice(wordPosition, wordPosition + wordLength)`. */
    wordPosition: z.number().int().nonnegative(),
    wordLength: z.number().int().nonnegative(),
    sourceDeck: deckDtoSchema,
    sourceDeckParent: deckDtoSchema.nullable(),
  })
  .meta({ id: 'ExampleSentence' });
export type ExampleSentenceDto = z.infer<typeof exampleSentenceDtoSchema>;

export const EXAMPLE_SENTENCES_PER_REQUEST = 3;
