/**
 * What an ingest job is given (and stores as its payload): the media metadata and, in order, the
 * sources of its decks. One source = one deck; several = a parent deck whose sub-decks are the
 * sources in the order given. A source is a file on disk (read when the job runs) or a text.
 */
import { z } from 'zod';
import { mediaMetadataSchema } from '../media';

export const ingestSourceSchema = z
  .object({
    /** Sub-deck title; default "Volume N", "Episode N", … by media type. */
    title: z
      .string()
      .trim()
      .max(200, 'title must be at most 200 characters')
      .nullish()
      .transform((value) => (value ? value : null)),
    /** A file to extract with @goi/extract (txt, epub, srt, ass, vtt, mokuro, zip). */
    path: z.string().min(1).optional(),
    /** Or the text itself, with a name for messages. */
    text: z.string().optional(),
    name: z.string().optional(),
  })
  .refine((source) => (source.path === undefined) !== (source.text === undefined), {
    message: 'give either path or text',
  });

export const ingestRequestSchema = z.object({
  metadata: mediaMetadataSchema,
  sources: z
    .array(ingestSourceSchema)
    .min(1, 'give at least one file')
    .max(2000, 'at most 2000 sub-decks'),
  /**
   * When a top-level deck with this original title and media type exists: `refuse` answers it
   * (nothing added; also what makes a re-run after a crash harmless), `add` adds another one,
   * `replace` puts this content and metadata into the deck `replaceDeckId` (its id is kept).
   */
  onDuplicate: z.enum(['refuse', 'add', 'replace']).default('refuse'),
  replaceDeckId: z.number().int().positive().optional(),
  /** A folder of the data directory holding this job's files: removed once the deck is written. */
  uploadDir: z.string().min(1).optional(),
});

export type IngestSource = z.output<typeof ingestSourceSchema>;
export type IngestRequestInput = z.input<typeof ingestRequestSchema>;
export type IngestRequest = z.output<typeof ingestRequestSchema>;
