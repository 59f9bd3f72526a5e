/**
 * The media list's filter parameters (issue 21): `{key}Min` / `{key}Max` for difficulty,
 * charCount, releaseYear, uniqueKanji, subdeckCount, coverage and uniqueCoverage (inclusive),
 * `genres` / `excludeGenres` / `tags` / `excludeTags` (comma-separated names, or the parameter
 * repeated), and `facets=1` for the facet counts. The schema shape joins the list's query schema;
 * `deckListFiltersOf` checks what the shape cannot (min ≤ max, coverage needs known words).
 */
import {
  LABEL_NAME_MAX,
  LABELS_PER_FILTER_MAX,
  deckLabelKinds,
  deckRangeFilterKeys,
  excludeParamName,
  isCoverageFilterKey,
  rangeParamNames,
  type CoverageFilterKey,
  type DeckRangeFilterKey,
  type LabelFilter,
  type NumberRange,
} from '@goi/contracts';
import type { SqlRangeKey } from '@goi/db';
import type { DeckListQuery } from '@goi/library';
import { z } from 'zod';
import { badRequest } from '../../errors/http-error';

const bounds: Record<DeckRangeFilterKey, [min: number, max: number, integer: boolean]> = {
  difficulty: [0, 5, false],
  charCount: [0, 1_000_000_000, true],
  releaseYear: [0, 9999, true],
  uniqueKanji: [0, 100_000, true],
  subdeckCount: [0, 100_000, true],
  coverage: [0, 100, false],
  uniqueCoverage: [0, 100, false],
};

function boundSchema(key: DeckRangeFilterKey) {
  const [min, max, integer] = bounds[key];
  const number = z.coerce
    .number({ error: 'Must be a number' })
    .min(min, `Must be ≥ ${min}`)
    .max(max, `Must be ≤ ${max}`);
  return (integer ? number.int('Must be an integer') : number).optional();
}

const names = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ])
  .pipe(
    z
      .array(
        z.string().max(LABEL_NAME_MAX, `Each name must be at most ${LABEL_NAME_MAX} characters`),
      )
      .max(LABELS_PER_FILTER_MAX, `At most ${LABELS_PER_FILTER_MAX} names`),
  )
  .optional();

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'Must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true')
  .optional();

/** The filter parameters, to extend the list's query schema with. */
export const deckListFilterQueryShape = {
  ...Object.fromEntries(
    deckRangeFilterKeys.flatMap((key) =>
      rangeParamNames(key).map((name) => [name, boundSchema(key)] as const),
    ),
  ),
  genres: names,
  excludeGenres: names,
  tags: names,
  excludeTags: names,
  facets: flag,
} as Record<`${DeckRangeFilterKey}${'Min' | 'Max'}`, ReturnType<typeof boundSchema>> & {
  genres: typeof names;
  excludeGenres: typeof names;
  tags: typeof names;
  excludeTags: typeof names;
  facets: typeof flag;
};

export type DeckListFilterParams = {
  [K in keyof typeof deckListFilterQueryShape]?: z.output<(typeof deckListFilterQueryShape)[K]>;
};

/** The read models' filters from the checked parameters; 400 for what the schema cannot say. */
export function deckListFiltersOf(
  params: DeckListFilterParams,
  hasReader: boolean,
): Pick<DeckListQuery, 'filters' | 'facets'> {
  const sqlRanges: Partial<Record<SqlRangeKey, NumberRange>> = {};
  const coverageRanges: Partial<Record<CoverageFilterKey, NumberRange>> = {};
  for (const key of deckRangeFilterKeys) {
    const [minName, maxName] = rangeParamNames(key);
    const min = params[minName];
    const max = params[maxName];
    if (min === undefined && max === undefined) continue;
    if (min !== undefined && max !== undefined && min > max)
      throw badRequest(`"${maxName}" must be ≥ "${minName}"`, {
        [maxName]: [`Must be ≥ ${minName} (${min})`],
      });
    if (isCoverageFilterKey(key) && !hasReader)
      throw badRequest(`The ${key} filter needs known words`, {
        [min !== undefined ? minName : maxName]: [
          'Coverage filters need known words: sign in or send them to get-media-decks-with-coverage',
        ],
      });
    const range = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    if (isCoverageFilterKey(key)) coverageRanges[key] = range;
    else sqlRanges[key] = range;
  }
  const labels: Partial<Record<'genres' | 'tags', LabelFilter>> = {};
  for (const kind of deckLabelKinds) {
    const include = params[kind] ?? [];
    const exclude = params[excludeParamName(kind)] ?? [];
    if (include.length > 0 || exclude.length > 0) labels[kind] = { include, exclude };
  }
  return {
    filters: { ranges: sqlRanges, ...labels, coverageRanges },
    facets: params.facets ?? false,
  };
}
