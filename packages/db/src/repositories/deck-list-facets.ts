/**
 * Facet counts of the media list (issue 21), in SQL: per media type and per bucket of each range
 * with every other filter applied but its own, and per genre and tag within the filtered list.
 * A bucket's count is the list's total with that bucket as its range: the same conditions
 * (`rangeCondition`) count and filter.
 */
import { deckRangeBuckets } from '@goi/contracts';
import { sql } from 'kysely';
import type { DbOrTrx } from '../connection';
import { rangeCondition, rangeValueOf, sqlRangeKeys, type SqlRangeKey } from './deck-list-filters';
import { filteredDecks, type DeckListFilter } from './decks-read';

export interface FacetValueCount<T> {
  value: T;
  count: number;
}

export interface RangeFacetCount {
  min: number | null;
  max: number | null;
  count: number;
}

export interface DeckListFacetCounts {
  mediaTypes: FacetValueCount<number>[];
  ranges: Record<SqlRangeKey, RangeFacetCount[]>;
  genres: FacetValueCount<string>[];
  tags: FacetValueCount<string>[];
}

async function rangeFacet(
  db: DbOrTrx,
  filter: DeckListFilter,
  key: SqlRangeKey,
): Promise<RangeFacetCount[]> {
  const buckets = deckRangeBuckets[key];
  // The value once per deck (the sub-deck count is a subquery), then every bucket over it.
  const values = filteredDecks(db, filter, key).select(rangeValueOf(key).as('v'));
  const value = sql<number>`x.v`;
  const row = await db
    .selectFrom(values.as('x'))
    .select(
      buckets.map((bucket, index) =>
        sql<number>`coalesce(sum(case when ${rangeCondition(value, bucket)!} then 1 else 0 end), 0)`.as(
          `b${index}`,
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, unknown>;
  return buckets.map((bucket, index) => ({ ...bucket, count: Number(counts[`b${index}`] ?? 0) }));
}

async function labelFacet(
  db: DbOrTrx,
  filter: DeckListFilter,
  kind: 'genres' | 'tags',
): Promise<FacetValueCount<string>[]> {
  const base = filteredDecks(db, filter);
  const rows =
    kind === 'genres'
      ? await base
          .innerJoin('deckGenres as l', 'l.deckId', 'd.deckId')
          .select(['l.genre as value', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('l.genre')
          .execute()
      : await base
          .innerJoin('deckTags as l', 'l.deckId', 'd.deckId')
          .select(['l.tag as value', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('l.tag')
          .execute();
  return rows
    .map((row) => ({ value: row.value, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** Every SQL facet of the list `filter` describes (coverage facets are the read models'). */
export async function countDeckListFacets(
  db: DbOrTrx,
  filter: DeckListFilter,
): Promise<DeckListFacetCounts> {
  const [mediaTypeRows, genres, tags, ...ranges] = await Promise.all([
    filteredDecks(db, filter, 'mediaType')
      .select(['d.mediaType', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('d.mediaType')
      .orderBy('d.mediaType')
      .execute(),
    labelFacet(db, filter, 'genres'),
    labelFacet(db, filter, 'tags'),
    ...sqlRangeKeys.map((key) => rangeFacet(db, filter, key)),
  ]);
  return {
    mediaTypes: mediaTypeRows.map((row) => ({ value: row.mediaType, count: Number(row.count) })),
    ranges: Object.fromEntries(sqlRangeKeys.map((key, index) => [key, ranges[index]!])) as Record<
      SqlRangeKey,
      RangeFacetCount[]
    >,
    genres,
    tags,
  };
}
