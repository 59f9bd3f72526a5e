/**
 * Reading the library's decks for the public API: filtered, sorted and paged lists of top-level
 * decks, deck rows with their aliases, links and child counts, sub-decks, counts per media type,
 * the update log and link look-ups. Same SQL on SQLite and PostgreSQL, except for the one string
 * function named below.
 */
import { SqliteAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { DbOrTrx } from '../connection';
import type { DeckLinkRow, DeckRow } from '../schema';
import { deckListConditions, type DeckListFilters, type FilterPart } from './deck-list-filters';
import {
  allTermsCondition,
  anyIn,
  firstPosition,
  TERMS_ONLY_SCORE,
  type TitleQueryKeys,
} from './deck-title-search';

/** Title types of `deck_titles`, in search rank order (an original-title match ranks first). */
export const TitleType = { Original: 0, Romaji: 1, English: 2, Alias: 3 } as const;

/**
 * The form titles are searched by, stored in `deck_titles.search_key` and applied to the query
 * alike: NFKC (full-width ＡＢＣ and half-width ｶﾀｶﾅ fold), lower case, Latin diacritics dropped
 * (Shōsetsu → shosetsu), and no spaces, punctuation or symbols, so "Shingeki no Kyojin",
 * "shingekinokyojin" and "進撃の 巨人" find their titles. Kana keep their voicing marks (が ≠ か):
 * only marks that follow a Latin letter are removed.
 */
export function titleSearchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** Deck columns the API shows (everything but the per-kanji counts kept for aggregation). */
export type DeckReadRow = Omit<DeckRow, 'kanjiCounts'>;

/** A deck with what its DTO needs besides its own columns. */
export interface DeckListing extends DeckReadRow {
  aliases: string[];
  links: DeckLinkRow[];
  childrenDeckCount: number;
}

const deckColumns = [
  'deckId',
  'parentDeckId',
  'deckOrder',
  'mediaType',
  'originalTitle',
  'romajiTitle',
  'englishTitle',
  'description',
  'coverName',
  'releaseDate',
  'creationDate',
  'lastUpdate',
  'characterCount',
  'wordCount',
  'uniqueWordCount',
  'uniqueWordUsedOnceCount',
  'uniqueKanjiCount',
  'uniqueKanjiUsedOnceCount',
  'kanjiCharacterCount',
  'sentenceCount',
  'dialoguePercentage',
  'hideDialoguePercentage',
  'difficulty',
  'difficultyOverride',
  'externalRating',
  'isNsfw',
] as const;

/** `where in` lists stay far below both dialects' parameter limits. */
const IDS_PER_QUERY = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += IDS_PER_QUERY)
    result.push(items.slice(start, start + IDS_PER_QUERY));
  return result;
}

/** Decks with their aliases, links and child counts, in the order of `deckIds`; unknown ids are left out. */
export async function getDeckListings(
  db: DbOrTrx,
  deckIds: readonly number[],
): Promise<DeckListing[]> {
  const distinct = [...new Set(deckIds)];
  const byId = new Map<number, DeckListing>();
  for (const ids of chunks(distinct)) {
    const [decks, aliases, links, children] = await Promise.all([
      db.selectFrom('decks').select(deckColumns).where('deckId', 'in', ids).execute(),
      db
        .selectFrom('deckTitles')
        .select(['deckId', 'title'])
        .where('deckId', 'in', ids)
        .where('titleType', '=', TitleType.Alias)
        .orderBy('deckId')
        .orderBy('title')
        .execute(),
      db
        .selectFrom('deckLinks')
        .selectAll()
        .where('deckId', 'in', ids)
        .orderBy('linkType')
        .orderBy('linkId')
        .execute(),
      db
        .selectFrom('decks')
        .select(['parentDeckId', (eb) => eb.fn.countAll<number>().as('count')])
        .where('parentDeckId', 'in', ids)
        .groupBy('parentDeckId')
        .execute(),
    ]);
    const childCount = new Map(children.map((row) => [row.parentDeckId, Number(row.count)]));
    for (const deck of decks) {
      byId.set(deck.deckId, {
        ...deck,
        aliases: aliases.filter((row) => row.deckId === deck.deckId).map((row) => row.title),
        links: links.filter((row) => row.deckId === deck.deckId),
        childrenDeckCount: childCount.get(deck.deckId) ?? 0,
      });
    }
  }
  return distinct.flatMap((id) => byId.get(id) ?? []);
}

export async function getDeckListing(
  db: DbOrTrx,
  deckId: number,
): Promise<DeckListing | undefined> {
  return (await getDeckListings(db, [deckId]))[0];
}

/** Sorts a list can be asked for in SQL (coverage sorts are done by the caller over all ids). */
export type DeckListSort =
  | 'title'
  | 'difficulty'
  | 'charCount'
  | 'sentenceLength'
  | 'dialoguePercentage'
  | 'wordCount'
  | 'uKanji'
  | 'uWordCount'
  | 'uKanjiOnce'
  | 'releaseDate'
  | 'filter'
  | 'occurrences';

export interface DeckListFilter extends DeckListFilters {
  mediaType?: number;
  /** Raw title query; normalised here with `titleSearchKey`. Empty after normalising = no filter. */
  titleFilter?: string;
  /** What the title filter looks for, when the caller made the keys (kana and romaji forms). */
  titleKeys?: TitleQueryKeys;
  /** Keep only decks that contain this exact (word, reading). */
  word?: { wordId: number; readingIndex: number };
  /** "My decks" (issue 20): only the user's marked decks, of one status or favourites if given. */
  mine?: { userId: string; status?: string; favourite?: boolean };
  /** Leave out the decks this user hid from the list (issue 20). */
  hiddenFor?: string;
}

export interface DeckListRequest extends DeckListSortRequest {
  offset: number;
  limit: number;
}

export interface DeckListPageIds {
  total: number;
  /** The page, in order; `selectedWordOccurrences` is set when the filter has a word. */
  items: { deckId: number; selectedWordOccurrences: number }[];
}

const effectiveDifficulty = sql<number>`case when d.difficulty_override > -1 then d.difficulty_override else d.difficulty end`;
const titleKey = sql<string>`lower(coalesce(d.romaji_title, d.original_title))`;

function isSqlite(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Where a sort key is missing or meaningless, the reference leaves the deck out of that sort. */
function exclusionOf(sortBy: DeckListSort): Expression<SqlBool> | undefined {
  switch (sortBy) {
    case 'difficulty':
      return sql<SqlBool>`${effectiveDifficulty} >= 0`;
    case 'sentenceLength':
      return sql<SqlBool>`d.sentence_count > 0`;
    case 'dialoguePercentage':
      return sql<SqlBool>`d.dialogue_percentage > 0 and d.dialogue_percentage < 100 and d.hide_dialogue_percentage = 0`;
    default:
      return undefined;
  }
}

function sortKeyOf(sortBy: DeckListSort): Expression<unknown> {
  switch (sortBy) {
    case 'title':
    case 'filter':
      return titleKey;
    case 'difficulty':
      return effectiveDifficulty;
    case 'charCount':
      return sql`d.character_count`;
    case 'sentenceLength':
      // The average shown on the card (the reference sorted by chars / (sentences + 1)).
      return sql`d.character_count * 1.0 / d.sentence_count`;
    case 'dialoguePercentage':
      return sql`d.dialogue_percentage`;
    case 'wordCount':
      return sql`d.word_count`;
    case 'uKanji':
      return sql`d.unique_kanji_count`;
    case 'uWordCount':
      return sql`d.unique_word_count`;
    case 'uKanjiOnce':
      return sql`d.unique_kanji_used_once_count`;
    case 'releaseDate':
      return sql`d.release_date`;
    case 'occurrences':
      return sql`dw.occurrences`;
  }
}

/**
 * The keys a title filter looks for: the caller's (read models add romaji and kana alternatives),
 * else the raw query's key as a whole and its space-separated words.
 */
export function titleKeysOf(filter: DeckListFilter): TitleQueryKeys | undefined {
  if (filter.titleKeys) {
    const whole = filter.titleKeys.whole.filter((key) => key !== '');
    const terms = filter.titleKeys.terms
      .map((alternatives) => alternatives.filter((key) => key !== ''))
      .filter((alternatives) => alternatives.length > 0);
    return whole.length > 0 ? { whole, terms: terms.length > 1 ? terms : [] } : undefined;
  }
  if (filter.titleFilter === undefined) return undefined;
  const key = titleSearchKey(filter.titleFilter);
  if (key === '') return undefined;
  const terms = filter.titleFilter
    .split(/\s+/u)
    .map(titleSearchKey)
    .filter((term) => term !== '')
    .map((term) => [term]);
  return { whole: [key], terms: terms.length > 1 ? terms : [] };
}

/**
 * The top-level decks matching `filter` as SQL pieces: joins and conditions shared by the page
 * query, the count, the id list and the facets. A title filter joins the best whole-query match
 * per deck (the lowest title type: original < romaji < English < alias, then the earliest
 * position) and, for a query of several words, also keeps decks whose titles hold every word
 * (scored after the whole matches). `skip` leaves one filter out (a facet's own).
 */
export function filteredDecks(
  db: DbOrTrx,
  filter: DeckListFilter,
  skip?: FilterPart | 'mediaType',
) {
  const sqlite = isSqlite(db);
  const keys = titleKeysOf(filter);
  const key = sql<string>`t.search_key`;
  const matches = keys
    ? db
        .selectFrom('deckTitles as t')
        .select([
          't.deckId',
          sql<number>`min(t.title_type * 100000 + ${firstPosition(key, keys.whole, sqlite)})`.as(
            'score',
          ),
        ])
        .where(anyIn(key, keys.whole, sqlite))
        .groupBy('t.deckId')
    : undefined;
  const extra = deckListConditions(filter, skip === 'mediaType' ? undefined : skip);

  return db
    .selectFrom('decks as d')
    .$if(keys !== undefined && keys.terms.length === 0, (qb) =>
      qb.innerJoin(matches!.as('m'), 'm.deckId', 'd.deckId'),
    )
    .$if(keys !== undefined && keys.terms.length > 0, (qb) =>
      qb
        .leftJoin(matches!.as('m'), 'm.deckId', 'd.deckId')
        .where(sql<SqlBool>`(m.deck_id is not null or ${allTermsCondition(keys!.terms, sqlite)})`),
    )
    .$if(filter.word !== undefined, (qb) =>
      qb.innerJoin('deckWords as dw', (join) =>
        join
          .onRef('dw.deckId', '=', 'd.deckId')
          .on('dw.wordId', '=', filter.word!.wordId)
          .on('dw.readingIndex', '=', filter.word!.readingIndex),
      ),
    )
    .where('d.parentDeckId', 'is', null)
    .$if(filter.mediaType !== undefined && skip !== 'mediaType', (qb) =>
      qb.where('d.mediaType', '=', filter.mediaType!),
    )
    .$if(extra.length > 0, (qb) => qb.where(sql<SqlBool>`${sql.join(extra, sql` and `)}`))
    .$if(filter.mine !== undefined, (qb) => qb.where(userDeckCondition(filter.mine!)))
    .$if(filter.hiddenFor !== undefined, (qb) =>
      qb.where(sql<SqlBool>`not ${userDeckCondition({ userId: filter.hiddenFor!, hidden: true })}`),
    );
}

/** "The user has a mark on deck d" (of a status, favourite or hidden when given). */
function userDeckCondition(mark: {
  userId: string;
  status?: string;
  favourite?: boolean;
  hidden?: boolean;
}): Expression<SqlBool> {
  const status = mark.status !== undefined ? sql` and ud.status = ${mark.status}` : sql``;
  const favourite = mark.favourite ? sql` and ud.is_favourite = 1` : sql``;
  const hidden = mark.hidden ? sql` and ud.is_hidden = 1` : sql``;
  return sql<SqlBool>`exists (select 1 from user_decks ud where ud.deck_id = d.deck_id and ud.user_id = ${mark.userId}${status}${favourite}${hidden})`;
}

export interface DeckListSortRequest extends DeckListFilter {
  sortBy: DeckListSort;
  /** 0 ascending, 1 descending. */
  sortOrder: 0 | 1;
}

/** The decks of `request` that its sort keeps, with their ids in its order. */
function orderedDecks(db: DbOrTrx, request: DeckListSortRequest) {
  const hasKey = titleKeysOf(request) !== undefined;
  if (request.sortBy === 'occurrences' && !request.word)
    throw new RangeError('sortBy "occurrences" needs a word filter');
  const exclusion = exclusionOf(request.sortBy);
  const base = filteredDecks(db, request).$if(exclusion !== undefined, (qb) =>
    qb.where(exclusion!),
  );
  const direction = request.sortOrder === 1 ? sql`desc` : sql`asc`;

  let ordered = base.select([
    'd.deckId',
    request.word
      ? sql<number>`dw.occurrences`.as('selectedWordOccurrences')
      : sql<number>`0`.as('selectedWordOccurrences'),
  ]);
  if (request.sortBy === 'filter' && hasKey) {
    // Best match first whatever the direction: a reversed relevance order helps nobody.
    ordered = ordered.orderBy(sql`coalesce(m.score, ${TERMS_ONLY_SCORE})`, 'asc');
  } else if (request.sortBy === 'releaseDate') {
    // Unknown dates last in both directions.
    ordered = ordered.orderBy(sql`case when d.release_date is null then 1 else 0 end`, 'asc');
    ordered = ordered.orderBy(sql`${sortKeyOf(request.sortBy)} ${direction}`);
  } else {
    ordered = ordered.orderBy(sql`${sortKeyOf(request.sortBy)} ${direction}`);
  }
  if (request.sortBy !== 'title') ordered = ordered.orderBy(titleKey, 'asc');
  return { base, ordered: ordered.orderBy('d.deckId', 'asc') };
}

const toListItem = (row: { deckId: number; selectedWordOccurrences: number }) => ({
  deckId: row.deckId,
  selectedWordOccurrences: Number(row.selectedWordOccurrences),
});

/** One page of top-level deck ids, filtered and sorted as the media list asks. */
export async function listTopLevelDecks(
  db: DbOrTrx,
  request: DeckListRequest,
): Promise<DeckListPageIds> {
  const { base, ordered } = orderedDecks(db, request);
  const [rows, count] = await Promise.all([
    ordered.limit(request.limit).offset(request.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), items: rows.map(toListItem) };
}

/**
 * Every top-level deck of `filter` (by title unless a sort is given), for the lists the read
 * models finish in memory: sorted by the reader's coverage, or kept within their coverage ranges.
 */
export async function listAllTopLevelDecks(
  db: DbOrTrx,
  filter: DeckListFilter,
  sort: Pick<DeckListSortRequest, 'sortBy' | 'sortOrder'> = { sortBy: 'title', sortOrder: 0 },
): Promise<{ deckId: number; selectedWordOccurrences: number }[]> {
  const rows = await orderedDecks(db, { ...filter, ...sort }).ordered.execute();
  return rows.map(toListItem);
}

/** Every top-level deck id (the sitemap). */
export async function listTopLevelDeckIds(db: DbOrTrx): Promise<number[]> {
  const rows = await db
    .selectFrom('decks')
    .select('deckId')
    .where('parentDeckId', 'is', null)
    .orderBy('deckId')
    .execute();
  return rows.map((row) => row.deckId);
}

/** Top-level deck ids of one media type in romaji-title order (the crawler list). */
export async function listTopLevelDeckIdsByType(db: DbOrTrx, mediaType: number): Promise<number[]> {
  const rows = await db
    .selectFrom('decks as d')
    .select('d.deckId')
    .where('d.parentDeckId', 'is', null)
    .where('d.mediaType', '=', mediaType)
    .orderBy(titleKey)
    .orderBy('d.deckId')
    .execute();
  return rows.map((row) => row.deckId);
}

/** One page of a deck's sub-decks in deck order, and how many there are. */
export async function listSubDeckIds(
  db: DbOrTrx,
  parentDeckId: number,
  offset: number,
  limit: number,
): Promise<{ total: number; deckIds: number[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('decks')
      .select('deckId')
      .where('parentDeckId', '=', parentDeckId)
      .orderBy('deckOrder')
      .orderBy('deckId')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('decks')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('parentDeckId', '=', parentDeckId)
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), deckIds: rows.map((row) => row.deckId) };
}

/** Top-level decks and their characters per media type (types without decks are absent). */
export async function countTopLevelDecksByMediaType(
  db: DbOrTrx,
): Promise<{ mediaType: number; decks: number; characters: number }[]> {
  const rows = await db
    .selectFrom('decks')
    .select([
      'mediaType',
      (eb) => eb.fn.countAll<number>().as('decks'),
      (eb) => eb.fn.sum<number>('characterCount').as('characters'),
    ])
    .where('parentDeckId', 'is', null)
    .groupBy('mediaType')
    .orderBy('mediaType')
    .execute();
  return rows.map((row) => ({
    mediaType: row.mediaType,
    decks: Number(row.decks),
    characters: Number(row.characters),
  }));
}

/**
 * Top-level decks created in `[from, to)` (ISO timestamps), newest first, and how many were
 * created before `to` in all (so a client knows whether older windows hold anything).
 */
export async function listTopLevelDecksCreatedBetween(
  db: DbOrTrx,
  from: string,
  to: string,
): Promise<{ deckIds: number[]; createdBefore: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('decks')
      .select('deckId')
      .where('parentDeckId', 'is', null)
      .where('creationDate', '>=', from)
      .where('creationDate', '<', to)
      .orderBy('creationDate', 'desc')
      .orderBy('deckId', 'desc')
      .execute(),
    db
      .selectFrom('decks')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('parentDeckId', 'is', null)
      .where('creationDate', '<', to)
      .executeTakeFirstOrThrow(),
  ]);
  return { deckIds: rows.map((row) => row.deckId), createdBefore: Number(count.total) };
}

/**
 * Decks with a link of `linkType` whose URL ends in `/{externalId}` (a trailing slash allowed),
 * compared case-insensitively: `by-link-id/4/21` finds `https://anilist.co/anime/21`.
 */
export async function findDeckIdsByLink(
  db: DbOrTrx,
  linkType: number,
  externalId: string,
): Promise<number[]> {
  const suffix = `/${externalId.toLowerCase()}`;
  const url = sql<string>`lower(url)`;
  // Compared with substr rather than LIKE, so `%` or `_` in an id match only themselves.
  const endsWith = (tail: string) =>
    sql<SqlBool>`(length(${url}) >= ${tail.length} and substr(${url}, length(${url}) - ${tail.length - 1}) = ${tail})`;
  const rows = await db
    .selectFrom('deckLinks')
    .select('deckId')
    .distinct()
    .where('linkType', '=', linkType)
    .where((eb) => eb.or([endsWith(suffix), endsWith(`${suffix}/`)]))
    .orderBy('deckId')
    .execute();
  return rows.map((row) => row.deckId);
}
