/**
 * The media list's filters (issue 21; the later reference's query names `charCountMin/Max`,
 * `releaseYearMin/Max`, `uniqueKanjiMin/Max`, `subdeckCountMin/Max`, `difficultyMin/Max`, and
 * coverage min/max) and the buckets their facet counts are given in. Without zod: the browser
 * uses these too. Every range is inclusive at both ends; a bucket's count is exactly the list's
 * total with that bucket as the range (the other filters unchanged).
 */

/** Range filters, in the order the filter panel shows them. */
export const deckRangeFilterKeys = [
  'difficulty',
  'charCount',
  'releaseYear',
  'uniqueKanji',
  'subdeckCount',
  'coverage',
  'uniqueCoverage',
] as const;
export type DeckRangeFilterKey = (typeof deckRangeFilterKeys)[number];

/** The two that need the reader's known words. */
export const coverageFilterKeys = ['coverage', 'uniqueCoverage'] as const;
export type CoverageFilterKey = (typeof coverageFilterKeys)[number];
export const isCoverageFilterKey = (key: DeckRangeFilterKey): key is CoverageFilterKey =>
  key === 'coverage' || key === 'uniqueCoverage';

/** `{key}Min` / `{key}Max`: the query parameter names. */
export const rangeParamNames = (key: DeckRangeFilterKey) => [`${key}Min`, `${key}Max`] as const;

export interface NumberRange {
  min?: number;
  max?: number;
}

/** A facet bucket: `null` is an open end. */
export interface RangeBucket {
  min: number | null;
  max: number | null;
}

/**
 * The buckets of each range facet. Difficulty levels and coverage steps share their bounds
 * (a deck at exactly 3.0 counts in both 2–3 and 3–4), so that each bucket equals its filter.
 */
export const deckRangeBuckets: Record<DeckRangeFilterKey, readonly RangeBucket[]> = {
  difficulty: [
    { min: 0, max: 1 },
    { min: 1, max: 2 },
    { min: 2, max: 3 },
    { min: 3, max: 4 },
    { min: 4, max: 5 },
  ],
  charCount: [
    { min: null, max: 9_999 },
    { min: 10_000, max: 49_999 },
    { min: 50_000, max: 99_999 },
    { min: 100_000, max: 499_999 },
    { min: 500_000, max: null },
  ],
  releaseYear: [
    { min: null, max: 1949 },
    { min: 1950, max: 1979 },
    { min: 1980, max: 1999 },
    { min: 2000, max: 2009 },
    { min: 2010, max: 2019 },
    { min: 2020, max: null },
  ],
  uniqueKanji: [
    { min: null, max: 499 },
    { min: 500, max: 999 },
    { min: 1000, max: 1999 },
    { min: 2000, max: 2999 },
    { min: 3000, max: null },
  ],
  subdeckCount: [
    { min: null, max: 0 },
    { min: 1, max: 1 },
    { min: 2, max: 10 },
    { min: 11, max: 50 },
    { min: 51, max: null },
  ],
  coverage: [
    { min: null, max: 50 },
    { min: 50, max: 80 },
    { min: 80, max: 90 },
    { min: 90, max: 95 },
    { min: 95, max: null },
  ],
  uniqueCoverage: [
    { min: null, max: 50 },
    { min: 50, max: 80 },
    { min: 80, max: 90 },
    { min: 90, max: 95 },
    { min: 95, max: null },
  ],
};

/** Genres and tags: `genres`, `excludeGenres`, `tags`, `excludeTags` (comma-separated names). */
export const deckLabelKinds = ['genres', 'tags'] as const;
export type DeckLabelKind = (typeof deckLabelKinds)[number];
export const excludeParamName = (kind: DeckLabelKind) =>
  kind === 'genres' ? 'excludeGenres' : 'excludeTags';

/** A deck must have every included label and none of the excluded ones. */
export interface LabelFilter {
  include: string[];
  exclude: string[];
}

/** Longest genre or tag name, and most names in one filter. */
export const LABEL_NAME_MAX = 64;
export const LABELS_PER_FILTER_MAX = 20;

export const inRange = (value: number, range: NumberRange | RangeBucket) =>
  (range.min === undefined || range.min === null || value >= range.min) &&
  (range.max === undefined || range.max === null || value <= range.max);
