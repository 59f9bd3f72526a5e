/**
 * "Fetch metadata" for a deck (reference §9.3): the provider by media type — AniList for anime
 * and manga; TMDB for drama and films; VNDB for visual novels; IGDB for games; for novels and
 * non-fiction AniList when the deck links to it, else Google Books — found by the deck's own
 * provider link when it has one, else by searching its original title. Only empty fields are
 * filled unless `overwrite`; links and aliases are only ever added. The change goes through
 * `updateDeck`, so it is one transaction with its audit entry, like an edit by hand.
 */
import {
  LinkType,
  MediaType,
  updateDeckFieldsSchema,
  type AdminDeck,
  type Metadata,
} from '@goi/contracts';
import type { Db } from '@goi/db';
import { getAdminDeck, updateDeck } from '../admin';
import type { ExternalSources } from './external-sources';

interface Target {
  provider: string;
  /** The id from the deck's own link, if it has one. */
  id: string | null;
}

const idFromLink = (deck: AdminDeck, linkType: number, pattern: RegExp): string | null => {
  for (const link of deck.links) {
    if (link.linkType !== linkType) continue;
    const match = pattern.exec(link.url);
    if (match) return match.slice(1).join(':');
  }
  return null;
};

export function metadataTargetFor(deck: AdminDeck): Target | null {
  const anilist = idFromLink(deck, LinkType.Anilist, /anilist\.co\/(?:anime|manga)\/(\d+)/);
  const tmdb = idFromLink(deck, LinkType.Tmdb, /themoviedb\.org\/(movie|tv)\/(\d+)/);
  switch (deck.mediaType) {
    case MediaType.Anime:
      return { provider: 'anilist-anime', id: anilist };
    case MediaType.Manga:
      return { provider: 'anilist-manga', id: anilist };
    case MediaType.Drama:
      return { provider: 'tmdb-tv', id: tmdb };
    case MediaType.Movie:
      return { provider: 'tmdb-movie', id: tmdb };
    case MediaType.VisualNovel:
      return { provider: 'vndb', id: idFromLink(deck, LinkType.Vndb, /vndb\.org\/(v\d+)/) };
    case MediaType.VideoGame:
      return { provider: 'igdb', id: null };
    case MediaType.Novel:
    case MediaType.NonFiction:
    case MediaType.WebNovel:
      return anilist
        ? { provider: 'anilist-novel', id: anilist }
        : {
            provider: 'google-books',
            id: idFromLink(deck, LinkType.GoogleBooks, /[?&]id=([\w-]+)/),
          };
    default:
      return null;
  }
}

export type FetchOutcome = 'updated' | 'unchanged' | 'no-match';

export interface FetchDeckMetadataOptions {
  overwrite: boolean;
  dataDir: string;
  userId: string | null;
  coverFetch?: typeof fetch;
}

/** The deck's metadata merged with a provider's: what `updateDeck` is given. */
export function mergeMetadata(deck: AdminDeck, found: Metadata, overwrite: boolean) {
  const fill = <T>(current: T | null, next: T | null): T | null =>
    overwrite ? (next ?? current) : (current ?? next);
  const linkTypes = new Set(deck.links.map((link) => link.linkType));
  const aliases = [...deck.aliases];
  for (const alias of found.aliases)
    if (!aliases.includes(alias) && alias !== deck.originalTitle && aliases.length < 50)
      aliases.push(alias);
  return updateDeckFieldsSchema.parse({
    deckId: deck.deckId,
    mediaType: deck.mediaType,
    originalTitle: deck.originalTitle,
    romajiTitle: fill(deck.romajiTitle, found.romajiTitle),
    englishTitle: fill(deck.englishTitle, found.englishTitle),
    description: fill(deck.description, found.description),
    releaseDate: fill(deck.releaseDate, found.releaseDate),
    aliases,
    difficultyOverride: deck.difficultyOverride,
    hideDialoguePercentage: deck.hideDialoguePercentage,
    links: [...deck.links, ...found.links.filter((link) => !linkTypes.has(link.linkType))].slice(
      0,
      20,
    ),
    coverImageUrl: (overwrite || !deck.coverUrl) && found.coverUrl ? found.coverUrl : null,
    // Genres and tags: filled when the deck has none (or on overwrite); absent = kept.
    ...(found.genres?.length && (overwrite || deck.genres.length === 0)
      ? { genres: found.genres }
      : {}),
    ...(found.tags?.length && (overwrite || deck.tags.length === 0) ? { tags: found.tags } : {}),
  });
}

export async function fetchDeckMetadata(
  db: Db,
  sources: ExternalSources,
  deckId: number,
  options: FetchDeckMetadataOptions,
): Promise<FetchOutcome> {
  const deck = await getAdminDeck(db, deckId);
  const target = metadataTargetFor(deck);
  if (!target) return 'no-match';
  const { source, kind } = sources.resolve(target.provider);
  const found = target.id
    ? await source.byId(target.id)
    : ((await source.search(deck.originalTitle, kind))[0] ?? null);
  if (!found) return 'no-match';
  const fields = mergeMetadata(deck, found, options.overwrite);
  const before = JSON.stringify([
    deck.romajiTitle,
    deck.englishTitle,
    deck.description,
    deck.releaseDate,
    deck.aliases,
    deck.links.length,
    deck.genres,
    deck.tags,
  ]);
  const after = JSON.stringify([
    fields.romajiTitle,
    fields.englishTitle,
    fields.description,
    fields.releaseDate,
    fields.aliases,
    fields.links.length,
    fields.genres ?? deck.genres,
    fields.tags ?? deck.tags,
  ]);
  if (before === after && !fields.coverImageUrl) return 'unchanged';
  await updateDeck(db, {
    dataDir: options.dataDir,
    fields,
    userId: options.userId,
    fetchImpl: options.coverFetch,
  });
  return 'updated';
}
