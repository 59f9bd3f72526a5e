/**
 * Constants of the DTOs that the browser needs without the zod schemas around them (the web
 * imports them from `@goi/contracts/values`; the DTO modules re-export them).
 */

/** Where a deck has no cover, `coverName` is this literal (the web shows a placeholder). */
export const NO_COVER = 'nocover.jpg';

/** `get-media-decks?sortBy=`; the default is `title` (the romaji title). */
export const mediaDeckSortByValues = [
  'title',
  'difficulty',
  'charCount',
  'sentenceLength',
  'dialoguePercentage',
  'wordCount',
  'uKanji',
  'uWordCount',
  'uKanjiOnce',
  'releaseDate',
  'filter',
  'occurrences',
  'coverage',
  'uCoverage',
  // Issue 20: coverage counting Young words as known too.
  'youngCoverage',
  'uYoungCoverage',
] as const;
export type MediaDeckSortBy = (typeof mediaDeckSortByValues)[number];

/** `{id}/vocabulary?sortBy=`: first appearance, global rank, or occurrences in the deck. */
export const vocabularySortByValues = ['chrono', 'globalFreq', 'deckFreq'] as const;
export type VocabularySortBy = (typeof vocabularySortByValues)[number];

/** `POST media-deck/parse`: the longest text parsed at once. */
export const PARSE_TEXT_MAX_LENGTH = 500;

/** `POST media-deck/parse-custom-deck`: the longest pasted text and the deck's title. */
export const CUSTOM_DECK_MAX_LENGTH = 200_000;
export const CUSTOM_DECK_TITLE = 'Custom Deck';

/** `GET vocabulary/search` and `GET kanji/{character}`: results per page, longest query. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX_LENGTH = 100;
