/**
 * The media list's facet counts (issue 21) from the per-deck values SQL gives
 * (`listDeckListFacetValues`): per media type, per bucket of each range, per genre and tag.
 * `keep` narrows them to the decks within the reader's coverage ranges, which SQL does not know.
 * A bucket counts exactly what its range would list (`inRange`, the bounds the SQL filter uses);
 * a deck without a value (difficulty not computed) is in no bucket. Pure.
 */
import { deckRangeBuckets, inRange, type DeckListFacets } from '@goi/contracts';
import { sqlRangeKeys, type DeckFacetValue, type DeckListFacetValues } from '@goi/db';

type SqlFacets = Omit<DeckListFacets, 'ranges'> & {
  ranges: Required<Pick<DeckListFacets['ranges'], (typeof sqlRangeKeys)[number]>>;
};

/** Decks per value, values with no deck left out. */
function countValues<T extends number | string>(
  rows: readonly DeckFacetValue<T>[],
  keep: (deckId: number) => boolean,
): Map<T, number> {
  const counts = new Map<T, number>();
  for (const row of rows)
    if (keep(row.deckId)) counts.set(row.value, (counts.get(row.value) ?? 0) + 1);
  return counts;
}

/** Genres and tags: the most used first, then by name. */
function byCount(counts: Map<string, number>) {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

export function countDeckListFacets(
  values: DeckListFacetValues,
  keep: (deckId: number) => boolean = () => true,
): SqlFacets {
  const ranges = Object.fromEntries(
    sqlRangeKeys.map((key) => {
      const buckets = deckRangeBuckets[key];
      const counts = new Array<number>(buckets.length).fill(0);
      for (const { deckId, value } of values.ranges[key]) {
        if (value === null || !keep(deckId)) continue;
        for (let i = 0; i < buckets.length; i++) if (inRange(value, buckets[i]!)) counts[i]!++;
      }
      return [key, buckets.map((bucket, i) => ({ ...bucket, count: counts[i]! }))];
    }),
  ) as SqlFacets['ranges'];
  return {
    mediaTypes: [...countValues(values.mediaTypes, keep)]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value - b.value),
    ranges,
    genres: byCount(countValues(values.genres, keep)),
    tags: byCount(countValues(values.tags, keep)),
  };
}

/** Estimated bytes of the values (the read cache's bound): ~48 a row. */
export function facetValuesBytes(values: DeckListFacetValues): number {
  let rows = values.mediaTypes.length + values.genres.length + values.tags.length;
  for (const key of sqlRangeKeys) rows += values.ranges[key].length;
  return 64 + 48 * rows;
}
