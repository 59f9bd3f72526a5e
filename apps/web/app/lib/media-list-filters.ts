/**
 * The media list's filters in the page URL (issue 21), with the API's own parameter names so a
 * shared link means the same thing to the page and to the API: `difficultyMin`, `charCountMax`,
 * …, `genres=Drama,Classic`, `excludeTags=…`. Unreadable values are dropped, never an error page.
 * Pure: the loader, the filter panel and the tests use it.
 */
import {
  deckLabelKinds,
  deckRangeFilterKeys,
  excludeParamName,
  isCoverageFilterKey,
  LABEL_NAME_MAX,
  LABELS_PER_FILTER_MAX,
  rangeParamNames,
  type DeckLabelKind,
  type DeckRangeFilterKey,
  type NumberRange,
} from '@goi/contracts/values';

export interface MediaListFilters {
  ranges: Partial<Record<DeckRangeFilterKey, NumberRange>>;
  labels: Partial<Record<DeckLabelKind, { include: string[]; exclude: string[] }>>;
}

/** Where each range may go (the API refuses values outside). */
export const rangeLimits: Record<DeckRangeFilterKey, { min: number; max: number; step: number }> = {
  difficulty: { min: 0, max: 5, step: 0.1 },
  charCount: { min: 0, max: 1_000_000_000, step: 1000 },
  releaseYear: { min: 0, max: 9999, step: 1 },
  uniqueKanji: { min: 0, max: 100_000, step: 1 },
  subdeckCount: { min: 0, max: 100_000, step: 1 },
  coverage: { min: 0, max: 100, step: 1 },
  uniqueCoverage: { min: 0, max: 100, step: 1 },
};

export const rangeLabels: Record<DeckRangeFilterKey, string> = {
  difficulty: 'Difficulty (0–5)',
  charCount: 'Characters',
  releaseYear: 'Release year',
  uniqueKanji: 'Unique kanji',
  subdeckCount: 'Sub-decks (volumes, episodes…)',
  coverage: 'Coverage (%)',
  uniqueCoverage: 'Unique coverage (%)',
};

export const labelKindLabels: Record<DeckLabelKind, string> = { genres: 'Genres', tags: 'Tags' };

function readBound(value: string | null, key: DeckRangeFilterKey): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  const limits = rangeLimits[key];
  if (!Number.isFinite(number) || number < limits.min || number > limits.max) return undefined;
  return limits.step >= 1 && !Number.isInteger(number) ? undefined : number;
}

function readNames(params: URLSearchParams, name: string): string[] {
  const names = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= LABEL_NAME_MAX);
  return [...new Set(names)].slice(0, LABELS_PER_FILTER_MAX);
}

export function readMediaListFilters(params: URLSearchParams): MediaListFilters {
  const filters: MediaListFilters = { ranges: {}, labels: {} };
  for (const key of deckRangeFilterKeys) {
    const [minName, maxName] = rangeParamNames(key);
    let min = readBound(params.get(minName), key);
    let max = readBound(params.get(maxName), key);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined || max !== undefined)
      filters.ranges[key] = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
  }
  for (const kind of deckLabelKinds) {
    const include = readNames(params, kind);
    const exclude = readNames(params, excludeParamName(kind)).filter(
      (name) => !include.includes(name),
    );
    if (include.length > 0 || exclude.length > 0) filters.labels[kind] = { include, exclude };
  }
  return filters;
}

/** The filters as query parameters (the API's and the page's); `coverage` false leaves those out. */
export function mediaListFilterParams(
  filters: MediaListFilters,
  { coverage = true }: { coverage?: boolean } = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of deckRangeFilterKeys) {
    const range = filters.ranges[key];
    if (!range || (!coverage && isCoverageFilterKey(key))) continue;
    const [minName, maxName] = rangeParamNames(key);
    if (range.min !== undefined) params[minName] = String(range.min);
    if (range.max !== undefined) params[maxName] = String(range.max);
  }
  for (const kind of deckLabelKinds) {
    const labels = filters.labels[kind];
    if (labels?.include.length) params[kind] = labels.include.join(',');
    if (labels?.exclude.length) params[excludeParamName(kind)] = labels.exclude.join(',');
  }
  return params;
}

/** How many filters are set (the panel's summary says so). */
export function activeFilterCount(filters: MediaListFilters): number {
  let count = Object.keys(filters.ranges).length;
  for (const kind of deckLabelKinds)
    count +=
      (filters.labels[kind]?.include.length ?? 0) + (filters.labels[kind]?.exclude.length ?? 0);
  return count;
}

export const hasCoverageFilter = (filters: MediaListFilters) =>
  filters.ranges.coverage !== undefined || filters.ranges.uniqueCoverage !== undefined;

/** Every parameter name the filters use (to clear them all). */
export const filterParamNames: string[] = [
  ...deckRangeFilterKeys.flatMap((key) => [...rangeParamNames(key)]),
  ...deckLabelKinds.flatMap((kind) => [kind, excludeParamName(kind)]),
];

/** "Viewing 51–100 of 1,234": the range of the page shown (nothing when empty). */
export function viewingRange(page: {
  totalItems: number;
  currentOffset: number;
  data: readonly unknown[];
}): string {
  const format = (value: number) => value.toLocaleString('en-US');
  if (page.data.length === 0) return `Viewing 0 of ${format(page.totalItems)}`;
  return `Viewing ${format(page.currentOffset + 1)}–${format(page.currentOffset + page.data.length)} of ${format(page.totalItems)}`;
}
