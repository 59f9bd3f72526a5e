/**
 * The media list's filter panel (issue 21): a collapsible section (`<details>`, open while a
 * filter is set) holding a GET form, so it works before the scripts load and the filters land
 * in the URL either way. Each range has min/max boxes and its facet buckets as links with their
 * counts ("3–4 · 12"); genres and tags have an include and an exclude box each, with counts.
 * Coverage ranges show only when the reader's known words are known.
 */
import type { DeckListFacets } from '@goi/contracts';
import {
  deckLabelKinds,
  deckRangeFilterKeys,
  excludeParamName,
  isCoverageFilterKey,
  rangeParamNames,
  type DeckLabelKind,
  type DeckRangeFilterKey,
  type RangeBucket,
} from '@goi/contracts/values';
import { useId, type FormEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import {
  activeFilterCount,
  filterParamNames,
  labelKindLabels,
  rangeLabels,
  rangeLimits,
  type MediaListFilters,
} from '../lib/media-list-filters';
import { AppLink } from '../shell/app-link';
import { FilterFormActions, filterFormQuery, filtersOfSearch } from './filter-form-actions';

const inputClass =
  'w-full min-w-0 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900';

const compact = (value: number) =>
  value >= 1_000_000
    ? `${value / 1_000_000}M`
    : value >= 10_000
      ? `${Math.round(value / 1000)}k`
      : String(value);

export function bucketLabel(key: DeckRangeFilterKey, bucket: RangeBucket): string {
  const unit = isCoverageFilterKey(key) ? ' %' : '';
  const format = key === 'releaseYear' ? String : compact;
  if (bucket.min === null && bucket.max !== null)
    return key === 'subdeckCount' && bucket.max === 0 ? 'none' : `≤ ${format(bucket.max)}${unit}`;
  if (bucket.max === null && bucket.min !== null) return `≥ ${format(bucket.min)}${unit}`;
  if (bucket.min === bucket.max) return `${format(bucket.min!)}${unit}`;
  return `${format(bucket.min!)}–${format(bucket.max!)}${unit}`;
}

/** The current URL with one range replaced by `bucket` (offset reset). */
function useRangeHref() {
  const location = useLocation();
  return (key: DeckRangeFilterKey, bucket: RangeBucket) => {
    const params = new URLSearchParams(location.search);
    const [minName, maxName] = rangeParamNames(key);
    params.delete('offset');
    params.delete(minName);
    params.delete(maxName);
    if (bucket.min !== null) params.set(minName, String(bucket.min));
    if (bucket.max !== null) params.set(maxName, String(bucket.max));
    return `${location.pathname}?${params.toString()}`;
  };
}

function RangeFieldset({
  rangeKey,
  filters,
  buckets,
}: {
  rangeKey: DeckRangeFilterKey;
  filters: MediaListFilters;
  buckets: { min: number | null; max: number | null; count: number }[] | undefined;
}) {
  const id = useId();
  const href = useRangeHref();
  const [minName, maxName] = rangeParamNames(rangeKey);
  const range = filters.ranges[rangeKey];
  const limits = rangeLimits[rangeKey];
  const isCurrent = (bucket: RangeBucket) =>
    (range?.min ?? null) === bucket.min && (range?.max ?? null) === bucket.max;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 rounded border border-gray-200 p-2 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium">{rangeLabels[rangeKey]}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-min`} className="sr-only">
          {rangeLabels[rangeKey]}: at least
        </label>
        <input
          id={`${id}-min`}
          name={minName}
          type="number"
          inputMode="decimal"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          placeholder="min"
          defaultValue={range?.min ?? ''}
          className={inputClass}
        />
        <span aria-hidden>–</span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {rangeLabels[rangeKey]}: at most
        </label>
        <input
          id={`${id}-max`}
          name={maxName}
          type="number"
          inputMode="decimal"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          placeholder="max"
          defaultValue={range?.max ?? ''}
          className={inputClass}
        />
      </div>
      {buckets && (
        <ul
          className="flex flex-wrap gap-1 text-xs"
          aria-label={`${rangeLabels[rangeKey]}: counts`}
        >
          {buckets.map((bucket) => (
            <li key={`${bucket.min}-${bucket.max}`}>
              <AppLink
                to={href(rangeKey, bucket)}
                aria-current={isCurrent(bucket) ? 'true' : undefined}
                preventScrollReset
                className={`inline-block rounded-full border px-2 py-0.5 ${isCurrent(bucket) ? 'border-purple-700 bg-purple-700 text-white' : 'border-gray-300 hover:bg-purple-50 dark:border-gray-700 dark:hover:bg-purple-950'} ${bucket.count === 0 && !isCurrent(bucket) ? 'text-gray-500 dark:text-gray-400' : ''}`}
              >
                {bucketLabel(rangeKey, bucket)}
                <span className="sr-only">:</span> · {bucket.count.toLocaleString('en-US')}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function LabelFieldset({
  kind,
  filters,
  counts,
}: {
  kind: DeckLabelKind;
  filters: MediaListFilters;
  counts: { value: string; count: number }[];
}) {
  const chosen = filters.labels[kind] ?? { include: [], exclude: [] };
  // The names of the list, and any chosen one the list no longer has (count 0).
  const names = [
    ...counts,
    ...[...chosen.include, ...chosen.exclude]
      .filter((name) => !counts.some((facet) => facet.value === name))
      .map((value) => ({ value, count: 0 })),
  ];
  return (
    <fieldset className="flex min-w-0 flex-col gap-1 rounded border border-gray-200 p-2 dark:border-gray-800">
      <legend className="px-1 text-sm font-medium">{labelKindLabels[kind]}</legend>
      {names.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">None in this list.</p>
      ) : (
        <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
          {names.map(({ value, count }) => (
            <li key={value} className="flex items-center gap-2">
              <label className="flex items-center gap-1" title={`Only with ${value}`}>
                <input
                  type="checkbox"
                  name={kind}
                  value={value}
                  defaultChecked={chosen.include.includes(value)}
                  aria-label={`Include ${value}`}
                />
                <span aria-hidden>+</span>
              </label>
              <label className="flex items-center gap-1" title={`Without ${value}`}>
                <input
                  type="checkbox"
                  name={excludeParamName(kind)}
                  value={value}
                  defaultChecked={chosen.exclude.includes(value)}
                  aria-label={`Exclude ${value}`}
                />
                <span aria-hidden>−</span>
              </label>
              <span className="min-w-0 grow truncate">{value}</span>
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {count.toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function MediaFilterPanel({
  filters,
  facets,
  showCoverage,
  keep,
}: {
  filters: MediaListFilters;
  facets: DeckListFacets | undefined;
  /** The reader's known words are known: coverage ranges apply. */
  showCoverage: boolean;
  /** Other parameters of the list the form carries along (type, title, sort, view). */
  keep: Record<string, string | undefined>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const count = activeFilterCount(filters);
  const keys = deckRangeFilterKeys.filter((key) => showCoverage || !isCoverageFilterKey(key));

  // With scripts: the same GET, without the empty boxes in the URL.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const names = deckLabelKinds.flatMap((kind) => [kind, excludeParamName(kind)]);
    const next = filterFormQuery(new FormData(event.currentTarget), names);
    void navigate({ search: next.toString() }, { preventScrollReset: true });
  };

  return (
    <details open={count > 0} className="rounded border border-gray-300 p-3 dark:border-gray-700">
      <summary className="cursor-pointer font-medium">
        Filters{count > 0 ? ` (${count} set)` : ''}
      </summary>
      {/* Remounted per filter URL: the boxes show what a link or the back button set. */}
      <Form
        key={filtersOfSearch(location.search, filterParamNames)}
        method="get"
        onSubmit={onSubmit}
        className="mt-3 flex flex-col gap-3"
      >
        {Object.entries(keep).map(([name, value]) =>
          value === undefined || value === '' ? null : (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {keys.map((key) => (
            <RangeFieldset
              key={key}
              rangeKey={key}
              filters={filters}
              buckets={facets?.ranges[key]}
            />
          ))}
          {deckLabelKinds.map((kind) => (
            <LabelFieldset key={kind} kind={kind} filters={filters} counts={facets?.[kind] ?? []} />
          ))}
        </div>
        <FilterFormActions active={count > 0} filterParams={filterParamNames} />
      </Form>
    </details>
  );
}
