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
    .max(1000, 'at most 1000 sub-decks'),
});

export type IngestSource = z.output<typeof ingestSourceSchema>;
export type IngestRequestInput = z.input<typeof ingestRequestSchema>;
export type IngestRequest = z.output<typeof ingestRequestSchema>;
