/**
 * Editing a deck (reference §9.3): `GET /api/admin/deck/{id}`, the text fields of
 * `POST /api/admin/update-deck` (multipart; `file`, `subdecks[i].file` and `coverImage` are file
 * parts) and `DELETE /api/admin/deck/{id}`.
 */
import { z } from 'zod';
import { linkTypeEnum, mediaTypeEnum } from '../enums';
import { aliasField, deckMetadataFields } from './add-deck';
import { LABEL_NAME_MAX, LABELS_PER_FILTER_MAX } from '../deck-list-filter-values';
import { auditEntrySchema } from './audit';
import {
  booleanField,
  difficultyOverrideField,
  httpUrl,
  idField,
  linkTypeField,
  titleText,
} from './form-fields';

export const adminSubdeckSchema = z.object({
  deckId: z.number().int(),
  deckOrder: z.number().int(),
  originalTitle: z.string(),
  characterCount: z.number().int(),
  wordCount: z.number().int(),
  uniqueWordCount: z.number().int(),
  difficultyOverride: z.number(),
  hasRawText: z.boolean(),
});
export type AdminSubdeck = z.infer<typeof adminSubdeckSchema>;

export const adminDeckSchema = z
  .object({
    deckId: z.number().int(),
    parentDeckId: z.number().int().nullable(),
    mediaType: mediaTypeEnum.schema,
    originalTitle: z.string(),
    romajiTitle: z.string().nullable(),
    englishTitle: z.string().nullable(),
    aliases: z.array(z.string()),
    /** Genres and tags (issue 21: the media list filters by them). */
    genres: z.array(z.string()),
    tags: z.array(z.string()),
    description: z.string().nullable(),
    /** YYYY-MM-DD or null. */
    releaseDate: z.string().nullable(),
    coverUrl: z.string().nullable(),
    links: z.array(
      z.object({ linkId: z.number().int(), linkType: linkTypeEnum.schema, url: z.string() }),
    ),
    /** Effective difficulty 0–5, −1 when not computed. */
    difficulty: z.number(),
    /** −1 = none. */
    difficultyOverride: z.number(),
    hideDialoguePercentage: z.boolean(),
    statistics: z.object({
      characterCount: z.number().int(),
      wordCount: z.number().int(),
      uniqueWordCount: z.number().int(),
      uniqueKanjiCount: z.number().int(),
      sentenceCount: z.number().int(),
      dialoguePercentage: z.number(),
    }),
    hasRawText: z.boolean(),
    subdecks: z.array(adminSubdeckSchema),
    audit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminDeck' });
export type AdminDeck = z.infer<typeof adminDeckSchema>;

const labelField = z
  .string()
  .trim()
  .min(1, 'Must not be empty')
  .max(LABEL_NAME_MAX, `Must be at most ${LABEL_NAME_MAX} characters`)
  .refine((name) => !name.includes(','), 'Must not hold a comma (lists are comma-separated)');

const labelList = (max: number, what: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')
        : value,
    z.array(labelField).max(max, `At most ${max} ${what}`),
  );

export const updateDeckFieldsSchema = z.object({
  deckId: idField,
  ...deckMetadataFields,
  aliases: z.array(aliasField).max(50, 'At most 50 aliases').default([]),
  /**
   * Genres and tags: absent, unchanged; given, the whole new list (issue 21), as an array or
   * as one comma-separated text (a form field; empty clears them).
   */
  genres: labelList(LABELS_PER_FILTER_MAX, 'genres').optional(),
  tags: labelList(50, 'tags').optional(),
  difficultyOverride: difficultyOverrideField.default(-1),
  hideDialoguePercentage: booleanField.default(false),
  /** With `linkId`: update that link; without: add; a link of the deck not listed: delete. */
  links: z
    .array(z.object({ linkId: idField.optional(), linkType: linkTypeField, url: httpUrl }))
    .max(20, 'At most 20 links')
    .default([]),
  coverImageUrl: httpUrl.nullish(),
  removeCover: booleanField.default(false),
  /**
   * Sub-decks: with `deckId` update (rename, move, override, replace its file); without: add
   * (needs a file); a sub-deck of the deck not listed: delete. Absent entirely: unchanged.
   */
  subdecks: z
    .array(
      z.object({
        deckId: idField.optional(),
        originalTitle: titleText,
        deckOrder: z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number'),
        difficultyOverride: difficultyOverrideField.optional(),
      }),
    )
    .max(2000, 'At most 2000 sub-decks')
    .optional(),
  reparse: booleanField.default(false),
});
export type UpdateDeckFields = z.infer<typeof updateDeckFieldsSchema>;

export const updateDeckResponseSchema = z.object({
  deckId: z.number().int(),
  /** The parse job queued by a replaced file or `reparse=true`, else null. */
  jobId: z.number().int().nullable(),
});
export type UpdateDeckResponse = z.infer<typeof updateDeckResponseSchema>;

export const deleteDeckResponseSchema = z.object({
  deletedDeckIds: z.array(z.number().int()),
  /** The rank-recompute job queued after the delete. */
  jobId: z.number().int(),
});
export type DeleteDeckResponse = z.infer<typeof deleteDeckResponseSchema>;
