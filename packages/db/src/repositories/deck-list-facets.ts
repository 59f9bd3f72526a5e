/**
 * What the media list's facets count (issue 21), read from SQL deck by deck: for each facet, the
 * value of every deck that passes the other filters (the list's filters without the facet's
 * own): its media type, each range's value (null: the deck has none, e.g. difficulty not yet
 * computed), its genres and tags. The read models count the buckets (read-models/
 * deck-list-facets.ts), within the reader's coverage ranges when there are some: coverage is
 * computed outside SQL, and a list of thousands of deck ids in every facet query cost
 * ~150 ms a request on a 5,000-deck library.
 */
import type { DbOrTrx } from '../connection';
import { rangeValueOf, sqlRangeKeys, type SqlRangeKey } from './deck-list-filters';
import { filteredDecks, type DeckListFilter } from './decks-read';

export interface DeckFacetValue<T> {
  deckId: number;
  value: T;
}

export interface DeckListFacetValues {
  mediaTypes: DeckFacetValue<number>[];
  ranges: Record<SqlRangeKey, DeckFacetValue<number | null>[]>;
  /** One row per (deck, label) of the filtered list. */
  genres: DeckFacetValue<string>[];
  tags: DeckFacetValue<string>[];
}

async function rangeValues(
  db: DbOrTrx,
  filter: DeckListFilter,
  key: SqlRangeKey,
): Promise<DeckFacetValue<number | null>[]> {
  const rows = await filteredDecks(db, filter, key)
    .select(['d.deckId', rangeValueOf(key).as('value')])
    .execute();
  // PostgreSQL gives count(*) as a string.
  return rows.map((row) => ({
    deckId: row.deckId,
    value: row.value === null ? null : Number(row.value),
  }));
}

export async function listDeckListFacetValues(
  db: DbOrTrx,
  filter: DeckListFilter,
): Promise<DeckListFacetValues> {
  const [mediaTypes, genres, tags, ...ranges] = await Promise.all([
    filteredDecks(db, filter, 'mediaType').select(['d.deckId', 'd.mediaType as value']).execute(),
    filteredDecks(db, filter)
      .innerJoin('deckGenres as l', 'l.deckId', 'd.deckId')
      .select(['d.deckId', 'l.genre as value'])
      .execute(),
    filteredDecks(db, filter)
      .innerJoin('deckTags as l', 'l.deckId', 'd.deckId')
      .select(['d.deckId', 'l.tag as value'])
      .execute(),
    ...sqlRangeKeys.map((key) => rangeValues(db, filter, key)),
  ]);
  return {
    mediaTypes,
    ranges: Object.fromEntries(sqlRangeKeys.map((key, index) => [key, ranges[index]!])) as Record<
      SqlRangeKey,
      DeckFacetValue<number | null>[]
    >,
    genres,
    tags,
  };
}
