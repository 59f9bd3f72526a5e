/**
 * The media list's filters as SQL conditions over `decks as d` (issue 21): inclusive ranges of
 * characters, effective difficulty, release year, unique kanji and sub-deck count, and genres and
 * tags to include (all of them) or exclude (any of them). Coverage ranges are not here: coverage
 * is the reader's, computed outside SQL (read models). One function per concern, the same SQL on
 * SQLite and PostgreSQL.
 */
import type {
  DeckLabelKind,
  DeckRangeFilterKey,
  LabelFilter,
  NumberRange,
  RangeBucket,
} from '@goi/contracts';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The range filters SQL can apply (coverage ones are the reader's). */
export type SqlRangeKey = Exclude<DeckRangeFilterKey, 'coverage' | 'uniqueCoverage'>;
export const sqlRangeKeys: readonly SqlRangeKey[] = [
  'difficulty',
  'charCount',
  'releaseYear',
  'uniqueKanji',
  'subdeckCount',
];

export interface DeckListFilters {
  ranges?: Partial<Record<SqlRangeKey, NumberRange>>;
  genres?: LabelFilter;
  tags?: LabelFilter;
}

const effectiveDifficulty = sql<number>`case when d.difficulty_override > -1 then d.difficulty_override else d.difficulty end`;

/**
 * The value each range compares. A deck without the value (difficulty not computed, release
 * date unknown) is left out by any bound on it.
 */
export function rangeValueOf(key: SqlRangeKey): RawBuilder<number> {
  switch (key) {
    case 'difficulty':
      return sql<number>`(case when ${effectiveDifficulty} >= 0 then ${effectiveDifficulty} end)`;
    case 'charCount':
      return sql<number>`d.character_count`;
    case 'releaseYear':
      // ISO dates: the first four characters are the year on both dialects.
      return sql<number>`cast(substr(d.release_date, 1, 4) as integer)`;
    case 'uniqueKanji':
      return sql<number>`d.unique_kanji_count`;
    case 'subdeckCount':
      return sql<number>`(select count(*) from decks c where c.parent_deck_id = d.deck_id)`;
  }
}

/** `value` within the range (null bounds are open); undefined when neither bound is set. */
export function rangeCondition(
  value: Expression<number>,
  range: NumberRange | RangeBucket,
): RawBuilder<SqlBool> | undefined {
  const parts: RawBuilder<SqlBool>[] = [];
  if (range.min !== undefined && range.min !== null)
    parts.push(sql<SqlBool>`${value} >= ${range.min}`);
  if (range.max !== undefined && range.max !== null)
    parts.push(sql<SqlBool>`${value} <= ${range.max}`);
  if (parts.length === 0) return undefined;
  // Bounds on a missing value leave the deck out (null compares as unknown).
  return sql<SqlBool>`(${value} is not null and ${sql.join(parts, sql` and `)})`;
}

const labelTable = (kind: DeckLabelKind) =>
  kind === 'genres'
    ? { table: sql.ref('deck_genres'), column: sql.ref('l.genre') }
    : { table: sql.ref('deck_tags'), column: sql.ref('l.tag') };

export function labelConditions(kind: DeckLabelKind, filter: LabelFilter): RawBuilder<SqlBool>[] {
  const { table, column } = labelTable(kind);
  const conditions = filter.include.map(
    (name) =>
      sql<SqlBool>`exists (select 1 from ${table} l where l.deck_id = d.deck_id and ${column} = ${name})`,
  );
  if (filter.exclude.length > 0)
    conditions.push(
      sql<SqlBool>`not exists (select 1 from ${table} l where l.deck_id = d.deck_id and ${column} in (${sql.join(filter.exclude)}))`,
    );
  return conditions;
}

/** What `deckListConditions` may leave out: a facet counts without its own filter. */
export type FilterPart = SqlRangeKey | 'genres' | 'tags';

/** The conditions of `filters` over `decks as d`, without the parts in `skip`. */
export function deckListConditions(
  filters: DeckListFilters,
  skip?: FilterPart,
): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const key of sqlRangeKeys) {
    const range = filters.ranges?.[key];
    if (!range || key === skip) continue;
    const condition = rangeCondition(rangeValueOf(key), range);
    if (condition) conditions.push(condition);
  }
  for (const kind of ['genres', 'tags'] as const) {
    const filter = filters[kind];
    if (filter && kind !== skip) conditions.push(...labelConditions(kind, filter));
  }
  return conditions;
}
