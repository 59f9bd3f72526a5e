/**
 * The command line's spelling of media metadata, turned into `MediaMetadataInput`: media types
 * and link types by name or number (`--type novel`, `--link anilist=https://…`).
 */
import { LinkType, MediaType } from '@goi/contracts';
import { MediaRequestError } from './media-metadata';

function byName(table: Record<string, number>, value: string): number | undefined {
  const key = value.toLowerCase().replace(/[\s_-]/g, '');
  for (const [name, number] of Object.entries(table)) if (name.toLowerCase() === key) return number;
  if (/^\d+$/.test(value)) return Number(value);
  return undefined;
}

/** `novel`, `Visual-Novel`, `7` → 7; names are those of `MediaType`. */
export function parseMediaTypeOption(value: string): number {
  const number = byName(MediaType, value.trim());
  if (number === undefined)
    throw new MediaRequestError(
      'mediaType',
      `unknown media type "${value}"; expected one of ${Object.keys(MediaType).join(', ')} or 1–9`,
    );
  return number;
}

/** `anilist=https://anilist.co/manga/1` or `4=https://…` → { linkType, url }. */
export function parseLinkOption(value: string, index: number): { linkType: number; url: string } {
  const separator = value.indexOf('=');
  if (separator <= 0)
    throw new MediaRequestError(`links[${index}]`, `expected type=url, got "${value}"`);
  const type = value.slice(0, separator).trim();
  const linkType = byName(LinkType, type);
  if (linkType === undefined)
    throw new MediaRequestError(
      `links[${index}]`,
      `unknown link type "${type}"; expected one of ${Object.keys(LinkType).join(', ')} or 1–9`,
    );
  return { linkType, url: value.slice(separator + 1).trim() };
}
