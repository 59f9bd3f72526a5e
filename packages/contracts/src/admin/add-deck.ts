/**
 * Adding a deck (reference §9.1): `GET /api/admin/duplicate` and the text fields of the
 * `POST /api/admin/add-deck` multipart form (files — `file`, `subdecks[i].file`, `coverImage` —
 * are parts the route reads; a `coverImage` text field holds a URL).
 */
import { z } from 'zod';
import { deckRefSchema } from './deck-ref';
import {
  httpUrl,
  isoDateField,
  linkTypeField,
  mediaTypeField,
  optionalText,
  titleText,
} from './form-fields';

export const duplicateQuerySchema = z.object({
  mediaType: mediaTypeField,
  originalTitle: titleText,
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;

export const duplicateResponseSchema = z.object({ deck: deckRefSchema.nullable() });
export type DuplicateResponse = z.infer<typeof duplicateResponseSchema>;

export const onDuplicateValues = ['refuse', 'add', 'replace'] as const;
export type OnDuplicate = (typeof onDuplicateValues)[number];

export const deckLinkInputSchema = z.object({ linkType: linkTypeField, url: httpUrl });
export type DeckLinkInput = z.infer<typeof deckLinkInputSchema>;

export const aliasField = z
  .string()
  .trim()
  .min(1, 'Is empty')
  .max(200, 'Must be at most 200 characters');

/** The metadata every deck form shares (add and update). */
export const deckMetadataFields = {
  mediaType: mediaTypeField,
  originalTitle: titleText,
  romajiTitle: optionalText(200),
  englishTitle: optionalText(200),
  description: optionalText(2000),
  releaseDate: isoDateField,
  aliases: z.array(aliasField).max(50, 'At most 50 aliases').default([]),
};

export const addDeckFieldsSchema = z.object({
  ...deckMetadataFields,
  links: z.array(deckLinkInputSchema).max(20, 'At most 20 links').default([]),
  /** A cover URL given as text (a cover file is a part named `coverImage`). */
  coverImageUrl: httpUrl.nullish(),
  /** Titles of the sub-decks, in order; each needs its `subdecks[i].file` part. */
  subdecks: z
    .array(z.object({ originalTitle: titleText }))
    .max(2000, 'At most 2000 sub-decks')
    .default([]),
  onDuplicate: z.enum(onDuplicateValues).default('refuse'),
});
export type AddDeckFields = z.infer<typeof addDeckFieldsSchema>;

/** `202` answer of every queued action. */
export const jobQueuedResponseSchema = z
  .object({ jobId: z.number().int() })
  .meta({ id: 'JobQueued' });
export type JobQueuedResponse = z.infer<typeof jobQueuedResponseSchema>;

/** `409` answer of add-deck with `onDuplicate=refuse`. */
export const duplicateConflictSchema = z.object({
  statusCode: z.literal(409),
  message: z.string(),
  existing: deckRefSchema,
});
export type DuplicateConflict = z.infer<typeof duplicateConflictSchema>;
