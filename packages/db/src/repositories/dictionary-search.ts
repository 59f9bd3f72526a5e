/**
 * Dictionary search (issue 21): entries whose glosses hold English words, entries by lookup key,
 * what ranks them, and the words of the library that use a kanji. The indexes are
 * `dict_gloss_terms` and `dict_form_kanji` (dictionary/search-index.ts).
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../connection';
import { fromJsonArray } from '../json';

/** Longest result list one query ranks; pages go no further. */
export const SEARCH_RESULTS_LIMIT = 500;

/** The rank of an entry no list ranks: last. */
const UNRANKED = 2_147_483_647;

/**
 * An entry's frequency rank: the global rank once frequencies are computed, before that the best
 * prior rank of its forms (the reference lists), so a fresh dictionary ranks 行く before 行う too.
 */
const entryRank = sql<number>`coalesce(f.frequency_rank, (select min(p.prior_rank) from dict_forms p where p.word_id = e.word_id), ${sql.lit(UNRANKED)})`;

/**
 * How well a gloss matches: 0 the gloss is the query's words (stop words, order and notes
 * aside: "to eat" for "eat"), 1 the gloss holds them among others ("to eat greedily"), 2 some
 * stand only in its notes ("to eat (of a cow)" for "cow").
 */
export type GlossMatchClass = 0 | 1 | 2;

export interface GlossMatch {
  wordId: number;
  matchClass: GlossMatchClass;
  /** The first sense whose gloss matched this well. */
  senseIndex: number;
}

// Literals in the SQL, not parameters: better-sqlite3 binds a JS number as a REAL, and
// match_key / 1000 would then divide exactly instead of dropping the gloss index.
const CLASS_WEIGHT = 1_000_000;
const SENSE_WEIGHT = 1_000;

/**
 * Entries with a gloss holding every term, best first: by how well the gloss matches, how early
 * its sense stands, then the entry's frequency rank and JMdict priority. At most `limit`.
 */
export async function searchGlossTerms(
  db: DbOrTrx,
  terms: readonly string[],
  limit = SEARCH_RESULTS_LIMIT,
): Promise<GlossMatch[]> {
  const distinct = [...new Set(terms)];
  if (distinct.length === 0) return [];
  const count = distinct.length;
  const glosses = db
    .selectFrom('dictGlossTerms')
    .select((eb) => [
      'wordId',
      // (class, sense, gloss) as one number, so the best gloss of an entry is a plain min().
      sql<number>`(case when sum(in_core) < ${count} then 2 when max(core_terms) = ${count} then 0 else 1 end) * ${sql.lit(CLASS_WEIGHT)} + sense_index * ${sql.lit(SENSE_WEIGHT)} + gloss_index`.as(
        'matchKey',
      ),
      eb.fn.countAll().as('matched'),
    ])
    .where('term', 'in', distinct)
    .groupBy(['wordId', 'senseIndex', 'glossIndex'])
    .having((eb) => eb.fn.countAll(), '=', count);
  const best = db
    .selectFrom(glosses.as('g'))
    .select(['g.wordId', (eb) => eb.fn.min<number>('g.matchKey').as('matchKey')])
    .groupBy('g.wordId');
  const rows = await db
    .selectFrom(best.as('b'))
    .innerJoin('dictEntries as e', 'e.wordId', 'b.wordId')
    .leftJoin('wordFrequencies as f', 'f.wordId', 'b.wordId')
    .select(['b.wordId', 'b.matchKey'])
    .orderBy(sql`b.match_key / ${sql.lit(SENSE_WEIGHT)}`)
    .orderBy(entryRank)
    .orderBy('e.priorityScore', 'desc')
    .orderBy('b.matchKey')
    .orderBy('b.wordId')
    .limit(limit)
    .execute();
  return rows.map(({ wordId, matchKey }) => {
    const key = Number(matchKey);
    return {
      wordId,
      matchClass: Math.floor(key / CLASS_WEIGHT) as GlossMatchClass,
      senseIndex: Math.floor((key % CLASS_WEIGHT) / SENSE_WEIGHT),
    };
  });
}

export interface LookupKeyMatch {
  lookupKey: string;
  wordId: number;
  readingIndex: number;
  formType: number;
  /** The entry's parts of speech (JMdict codes), to check a deinflected candidate's class. */
  partsOfSpeech: string[];
}

/** Forms whose lookup key (text, or its hiragana) is one of `keys`. */
export async function findFormsByLookupKeys(
  db: DbOrTrx,
  keys: readonly string[],
): Promise<LookupKeyMatch[]> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return [];
  const rows = await db
    .selectFrom('dictLookups as l')
    .innerJoin('dictForms as f', (join) =>
      join.onRef('f.wordId', '=', 'l.wordId').onRef('f.readingIndex', '=', 'l.readingIndex'),
    )
    .innerJoin('dictEntries as e', 'e.wordId', 'l.wordId')
    .select(['l.lookupKey', 'l.wordId', 'l.readingIndex', 'f.formType', 'e.partsOfSpeech'])
    .where('l.lookupKey', 'in', distinct)
    .execute();
  return rows.map((row) => ({
    ...row,
    partsOfSpeech: fromJsonArray<string>(row.partsOfSpeech),
  }));
}

export interface EntryRanking {
  wordId: number;
  /** Global rank (1 = most frequent); null before ranks are computed. */
  frequencyRank: number | null;
  /** What search ranks by: the global rank, else the best prior rank of the entry's forms. */
  searchRank: number;
  priorityScore: number;
}

/** Frequency rank and JMdict priority of each entry (unknown ids left out). */
export async function entryRankings(
  db: DbOrTrx,
  wordIds: readonly number[],
): Promise<EntryRanking[]> {
  if (wordIds.length === 0) return [];
  return db
    .selectFrom('dictEntries as e')
    .leftJoin('wordFrequencies as f', 'f.wordId', 'e.wordId')
    .select(['e.wordId', 'f.frequencyRank', entryRank.as('searchRank'), 'e.priorityScore'])
    .where('e.wordId', 'in', [...new Set(wordIds)].slice(0, SEARCH_RESULTS_LIMIT))
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, searchRank: Number(row.searchRank) })));
}

export interface FormRanking {
  wordId: number;
  readingIndex: number;
  formType: number;
  isHidden: boolean;
  /** Global form rank when the library uses the form, else null. */
  rank: number | null;
}

/** Every form of the entries with its rank, to pick the form a result shows. */
export async function formRankings(
  db: DbOrTrx,
  wordIds: readonly number[],
): Promise<FormRanking[]> {
  if (wordIds.length === 0) return [];
  const rows = await db
    .selectFrom('dictForms as d')
    .leftJoin('formFrequencies as f', (join) =>
      join.onRef('f.wordId', '=', 'd.wordId').onRef('f.readingIndex', '=', 'd.readingIndex'),
    )
    .select([
      'd.wordId',
      'd.readingIndex',
      'd.formType',
      'd.isHidden',
      'f.frequencyRank',
      'f.occurrences',
    ])
    .where('d.wordId', 'in', [...new Set(wordIds)])
    .orderBy('d.wordId')
    .orderBy('d.readingIndex')
    .execute();
  return rows.map((row) => ({
    wordId: row.wordId,
    readingIndex: row.readingIndex,
    formType: row.formType,
    isHidden: row.isHidden === 1,
    rank: row.occurrences ? row.frequencyRank : null,
  }));
}

export interface KanjiWordRow {
  wordId: number;
  readingIndex: number;
  occurrences: number;
  frequencyRank: number;
}

/**
 * Forms written with the kanji that the library uses, most frequent first, one page; and how
 * many there are and how often they occur in all.
 */
export async function libraryWordsWithKanji(
  db: DbOrTrx,
  literal: string,
  offset: number,
  limit: number,
): Promise<{ rows: KanjiWordRow[]; total: number; occurrences: number }> {
  const used = db
    .selectFrom('dictFormKanji as k')
    .innerJoin('formFrequencies as f', (join) =>
      join.onRef('f.wordId', '=', 'k.wordId').onRef('f.readingIndex', '=', 'k.readingIndex'),
    )
    .where('k.literal', '=', literal)
    .where('f.occurrences', '>', 0);
  const [rows, totals] = await Promise.all([
    used
      .select(['k.wordId', 'k.readingIndex', 'f.occurrences', 'f.frequencyRank'])
      .orderBy('f.frequencyRank')
      .orderBy('k.wordId')
      .orderBy('k.readingIndex')
      .offset(offset)
      .limit(limit)
      .execute(),
    used
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>('f.occurrences').as('occurrences'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, occurrences: Number(row.occurrences) })),
    total: Number(totals.total),
    occurrences: Number(totals.occurrences ?? 0),
  };
}
