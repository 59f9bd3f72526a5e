/**
 * The reader's side of the media list's filters (issue 21): which decks pass the coverage and
 * unique-coverage ranges, and the coverage facets. Coverage is the reader's own, computed from
 * their known words outside SQL, so these work on the coverage map of the read models. Pure.
 */
import {
  deckRangeBuckets,
  inRange,
  type CoverageFilterKey,
  type NumberRange,
} from '@goi/contracts';
import type { DeckCoverage } from '../coverage/deck-coverage';

export type CoverageRanges = Partial<Record<CoverageFilterKey, NumberRange>>;

const isSet = (range: NumberRange | undefined): range is NumberRange =>
  range !== undefined && (range.min !== undefined || range.max !== undefined);

export function hasCoverageRange(ranges: CoverageRanges): boolean {
  return isSet(ranges.coverage) || isSet(ranges.uniqueCoverage);
}

/** The deck's coverage is within every set range (no coverage: not a deck, left out). */
export function passesCoverage(
  figures: DeckCoverage | undefined,
  ranges: CoverageRanges,
  skip?: CoverageFilterKey,
): boolean {
  if (!figures) return false;
  for (const key of ['coverage', 'uniqueCoverage'] as const) {
    const range = ranges[key];
    if (key !== skip && isSet(range) && !inRange(figures[key], range)) return false;
  }
  return true;
}

/** Bucket counts of both coverage facets over `deckIds`, each without its own range. */
export function coverageFacets(
  deckIds: readonly number[],
  coverageOf: ReadonlyMap<number, DeckCoverage>,
  ranges: CoverageRanges,
) {
  const facet = (key: CoverageFilterKey) => {
    const buckets = deckRangeBuckets[key];
    const counts = new Array<number>(buckets.length).fill(0);
    // One pass over the decks, each bucket tested per deck (5,000 decks a request).
    for (const deckId of deckIds) {
      const figures = coverageOf.get(deckId);
      if (!figures || !passesCoverage(figures, ranges, key)) continue;
      for (let i = 0; i < buckets.length; i++) if (inRange(figures[key], buckets[i]!)) counts[i]!++;
    }
    return buckets.map((bucket, i) => ({ ...bucket, count: counts[i]! }));
  };
  return { coverage: facet('coverage'), uniqueCoverage: facet('uniqueCoverage') };
}
