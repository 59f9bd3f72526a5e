/**
 * The spec's enumerations (§3) with their wire values (numbers) and display labels, free of zod so
 * the browser bundle can import them (`@goi/contracts/values`); the zod schemas of the same enums
 * live in `./enums`. Each enum is an `as const` object plus a derived union type and a label
 * table, so the API, the web app and the CLI read the same numbers and the same words.
 */
type ValueOf<T> = T[keyof T];

/** Media type: 1 Anime … 9 Manga. */
export const MediaType = {
  Anime: 1,
  Drama: 2,
  Movie: 3,
  Novel: 4,
  NonFiction: 5,
  VideoGame: 6,
  VisualNovel: 7,
  WebNovel: 8,
  Manga: 9,
} as const;
export type MediaType = ValueOf<typeof MediaType>;
export const mediaTypeLabels: Record<MediaType, string> = {
  1: 'Anime',
  2: 'Drama',
  3: 'Movie',
  4: 'Novel',
  5: 'Non-Fiction',
  6: 'Video Game',
  7: 'Visual Novel',
  8: 'Web Novel',
  9: 'Manga',
};
/** Plural labels of the media-list filter buttons. */
export const mediaTypePluralLabels: Record<MediaType, string> = {
  1: 'Anime',
  2: 'Dramas',
  3: 'Movies',
  4: 'Novels',
  5: 'Non-Fiction',
  6: 'Video Games',
  7: 'Visual Novels',
  8: 'Web Novels',
  9: 'Manga',
};
/** What a sub-deck is called for each media type ("Volume 3", "Episode 12", …). */
export const subDeckNoun: Record<MediaType, { singular: string; plural: string }> = {
  1: { singular: 'Episode', plural: 'Episodes' },
  2: { singular: 'Episode', plural: 'Episodes' },
  3: { singular: 'Movie', plural: 'Movies' },
  4: { singular: 'Volume', plural: 'Volumes' },
  5: { singular: 'Volume', plural: 'Volumes' },
  6: { singular: 'Entry', plural: 'Entries' },
  7: { singular: 'Route', plural: 'Routes' },
  8: { singular: 'Chapter', plural: 'Chapters' },
  9: { singular: 'Volume', plural: 'Volumes' },
};
/** Media types whose texts are prose (sentence statistics and example sentences apply). */
export const proseMediaTypes: readonly MediaType[] = [4, 5, 6, 7, 8];
/**
 * Media types whose texts are all dialogue (subtitles, speech bubbles, game scripts): the
 * reference reports 100 % dialogue for them, so pages hide the figure (jiten-behaviour §3.1).
 */
export const allDialogueMediaTypes: readonly MediaType[] = [1, 2, 3, 6, 9];

/** Link or metadata source type. */
export const LinkType = {
  Web: 1,
  Vndb: 2,
  Tmdb: 3,
  Anilist: 4,
  Mal: 5,
  GoogleBooks: 6,
  Imdb: 7,
  Igdb: 8,
  Syosetsu: 9,
} as const;
export type LinkType = ValueOf<typeof LinkType>;
export const linkTypeLabels: Record<LinkType, string> = {
  1: 'Web',
  2: 'VNDB',
  3: 'TMDB',
  4: 'AniList',
  5: 'MyAnimeList',
  6: 'Google Books',
  7: 'IMDb',
  8: 'IGDB',
  9: 'Syosetsu',
};

/**
 * The spec's four download types, plus 5 "Target Coverage" (the fewest words that bring the
 * reader to a coverage goal), numbered as in the reference's later version.
 */
export const DeckDownloadType = {
  Full: 1,
  TopGlobalFrequency: 2,
  TopDeckFrequency: 3,
  TopChronological: 4,
  TargetCoverage: 5,
} as const;
export type DeckDownloadType = ValueOf<typeof DeckDownloadType>;
export const deckDownloadTypeLabels: Record<DeckDownloadType, string> = {
  1: 'Full Deck',
  2: 'Top Global Frequency',
  3: 'Top Deck Frequency',
  4: 'Top Chronological',
  5: 'Target Coverage',
};

export const DeckFormat = { Anki: 1, Csv: 2, Txt: 3, TxtRepeated: 4, Yomitan: 5 } as const;
export type DeckFormat = ValueOf<typeof DeckFormat>;
export const deckFormatLabels: Record<DeckFormat, string> = {
  1: 'Anki',
  2: 'CSV',
  3: 'TXT (vocab only)',
  4: 'TXT (repeated vocab)',
  5: 'Yomitan',
};

export const DeckOrder = { Chronological: 1, GlobalFrequency: 2, DeckFrequency: 3 } as const;
export type DeckOrder = ValueOf<typeof DeckOrder>;
export const deckOrderLabels: Record<DeckOrder, string> = {
  1: 'Chronological',
  2: 'Global Frequency',
  3: 'Deck Frequency',
};

export const SortOrder = { Ascending: 0, Descending: 1 } as const;
export type SortOrder = ValueOf<typeof SortOrder>;
export const sortOrderLabels: Record<SortOrder, string> = { 0: 'Ascending', 1: 'Descending' };

export const TitleLanguage = { Original: 0, Romaji: 1, English: 2 } as const;
export type TitleLanguage = ValueOf<typeof TitleLanguage>;
/** The settings option list (spec §9): "Japanese, Romaji or English". */
export const titleLanguageLabels: Record<TitleLanguage, string> = {
  0: 'Japanese',
  1: 'Romaji',
  2: 'English',
};

export const DeckViewMode = { Card: 0, Compact: 1, Table: 2 } as const;
export type DeckViewMode = ValueOf<typeof DeckViewMode>;
export const deckViewModeLabels: Record<DeckViewMode, string> = {
  0: 'Card',
  1: 'Compact',
  2: 'Table',
};

/**
 * Word knowledge state (spec §3), per (wordId, readingIndex): Young = being learned, Mature =
 * known (a word marked known without study is Mature), Suspended = "don't show me this" (names,
 * ignored words): it leaves coverage and study.
 */
export const WordKnowledgeState = { Unknown: 0, Young: 1, Mature: 2, Suspended: 3 } as const;
export type WordKnowledgeState = ValueOf<typeof WordKnowledgeState>;
export const wordKnowledgeStateLabels: Record<WordKnowledgeState, string> = {
  0: 'Unknown',
  1: 'Young',
  2: 'Mature',
  3: 'Suspended',
};

export const DifficultyDisplayStyle = { Name: 0, NameAndValue: 1, Value: 2 } as const;
export type DifficultyDisplayStyle = ValueOf<typeof DifficultyDisplayStyle>;
export const difficultyDisplayStyleLabels: Record<DifficultyDisplayStyle, string> = {
  0: 'Name only',
  1: 'Name and value',
  2: 'Value only',
};

export const DifficultyValueStyle = { StartsAt1: 0, StartsAt0: 1, Percentage: 2 } as const;
export type DifficultyValueStyle = ValueOf<typeof DifficultyValueStyle>;
export const difficultyValueStyleLabels: Record<DifficultyValueStyle, string> = {
  0: '1 to 6',
  1: '0 to 5',
  2: 'Percentage',
};

/** Toast severities (spec §3 "Toast"). */
export const toastSeverities = ['info', 'success', 'warn', 'error'] as const;
export type ToastSeverity = (typeof toastSeverities)[number];

/** Role names (spec §6). */
export const Role = { User: 'User', Administrator: 'Administrator' } as const;
export type Role = ValueOf<typeof Role>;
