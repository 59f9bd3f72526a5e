/**
 * A media type in a URL (`/decks/media/list/anime`): its number (`1`) as the reference links it,
 * or its name in any case, with or without the label's hyphen or space (`visual-novel`,
 * `VisualNovel`, `non-fiction`). Anything else is no media type.
 */
import { MediaType } from '@goi/contracts/values';

const byName = new Map<string, MediaType>(
  Object.entries(MediaType).map(([name, value]) => [name.toLowerCase(), value]),
);

export function mediaTypeFromParam(value: string | undefined): MediaType | undefined {
  if (value === undefined) return undefined;
  if (/^\d{1,2}$/.test(value)) {
    const number = Number(value);
    return Object.values<number>(MediaType).includes(number) ? (number as MediaType) : undefined;
  }
  if (!/^[A-Za-z][A-Za-z -]*$/.test(value)) return undefined;
  return byName.get(value.toLowerCase().replace(/[ -]/g, ''));
}
