/** Small pure helpers every provider's mapping shares. */
import type { Metadata } from '@goi/contracts';

const MAX_TITLE = 200;
const MAX_ALIASES = 50;

export function cleanTitle(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_TITLE) : null;
}

/** Distinct, non-empty aliases that are not already one of the titles. */
export function cleanAliases(
  values: readonly (string | null | undefined)[],
  titles: readonly (string | null)[],
): string[] {
  const seen = new Set(titles.filter((title): title is string => title !== null));
  const aliases: string[] = [];
  for (const value of values) {
    const alias = cleanTitle(value);
    if (!alias || seen.has(alias)) continue;
    seen.add(alias);
    aliases.push(alias);
    if (aliases.length === MAX_ALIASES) break;
  }
  return aliases;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A real calendar date or null; a missing month or day becomes the 1st (2009 → 2009-01-01). */
export function dateFromParts(
  year?: number | null,
  month?: number | null,
  day?: number | null,
): string | null {
  if (!year || year < 1000 || year > 9999) return null;
  const text = `${year}-${pad(month && month >= 1 && month <= 12 ? month : 1)}-${pad(day && month ? day : 1)}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}

/** "2009-10-15", "2009-10", "2009", "TBA", null → YYYY-MM-DD or null. */
export function dateFromText(value: string | null | undefined): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value?.trim() ?? '');
  if (!match) return null;
  return dateFromParts(
    Number(match[1]),
    match[2] ? Number(match[2]) : null,
    match[3] ? Number(match[3]) : null,
  );
}

/** An http(s) URL as given, or null (anything else: `javascript:`, `file:`, garbage). */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Google Books sends thumbnails over http://; the page is https, so they are upgraded. */
export function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:') url.protocol = 'https:';
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A Metadata whose original title falls back to the other titles. */
export function metadata(
  fields: Omit<Metadata, 'originalTitle' | 'aliases'> & {
    originalTitle: string | null;
    aliases: readonly (string | null | undefined)[];
  },
): Metadata | null {
  const originalTitle = fields.originalTitle ?? fields.romajiTitle ?? fields.englishTitle;
  if (!originalTitle) return null;
  return {
    ...fields,
    originalTitle,
    aliases: cleanAliases(fields.aliases, [originalTitle, fields.romajiTitle, fields.englishTitle]),
  };
}
