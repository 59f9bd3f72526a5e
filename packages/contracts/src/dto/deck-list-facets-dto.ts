/**
 * Facet counts of the media list (`get-media-decks?facets=1`): how many decks each filter value
 * would leave. A range or media-type facet counts with every other filter applied but its own
 * (a bucket's count = the total with that bucket as the range); genre and tag counts are within
 * the current result (a genre's count = the total with that genre also required).
 */
import { z } from 'zod';
import { deckRangeFilterKeys } from '../deck-list-filter-values';

const rangeFacetSchema = z.array(
  z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    count: z.number().int().nonnegative(),
  }),
);
const valueFacetSchema = <T extends z.ZodType>(value: T) =>
  z.array(z.object({ value, count: z.number().int().nonnegative() }));

export const deckListFacetsSchema = z
  .object({
    mediaTypes: valueFacetSchema(z.number().int()),
    /** Coverage facets only when the reader's known words are known. */
    ranges: z.object(
      Object.fromEntries(
        deckRangeFilterKeys.map((key) => [key, rangeFacetSchema.optional()]),
      ) as Record<(typeof deckRangeFilterKeys)[number], z.ZodOptional<typeof rangeFacetSchema>>,
    ),
    genres: valueFacetSchema(z.string()),
    tags: valueFacetSchema(z.string()),
  })
  .meta({ id: 'DeckListFacets' });
export type DeckListFacets = z.infer<typeof deckListFacetsSchema>;
