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

/**
 * `?state=` of the known-word imports: the WordKnowledgeState their words get — 1 Young,
 * 2 Mature (the default, as before states existed) or 3 Suspended.
 */
export const importStateQuerySchema = z.object({
  state: z.coerce
    .number()
    .int()
    .refine((value) => value === 1 || value === 2 || value === 3, {
      message: 'Must be 1 (Young), 2 (Mature) or 3 (Suspended)',
    })
    .optional(),
});

/** `?noteTypeId=&field=` of the Anki package routes (both, or neither for the preview's first step). */
export const ankiPackageQuerySchema = z.object({
  noteTypeId: z.coerce.number().int().min(1).optional(),
  field: z.string().trim().min(1).max(200).optional(),
});

const ankiStateCountsSchema = z.object({
  new: z.number().int(),
  young: z.number().int(),
  mature: z.number().int(),
  suspended: z.number().int(),
});

export const ankiPackagePreviewSchema = z
  .object({
    /** `anki21b` (current Anki), `anki21` or `anki2` (legacy). */
    format: z.enum(['anki21b', 'anki21', 'anki2']),
    noteTypes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        fields: z.array(z.string()),
        notes: z.number().int(),
      }),
    ),
    /** What importing the chosen note type and field would do (null until both are chosen). */
    selection: z
      .object({
        noteTypeId: z.number().int(),
        field: z.string(),
        /** Notes of the note type. */
        notes: z.number().int(),
        /** Notes by the state their cards give them (new notes are not imported). */
        counts: ankiStateCountsSchema,
        /** Notes whose field is empty. */
        emptyFields: z.number().int(),
        /** Field texts longer than 25 characters (sentences), left out. */
        skippedLong: z.number().int(),
        /** Distinct field texts of studied notes. */
        words: z.number().int(),
        /** Of those, the ones that hold a dictionary word, and the others. */
        matched: z.number().int(),
        unmatched: z.number().int(),
        /** The first unmatched texts (at most 30). */
        unmatchedExamples: z.array(z.string()),
        /** Forms the import would write, by state (kana forms of kanji forms included). */
        forms: z.object({
          young: z.number().int(),
          mature: z.number().int(),
          suspended: z.number().int(),
        }),
        /** Of those, the forms whose state would change. */
        changes: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'AnkiPackagePreview' });
