/**
 * Title search of the media list as SQL (issue 21). A query matches a deck when one of its titles
 * (original, romaji, English, aliases) holds the whole query's key, or when each word of the
 * query is in some title of the deck, in any order ("neko aru", "吾輩 猫", "wagahai cat").
 * Alternatives of each (romaji for kana, kana for romaji: the read models make them) count alike.
 * Keys are `titleSearchKey` forms, compared by position (`instr`/`strpos`) on both dialects.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What a title query looks for, already in search-key form. */
export interface TitleQueryKeys {
  /** The whole query and its alternatives: a title holding one is a ranked match. */
  whole: string[];
  /** Each word of the query (two or more) with its alternatives; all must be found. */
  terms: string[][];
}

export function positionIn(
  column: RawBuilder<string>,
  key: string,
  sqlite: boolean,
): RawBuilder<number> {
  return sqlite ? sql<number>`instr(${column}, ${key})` : sql<number>`strpos(${column}, ${key})`;
}

/** Some alternative occurs in `column`. */
export function anyIn(column: RawBuilder<string>, keys: string[], sqlite: boolean) {
  return sql<SqlBool>`(${sql.join(
    keys.map((key) => sql`${positionIn(column, key, sqlite)} > 0`),
    sql` or `,
  )})`;
}

/** The earliest position of the first alternative that occurs (0 when none). */
export function firstPosition(column: RawBuilder<string>, keys: string[], sqlite: boolean) {
  return sql<number>`(case ${sql.join(
    keys.map(
      (key) =>
        sql`when ${positionIn(column, key, sqlite)} > 0 then ${positionIn(column, key, sqlite)}`,
    ),
    sql` `,
  )} else 0 end)`;
}

/** Every term is in some title of deck `d` (any order, titles may differ per term). */
export function allTermsCondition(terms: string[][], sqlite: boolean): RawBuilder<SqlBool> {
  const key = sql<string>`t2.search_key`;
  return sql<SqlBool>`(${sql.join(
    terms.map(
      (alternatives) =>
        sql`exists (select 1 from deck_titles t2 where t2.deck_id = d.deck_id and ${anyIn(key, alternatives, sqlite)})`,
    ),
    sql` and `,
  )})`;
}

/** Score of a match on words only: after every whole-query match. */
export const TERMS_ONLY_SCORE = 1_000_000;
