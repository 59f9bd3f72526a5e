/**
 * Which provider searches fit a media type (reference §9.1 and §9.3): the first is the default.
 * `anilist-manga` is a provider and one of its kinds, as `GET /api/admin/search-media` takes it.
 */
import { MediaType } from '@goi/contracts/values';

export interface ProviderInfo {
  id: string;
  name: string;
  kinds: string[];
  configured: boolean;
}

export interface ProviderChoice {
  value: string;
  label: string;
  configured: boolean;
}

const kindLabels: Record<string, string> = {
  anime: 'anime',
  manga: 'manga',
  novel: 'light novels',
  movie: 'films',
  tv: 'TV',
  vn: 'visual novels',
  book: 'books',
  game: 'games',
};

const byMediaType: Record<number, string[]> = {
  [MediaType.Anime]: ['anilist-anime'],
  [MediaType.Manga]: ['anilist-manga'],
  [MediaType.Novel]: ['anilist-novel', 'google-books-book'],
  [MediaType.WebNovel]: ['anilist-novel', 'google-books-book'],
  [MediaType.NonFiction]: ['google-books-book'],
  [MediaType.Drama]: ['tmdb-tv'],
  [MediaType.Movie]: ['tmdb-movie'],
  [MediaType.VisualNovel]: ['vndb-vn'],
  [MediaType.VideoGame]: ['igdb-game'],
};

/** Every provider-kind pair, those fitting the media type first (all of them when none is chosen). */
export function providerChoices(providers: ProviderInfo[], mediaType: number): ProviderChoice[] {
  const all = providers.flatMap((provider) =>
    provider.kinds.map((kind) => ({
      value: `${provider.id}-${kind}`,
      label: `${provider.name} (${kindLabels[kind] ?? kind})`,
      configured: provider.configured,
    })),
  );
  const fitting = byMediaType[mediaType] ?? [];
  return [
    ...fitting.flatMap((value) => all.filter((choice) => choice.value === value)),
    ...all.filter((choice) => !fitting.includes(choice.value)),
  ];
}
