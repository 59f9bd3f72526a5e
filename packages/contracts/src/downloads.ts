/**
 * Download requests: a deck download (`POST /api/media-deck/{id}/download`) and the global
 * frequency lists (`GET /api/frequency-list/download|index`). The web dialog and the API read
 * the same schemas, so a request the dialog builds is one the API accepts.
 */
import { z } from 'zod';
import {
  DeckDownloadType,
  MediaType,
  deckDownloadTypeEnum,
  deckFormatEnum,
  deckOrderEnum,
  titleLanguageEnum,
} from './enums';

/** Download types whose `minFrequency`/`maxFrequency` are a range (ranks or positions). */
export const rangedDeckDownloadTypes: readonly DeckDownloadType[] = [
  DeckDownloadType.TopGlobalFrequency,
  DeckDownloadType.TopDeckFrequency,
  DeckDownloadType.TopChronological,
];

const rangeBound = z
  .number()
  .int('Must be a whole number')
  .min(0, 'Must be ≥ 0')
  .max(Number.MAX_SAFE_INTEGER, 'Is too large');

/** Percent with at most two decimals (87.5, 99.95): compared in basis points, never rounded up. */
const coveragePercent = z
  .number()
  .gt(0, 'Must be above 0')
  .max(100, 'Must be at most 100')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Must have at most two decimals',
  });

export const deckDownloadRequestSchema = z
  .object({
    format: deckFormatEnum.schema,
    downloadType: deckDownloadTypeEnum.schema,
    order: deckOrderEnum.schema,
    /**
     * TopGlobalFrequency: the lowest reading rank kept; TopDeckFrequency/TopChronological: how
     * many words to skip. Required by those types, ignored by the others.
     */
    minFrequency: rangeBound.optional(),
    /** TopGlobalFrequency: the highest rank kept (inclusive); the Top… types: where to stop. */
    maxFrequency: rangeBound.optional(),
    /** Drop kana forms (ちょっと, コーヒー). */
    excludeKana: z.boolean().default(false),
    /** Drop every word whose JMdict id is in `knownWordIds` (all its forms). */
    excludeKnownWords: z.boolean().default(false),
    /** The reader's known words (JMdict ids). Target coverage counts them as covered. */
    knownWordIds: z.array(z.number().int().min(0, 'Must be ≥ 0')).nullable().default(null),
    excludeExampleSentences: z.boolean().default(false),
    /**
     * Keep only the words in this knowledge state (issue 20), from a signed-in reader's states:
     * `unknown` (no state: not Young, Mature or Suspended; for a visitor, not in `knownWordIds`)
     * or `young` (being learned; accounts only).
     */
    onlyState: z.enum(['unknown', 'young']).optional(),
    /** TargetCoverage (5): the coverage goal in percent, 0 < goal ≤ 100, two decimals at most. */
    targetCoverage: coveragePercent.optional(),
    /** Which title names the file (the Anki deck keeps the original title). Default: original. */
    titleLanguage: titleLanguageEnum.schema.optional(),
  })
  .superRefine((request, context) => {
    if (rangedDeckDownloadTypes.includes(request.downloadType)) {
      for (const field of ['minFrequency', 'maxFrequency'] as const) {
        if (request[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'Is required for this download type',
          });
        }
      }
      const { minFrequency: min, maxFrequency: max } = request;
      if (min !== undefined && max !== undefined && min > max) {
        context.addIssue({
          code: 'custom',
          path: ['minFrequency'],
          message: `Must not exceed maxFrequency (${min} > ${max})`,
        });
      }
    }
    if (
      request.downloadType === DeckDownloadType.TargetCoverage &&
      request.targetCoverage === undefined
    ) {
      context.addIssue({
        code: 'custom',
        path: ['targetCoverage'],
        message: 'Is required for target coverage',
      });
    }
  })
  .meta({ id: 'DeckDownloadRequest' });

/** What the client sends (defaults optional). */
export type DeckDownloadRequestInput = z.input<typeof deckDownloadRequestSchema>;
/** What the server works with (defaults applied). */
export type DeckDownloadRequest = z.output<typeof deckDownloadRequestSchema>;

/** The files of a global frequency list. */
export const frequencyListFormats = ['yomitan', 'csv'] as const;
export type FrequencyListFormat = (typeof frequencyListFormats)[number];

const mediaTypeNames = Object.keys(MediaType) as [
  keyof typeof MediaType,
  ...(keyof typeof MediaType)[],
];

/**
 * `?mediaType=` of the frequency-list routes: a MediaType **name** (`Anime`, `VisualNovel`), as
 * in the reference's URLs that Yomitan keeps, or empty/absent for the whole library.
 */
export const frequencyListMediaTypeSchema = z
  .union([z.literal(''), z.enum(mediaTypeNames)])
  .optional()
  .transform((name): MediaType | undefined => (name ? MediaType[name] : undefined));

export const frequencyListIndexQuerySchema = z.object({
  mediaType: frequencyListMediaTypeSchema,
});

export const frequencyListDownloadQuerySchema = z.object({
  mediaType: frequencyListMediaTypeSchema,
  downloadType: z.enum(frequencyListFormats),
});
