/** Genres and tags of decks (migration 013): what the media list filters and counts by. */

export interface DeckGenreTable {
  deckId: number;
  genre: string;
}

export interface DeckTagTable {
  deckId: number;
  tag: string;
}

export interface DeckLabelTables {
  deckGenres: DeckGenreTable;
  deckTags: DeckTagTable;
}
