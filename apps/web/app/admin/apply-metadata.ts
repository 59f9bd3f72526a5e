/** A metadata search result (issue 19) applied to the add-media form: the files stay. */
import type { Metadata } from './admin-types';
import type { DeckMetadataState } from './deck-form-data';
import { rowKey } from './list-order';

/** Titles, date, description, cover, links and aliases come from the result (reference §9.1 step 4). */
export function applyMetadata(meta: DeckMetadataState, found: Metadata): DeckMetadataState {
  return {
    ...meta,
    originalTitle: found.originalTitle || meta.originalTitle,
    romajiTitle: found.romajiTitle ?? '',
    englishTitle: found.englishTitle ?? '',
    releaseDate: found.releaseDate?.slice(0, 10) ?? '',
    description: found.description ?? '',
    aliases: found.aliases.map((value) => ({ key: rowKey(), value })),
    links: found.links.map((entry) => ({ key: rowKey(), ...entry })),
    cover: found.coverUrl ? { kind: 'url', url: found.coverUrl } : meta.cover,
  };
}
