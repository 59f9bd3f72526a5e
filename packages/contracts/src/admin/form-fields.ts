/**
 * Field schemas shared by the admin forms. Multipart fields arrive as strings, so numbers and
 * booleans are coerced; an empty optional text field means "none" (null).
 */
import { z } from 'zod';
import { linkTypeEnum, mediaTypeEnum } from '../enums';

/** Optional text: trimmed; '' or absent → null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const titleText = z
  .string({ error: 'Is required' })
  .trim()
  .min(1, 'Is required')
  .max(200, 'Must be at most 200 characters');

/** YYYY-MM-DD that is a real calendar date; '' or absent → null. */
export const isoDateField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), { message: 'Must be a date YYYY-MM-DD' });

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An http(s) URL (links, cover URLs). */
export const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: 'Must be an http(s) URL',
  });

export const mediaTypeField = z.coerce
  .number({ error: 'Must be a media type 1–9' })
  .pipe(mediaTypeEnum.schema);

export const linkTypeField = z.coerce
  .number({ error: 'Must be a link type' })
  .pipe(linkTypeEnum.schema);

/** 'true'/'false' (multipart) or a boolean (JSON). */
export const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** Difficulty override: −1 (none) or 0–5. */
export const difficultyOverrideField = z.coerce
  .number({ error: 'Must be −1 or 0–5' })
  .refine((value) => value === -1 || (value >= 0 && value <= 5), { message: 'Must be −1 or 0–5' });

export const idField = z.coerce
  .number({ error: 'Must be an id' })
  .int('Must be an id')
  .positive('Must be an id');
