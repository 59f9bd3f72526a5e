/** Shapes of `/api/user` (known words, import jobs). */
import { z } from 'zod';

export const wordParamsSchema = z.object({
  wordId: z.coerce.number().int().min(1),
  readingIndex: z.coerce.number().int().min(0).max(255),
});

export const frequencyParamsSchema = z.object({
  min: z.coerce.number().int().min(0),
  max: z.coerce.number().int().min(0).max(10_000, 'Must be ≤ 10000'),
});

export const wordIdsBodySchema = z.array(z.number().int().min(1)).max(500_000);

export const knownAmountSchema = z
  .object({ words: z.number().int(), forms: z.number().int() })
  .meta({ id: 'KnownWordAmount' });

export const jobAcceptedSchema = z.object({ jobId: z.number().int() }).meta({ id: 'JobAccepted' });

export const ankiPreviewSchema = z
  .object({
    /** Lines that hold a word (header and empty lines left out). */
    lines: z.number().int(),
    /** Lines skipped because their first field is longer than 25 characters. */
    skippedLong: z.number().int(),
    /** Distinct words the parser found. */
    parsed: z.number().int(),
    /** Forms the import would mark (with the kana forms of kanji forms). */
    forms: z.number().int(),
    /** Of those, the forms not known yet. */
    newForms: z.number().int(),
  })
  .meta({ id: 'AnkiImportPreview' });

export const userJobSchema = z
  .object({
    jobId: z.number().int(),
    type: z.string(),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
    progress: z.number(),
    step: z.string(),
    error: z.string().nullable(),
    result: z.unknown(),
  })
  .meta({ id: 'UserJob' });
