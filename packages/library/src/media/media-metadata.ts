/**
 * What describes a media deck besides its text: type, titles, description, release date,
 * aliases, links and cover. One zod schema validates it wherever it comes from (the CLI, a job
 * payload, the admin API later); errors name the field.
 */
import { linkTypeEnum, mediaTypeEnum } from '@goi/contracts';
import { z } from 'zod';

const title = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} must be at most 200 characters`);

const optionalTitle = (field: string) =>
  z
    .string()
    .trim()
    .max(200, `${field} must be at most 200 characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A calendar date YYYY-MM-DD that exists (2023-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');

export const httpUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'expected an http:// or https:// URL');

export const mediaMetadataSchema = z.object({
  mediaType: mediaTypeEnum.schema,
  originalTitle: title('originalTitle'),
  romajiTitle: optionalTitle('romajiTitle'),
  englishTitle: optionalTitle('englishTitle'),
  description: z
    .string()
    .trim()
    .max(2000, 'description must be at most 2000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  releaseDate: isoDateSchema.nullish().transform((value) => value ?? null),
  aliases: z.array(title('alias')).max(50).default([]),
  links: z
    .array(z.object({ linkType: linkTypeEnum.schema, url: httpUrlSchema }))
    .max(20)
    .default([]),
  /** File name under `$GOI_DATA_DIR/covers/` (see covers.ts), or null for no cover. */
  coverName: z
    .string()
    .regex(/^[\w.-]+$/, 'expected a file name in the covers folder')
    .nullish()
    .transform((value) => value ?? null),
});

export type MediaMetadataInput = z.input<typeof mediaMetadataSchema>;
export type MediaMetadata = z.output<typeof mediaMetadataSchema>;

/** Bad input for a media deck; `field` names what to fix (`links[1]`, `releaseDate`, …). */
export class MediaRequestError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
    this.name = 'MediaRequestError';
  }
}

/** Validates with a schema and throws a MediaRequestError naming the first bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.reduce<string>(
    (path, part) =>
      typeof part === 'number'
        ? `${path}[${part}]`
        : path
          ? `${path}.${String(part)}`
          : String(part),
    '',
  );
  throw new MediaRequestError(field || '(request)', issue.message);
}
