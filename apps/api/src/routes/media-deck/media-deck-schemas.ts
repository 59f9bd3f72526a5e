/** Request shapes of `/api/media-deck` (the response shapes are DTOs in @goi/contracts). */
import {
  deckStatusSchema,
  linkTypeEnum,
  mediaDeckSortByValues,
  mediaTypeEnum,
  vocabularySortByValues,
} from '@goi/contracts';
import { z } from 'zod';
import { deckListFilterQueryShape } from './media-deck-list-filters';
import { vocabularyFilterQueryShape } from './vocabulary-filters';

/**
 * The one paging bound of every list: far beyond any real list, and small enough that an offset
 * stays a valid SQL OFFSET and a valid date window (media-update-log: offset × 30 days).
 */
export const MAX_OFFSET = 1_000_000;
export const offsetSchema = z.coerce
  .number()
  .int()
  .min(0, 'Must be ≥ 0')
  .max(MAX_OFFSET, `Must be at most ${MAX_OFFSET}`)
  .default(0);
/** 0 ascending, 1 descending. */
export const sortOrderSchema = z.coerce
  .number()
  .int()
  .min(0, 'Must be 0 (ascending) or 1 (descending)')
  .max(1, 'Must be 0 (ascending) or 1 (descending)')
  .default(0)
  .transform((value) => value as 0 | 1);
export const deckIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const mediaTypeSchema = z.coerce.number().pipe(mediaTypeEnum.schema);

export const mediaDeckListQuerySchema = z.object({
  offset: offsetSchema,
  mediaType: mediaTypeSchema.optional(),
  titleFilter: z.string().max(200, 'Must be at most 200 characters').optional(),
  wordId: z.coerce.number().int().positive().optional(),
  readingIndex: z.coerce.number().int().min(0).max(255).optional(),
  sortBy: z.enum(mediaDeckSortByValues).default('title'),
  sortOrder: sortOrderSchema,
  // "My decks" (issue 20; signed-in readers): media-deck/my-decks-filter.ts.
  mine: z.enum(['1', 'true']).optional(),
  deckStatus: deckStatusSchema.optional(),
  favourite: z.enum(['1', 'true']).optional(),
  ...deckListFilterQueryShape,
});

export const mediaTypeParamsSchema = z.object({ mediaType: mediaTypeSchema });

export const vocabularyQuerySchema = z.object({
  sortBy: z.enum(vocabularySortByValues).default('chrono'),
  sortOrder: sortOrderSchema,
  offset: offsetSchema,
  ...vocabularyFilterQueryShape,
});

export const rankRangeQuerySchema = z
  .object({
    minFrequency: z.coerce.number().int().min(0, 'Must be ≥ 0'),
    maxFrequency: z.coerce.number().int().min(0, 'Must be ≥ 0'),
  })
  .refine((range) => range.minFrequency <= range.maxFrequency, {
    message: 'Must be ≥ minFrequency',
    path: ['maxFrequency'],
  });

export const updateLogQuerySchema = z.object({ offset: offsetSchema });

export const linkParamsSchema = z.object({
  linkType: z.coerce.number().pipe(linkTypeEnum.schema),
  id: z.string().min(1).max(200),
});
