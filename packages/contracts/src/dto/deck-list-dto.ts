/**
 * Requests and pages of the deck lists (reference §1.1, §1.2, `/media-updates`). The sort names
 * are the reference's query values, so third-party links keep working.
 */
import { z } from 'zod';
import { paginatedSchema } from '../pagination';
import { deckDtoSchema } from './deck-dto';
import { deckListFacetsSchema } from './deck-list-facets-dto';
import { decodePackedUint32, invalidPackedValue } from './known-words-packing';
import { wordDtoSchema } from './word-dto';

export {
  mediaDeckSortByValues,
  vocabularySortByValues,
  type MediaDeckSortBy,
  type VocabularySortBy,
} from '../dto-values';

export const MEDIA_DECKS_PAGE_SIZE = 50;
export const SUB_DECKS_PAGE_SIZE = 25;

export const DECK_VOCABULARY_PAGE_SIZE = 100;

/** The largest known-word list a visitor may send for coverage (ids from local storage). */
export const KNOWN_WORDS_MAX = 200_000;

/**
 * A packed list (known-words-packing.ts), checked as a whole: base64, whole 4-byte values, at
 * most KNOWN_WORDS_MAX of them, each a word id (or a form of one). One pass over a typed array
 * instead of a schema check per element: 20,000 JSON pairs cost ~45× a health check to validate.
 */
function packedSchema(kind: 'wordIds' | 'forms') {
  return z
    .string()
    .max(Math.ceil((KNOWN_WORDS_MAX * 4) / 3) + 4, `Must hold at most ${KNOWN_WORDS_MAX} values`)
    .superRefine((text, context) => {
      const decoded = decodePackedUint32(text);
      const problem =
        'error' in decoded
          ? decoded.error
          : decoded.values.length > KNOWN_WORDS_MAX
            ? `Must hold at most ${KNOWN_WORDS_MAX} values (got ${decoded.values.length})`
            : invalidPackedValue(decoded.values, kind);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const isWordId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isForm = (value: unknown) =>
  Array.isArray(value) &&
  value.length === 2 &&
  isWordId(value[0]) &&
  Number.isInteger(value[1]) &&
  (value[1] as number) >= 0;

/**
 * A JSON list of known words, checked in one loop that names the first bad element
 * (`knownForms.3`): a schema check per element cost ~38 ms for 20,000 pairs. The OpenAPI
 * document still shows the element shape (`items`).
 */
function knownList<T>(isItem: (value: unknown) => boolean, message: string, items: object) {
  return z
    .custom<T[]>((value) => Array.isArray(value), 'Must be an array')
    .superRefine((list, context) => {
      if (list.length > KNOWN_WORDS_MAX)
        context.addIssue({ code: 'custom', message: `Must hold at most ${KNOWN_WORDS_MAX} items` });
      const bad = list.findIndex((item) => !isItem(item));
      if (bad >= 0) context.addIssue({ code: 'custom', path: [bad], message });
    })
    .meta({ type: 'array', maxItems: KNOWN_WORDS_MAX, items });
}

/**
 * Known words a visitor sends for coverage: entry ids (every form of the entry counts as known,
 * as the reference's id imports do) and/or exact `[wordId, readingIndex]` forms, as JSON arrays
 * or packed (base64 of little-endian uint32: ids, or forms as `wordId × 256 + readingIndex`;
 * `encodeKnownWordIds` / `encodeKnownForms` make them). Every list given counts.
 */
export const knownWordsInputSchema = z
  .object({
    knownWordIds: knownList<number>(isWordId, 'Must be a word id (a positive integer)', {
      type: 'integer',
      exclusiveMinimum: 0,
    }).default([]),
    knownForms: knownList<[wordId: number, readingIndex: number]>(
      isForm,
      'Must be [wordId, readingIndex]: a positive integer and an integer ≥ 0',
      {
        type: 'array',
        prefixItems: [
          { type: 'integer', exclusiveMinimum: 0 },
          { type: 'integer', minimum: 0 },
        ],
        minItems: 2,
        maxItems: 2,
      },
    ).default([]),
    knownWordIdsPacked: packedSchema('wordIds')
      .optional()
      .meta({ description: 'Entry ids as base64 of little-endian uint32 values' }),
    knownFormsPacked: packedSchema('forms').optional().meta({
      description:
        'Forms as base64 of little-endian uint32 values, each wordId × 256 + readingIndex',
    }),
  })
  .meta({ id: 'KnownWordsInput' });
export type KnownWordsInput = z.infer<typeof knownWordsInputSchema>;

export const deckListPageSchema = paginatedSchema(z.array(deckDtoSchema))
  .extend({ facets: deckListFacetsSchema.optional() })
  .meta({ id: 'DeckListPage' });
export type DeckListPage = z.infer<typeof deckListPageSchema>;

export const deckVocabularyDtoSchema = z
  .object({
    parentDeck: deckDtoSchema.nullable(),
    deck: deckDtoSchema,
    words: z.array(wordDtoSchema),
  })
  .meta({ id: 'DeckVocabulary' });
export type DeckVocabularyDto = z.infer<typeof deckVocabularyDtoSchema>;
export const deckVocabularyPageSchema = paginatedSchema(deckVocabularyDtoSchema)
  .extend({
    /**
     * The deck's words in all (`totalItems` counts the filtered ones) and how many of them the
     * reader knows (null: no known words were used).
     */
    counts: z
      .object({
        all: z.number().int().nonnegative(),
        known: z.number().int().nonnegative().nullable(),
      })
      .optional(),
  })
  .meta({ id: 'DeckVocabularyPage' });
export type DeckVocabularyPage = z.infer<typeof deckVocabularyPageSchema>;

/** The window of `media-update-log?offset=N`: N×30 days back, 30 days long. */
export const MEDIA_UPDATE_WINDOW_DAYS = 30;
