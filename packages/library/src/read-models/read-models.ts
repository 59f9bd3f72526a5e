/**
 * The public reads of the library (reference §1, §1.1, §1.2, §7) as plain functions over the
 * repositories, with ONE cache (read-cache.ts) between them and the database. Every key holds
 * the versions its value depends on (read-versions.ts), so no write ever meets a stale answer:
 *
 * | key                                        | value                        | depends on          |
 * | ------------------------------------------ | ---------------------------- | ------------------- |
 * | `deck:<content>:<id>`                      | a deck's DTO (no list extras) | content             |
 * | `deck-page:<content>:<query>`              | a list page's deck ids       | content             |
 * | `all-decks:<content>:<filter>:<sort>`      | every deck of a filter       | content             |
 * | `sub-decks:<content>:<id>:<offset>`        | a page of sub-deck ids       | content             |
 * | `deck-words:<id>` (deck-words.ts)          | a deck's packed words        | content + the deck  |
 * | `order:<ranks>:<id>:<deck>:<sort>`         | a vocabulary order           | ranks + the deck    |
 * | `ranks:<ranks>`                            | every form's global figures  | ranks + dictionary  |
 * | `form-facts:<dictionary>`                  | every form's filter facts    | dictionary          |
 * | `word:<ranks>:<form>`                      | a deck-list WordDto          | ranks + dictionary  |
 * | `word-page:<content>:<form>`               | the word page's WordDto      | content             |
 * | `known:<user>:<known>`                     | a user's known-word set      | their known words   |
 * | `coverage:<content>:<user>:<known>:<id>`   | their coverage of a deck     | content + known     |
 * | `every-coverage:<content>:<user>:<known>`  | … of every top-level deck    | content + known     |
 * | `facet-values:<content>:<filter>`          | what the list's facets count | content             |
 * | `facets:<content>:<filter>`                | the facet counts             | content             |
 * | `reader-facets:…:<user>:<known>`           | … with the reader's coverage | content + known     |
 * | `reader-list:…:<user>:<known>`             | a list kept by coverage      | content + known     |
 *
 * `<ranks>` is the part of the content version the ranks and the dictionary make up
 * (`ranksVersionOf`): a deck write does not rebuild the rank table or the words. The answers are
 * DTO objects for the routes' schemas to serialize; shared ones are copied before a list's own
 * figures are set (`withExtras`, the words' occurrences).
 */
import {
  DECK_VOCABULARY_PAGE_SIZE,
  MEDIA_DECKS_PAGE_SIZE,
  SUB_DECKS_PAGE_SIZE,
  type CoverageCurveDto,
  type DeckDetailDto,
  type DeckListFacets,
  type CustomDeckVocabularyPage,
  type DeckDto,
  type DeckListPage,
  type DeckVocabularyPage,
  type MediaDeckSortBy,
  type Paginated,
  type VocabularySortBy,
  type WordDto,
  formKey,
  readingIndexOfFormKey,
  wordIdOfFormKey,
} from '@goi/contracts';
import {
  findWordStates,
  getWordSummaries,
  listAllTopLevelDecks,
  listFormsInUse,
  listSubDeckIds,
  listTopLevelDeckIds,
  listTopLevelDecks,
  ranksVersionOf,
  dictionaryDigestOfVersion,
  listDeckListFacetValues,
  type DbOrTrx,
  type DeckListFilter,
  type DeckListFilters,
  type DeckListSort,
} from '@goi/db';
import { WordKnowledgeState } from '@goi/contracts/values';
import {
  coverageFacets,
  hasCoverageRange,
  passesCoverage,
  type CoverageRanges,
} from './deck-list-coverage-filter';
import { titleQueryKeys } from './deck-list-title-keys';
import {
  hasVocabularyFilters,
  vocabularyMatcher,
  type VocabularyFilters,
} from './vocabulary-filter';
import { coverageCurve } from '../coverage/coverage-curve';
import { deckCoverage, type DeckCoverage, type PackedDeckWords } from '../coverage/deck-coverage';
import { createKnownWordSet, type KnownWordSet } from '../coverage/known-word-set';
import { loadDeckDtos, withExtras } from './deck-dto';
import { countDeckListFacets, facetValuesBytes } from './deck-list-facets';
import { deckWordOrder } from './deck-word-order';
import { loadDeckWords } from './deck-words';
import { FormFactsTable } from './form-facts';
import { FormRankTable } from './form-ranks';
import { ReadCache } from './read-cache';
import { databaseReadVersions, type ReadVersions } from './read-versions';
import { toWordDto } from './word-dto';
import { wordPage } from './word-page';

/** Whose known words shape an answer: a signed-in user's, or a visitor's sent with the request. */
export type Reader = { userId: string } | { known: KnownWordSet };

export interface DeckListQuery {
  offset: number;
  mediaType?: number;
  titleFilter?: string;
  /** A word the decks must use (both parts or neither; the route checks). */
  word?: { wordId: number; readingIndex: number };
  sortBy: MediaDeckSortBy;
  sortOrder: 0 | 1;
  /** "My decks" and a reader's hidden decks (issue 20): per-user filters, never cached. */
  mine?: DeckListFilter['mine'];
  hiddenFor?: string;
  /** Ranges, genres and tags (issue 21); coverage ranges need a reader. */
  filters?: DeckListFilters & { coverageRanges?: CoverageRanges };
  /** Add the facet counts to the page. */
  facets?: boolean;
}

export interface VocabularyQuery {
  sortBy: VocabularySortBy;
  sortOrder: 0 | 1;
  offset: number;
  /** Search, known/unknown, parts of speech, kana-only (issue 21); `known` needs a reader. */
  filters?: VocabularyFilters;
}

export interface ReadModelsOptions {
  db: DbOrTrx;
  /** Default: read from the database on every call (`databaseReadVersions`). */
  versions?: ReadVersions;
  /** Bound of the cache's estimated bytes (0: nothing kept). Default `DEFAULT_READ_CACHE_BYTES`. */
  maxBytes?: number;
}

/**
 * The default bound: the rank table (~16 MB), the 10 million deck words of a library of 5,000
 * decks (~80 MB) with their orders (~80 MB), and the deck-list words of every form it uses
 * (~160,000, ~1.5 kB each), with room for pages of ids and DTOs.
 */
export const DEFAULT_READ_CACHE_BYTES = 512 * 1024 * 1024;

export interface WarmSummary {
  rankedForms: number;
  decks: number;
  words: number;
  milliseconds: number;
}

/** Decks per warm step (~200,000 deck words), forms per step of word DTOs. */
const WARM_DECKS = 100;
const WARM_FORMS = 500;
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Estimated bytes of a DTO object in memory (a deck's ~1 kB of JSON, a word's ~0.9 kB, with the
 * objects around them); a figure rather than a measure, which would cost more than the value.
 */
const DTO_BYTES = 1536;
const dtoBytes = (value: unknown) => (value ? DTO_BYTES : 64);

const SORTED: readonly [Exclude<VocabularySortBy, 'chrono'>, 0 | 1][] = [
  ['globalFreq', 0],
  ['globalFreq', 1],
  ['deckFreq', 0],
  ['deckFreq', 1],
];

/** The coverage sorts and the figure each orders by (issue 20 adds the "with Young" ones). */
const coverageSortMetric: Partial<
  Record<MediaDeckSortBy, 'coverage' | 'uniqueCoverage' | 'youngCoverage' | 'youngUniqueCoverage'>
> = {
  coverage: 'coverage',
  uCoverage: 'uniqueCoverage',
  youngCoverage: 'youngCoverage',
  uYoungCoverage: 'youngUniqueCoverage',
};

export type ReadModels = ReturnType<typeof createReadModels>;

export function createReadModels(options: ReadModelsOptions) {
  const { db } = options;
  const versions = options.versions ?? databaseReadVersions(db);
  const cache = new ReadCache(options.maxBytes ?? DEFAULT_READ_CACHE_BYTES);

  const formRanks = (content: string) => {
    const ranks = ranksVersionOf(content);
    return cache.memo(
      `ranks:${ranks}`,
      () => FormRankTable.load(db),
      (table) => table.bytes,
    );
  };

  /** Every form's filter facts, read once per dictionary (a frequency recompute leaves them). */
  const formFacts = (content: string) =>
    cache.memo(
      `form-facts:${dictionaryDigestOfVersion(content)}`,
      () => FormFactsTable.load(db),
      (table) => table.bytes,
    );

  /** Deck DTOs of `deckIds` by id (unknown ids absent). */
  async function deckDtos(content: string, deckIds: readonly number[]) {
    const result = new Map<number, DeckDto>();
    const missing: number[] = [];
    for (const deckId of deckIds) {
      const kept = cache.peek<DeckDto>(`deck:${content}:${deckId}`);
      if (kept) result.set(deckId, kept.value);
      else if (!missing.includes(deckId)) missing.push(deckId);
    }
    if (missing.length > 0)
      for (const dto of await loadDeckDtos(db, missing)) {
        cache.set(`deck:${content}:${dto.deckId}`, dto, dtoBytes(dto));
        result.set(dto.deckId, dto);
      }
    return result;
  }

  async function deckWords(content: string, deckIds: readonly number[]) {
    const kept = await loadDeckWords(db, cache, content, deckIds);
    return new Map([...kept].map(([deckId, deck]) => [deckId, deck.words]));
  }

  /** A user's known words under their known-words version. */
  function knownWordsOf(userId: string, knownVersion: string): Promise<KnownWordSet> {
    return cache.memo(
      `known:${userId}:${knownVersion}`,
      async () => {
        const byState = new Map<number, (readonly [number, number])[]>();
        for (const row of await findWordStates(db, userId)) {
          const list = byState.get(row.state) ?? [];
          list.push([row.wordId, row.readingIndex] as const);
          byState.set(row.state, list);
        }
        return createKnownWordSet({
          pairs: byState.get(WordKnowledgeState.Mature),
          young: byState.get(WordKnowledgeState.Young),
          suspended: byState.get(WordKnowledgeState.Suspended),
        });
      },
      (known) =>
        64 + 16 * (known.pairs.size + known.wordIds.size + known.young.size + known.suspended.size),
    );
  }

  /** The reader's coverage of these decks (absent: not a deck). */
  async function coverage(
    content: string,
    reader: Reader,
    deckIds: readonly number[],
  ): Promise<Map<number, DeckCoverage>> {
    const result = new Map<number, DeckCoverage>();
    if ('known' in reader) {
      for (const [deckId, words] of await deckWords(content, deckIds))
        result.set(deckId, deckCoverage(words, reader.known));
      return result;
    }
    const knownVersion = await versions.knownWords(reader.userId);
    const prefix = `coverage:${content}:${reader.userId}:${knownVersion}:`;
    const missing: number[] = [];
    for (const deckId of deckIds) {
      const kept = cache.peek<DeckCoverage>(prefix + deckId);
      if (kept) result.set(deckId, kept.value);
      else missing.push(deckId);
    }
    if (missing.length === 0) return result;
    const known = await knownWordsOf(reader.userId, knownVersion);
    for (const [deckId, words] of await deckWords(content, missing)) {
      const figures = deckCoverage(words, known);
      cache.set(prefix + deckId, figures, 128);
      result.set(deckId, figures);
    }
    return result;
  }

  /**
   * The reader's coverage of every top-level deck (coverage filters, sorts and facets). A
   * signed-in reader's is kept whole under their known-words version: 5,000 per-deck entries
   * were pushed out of the cache by the deck words loaded to compute them.
   */
  async function everyDeckCoverage(
    content: string,
    reader: Reader,
  ): Promise<Map<number, DeckCoverage>> {
    const everyId = await cache.memo(
      `top-level-ids:${content}`,
      () => listTopLevelDeckIds(db),
      (ids) => 64 + 8 * ids.length,
    );
    if ('known' in reader) return coverage(content, reader, everyId);
    const knownVersion = await versions.knownWords(reader.userId);
    return cache.memo(
      `every-coverage:${content}:${reader.userId}:${knownVersion}`,
      () => coverage(content, reader, everyId),
      (map) => 64 + 64 * map.size,
    );
  }

  /** Indexes into `words.keys` of a vocabulary page, in its order. */
  async function pageIndexes(
    content: string,
    deckId: number,
    deckVersion: string,
    words: PackedDeckWords,
    query: VocabularyQuery & { pageSize?: number },
  ): Promise<ArrayLike<number>> {
    const total = words.keys.length;
    const end = Math.min(total, query.offset + (query.pageSize ?? DECK_VOCABULARY_PAGE_SIZE));
    if (query.sortBy === 'chrono') {
      const indexes = new Uint32Array(Math.max(0, end - query.offset));
      for (let i = 0; i < indexes.length; i++)
        indexes[i] = query.sortOrder === 0 ? query.offset + i : total - 1 - query.offset - i;
      return indexes;
    }
    const order = await sortedOrder(content, deckId, deckVersion, words, query);
    return order.subarray(query.offset, end);
  }

  function sortedOrder(
    content: string,
    deckId: number,
    deckVersion: string,
    words: PackedDeckWords,
    { sortBy, sortOrder }: { sortBy: VocabularySortBy; sortOrder: 0 | 1 },
  ) {
    const ranksPart = sortBy === 'globalFreq' ? ranksVersionOf(content) : '';
    return cache.memo(
      `order:${ranksPart}:${deckId}:${deckVersion}:${sortBy}${sortOrder}`,
      async () => {
        const ranks = sortBy === 'globalFreq' ? await formRanks(content) : undefined;
        return deckWordOrder(words, sortBy, sortOrder, (key) => ranks?.rank(key));
      },
      (order) => 64 + order.byteLength,
    );
  }

  /** Deck-list WordDtos (occurrences 0) of these word keys, in their order; null: not in the dictionary. */
  async function listWords(content: string, keys: ArrayLike<number>): Promise<(WordDto | null)[]> {
    const prefix = `word:${ranksVersionOf(content)}:`;
    const result: (WordDto | null)[] = new Array<WordDto | null>(keys.length).fill(null);
    const missing: number[] = [];
    for (let i = 0; i < keys.length; i++) {
      const kept = cache.peek<WordDto | null>(prefix + keys[i]!);
      if (kept) result[i] = kept.value;
      else missing.push(i);
    }
    if (missing.length === 0) return result;
    const ranks = await formRanks(content);
    // word key
    const entries = await getWordSummaries(db, [
      ...new Set(missing.map((i) => wordIdOfFormKey(keys[i]!))),
    ]);
    const byId = new Map(entries.map((entry) => [entry.wordId, entry]));
    for (const i of missing) {
      const key = keys[i]!;
      const details = byId.get(wordIdOfFormKey(key));
      const dto =
        (details &&
          toWordDto({
            details,
            readingIndex: readingIndexOfFormKey(key),
            ranks,
            view: 'deck-list',
          })) ??
        null;
      cache.set(prefix + key, dto, dtoBytes(dto));
      result[i] = dto;
    }
    return result;
  }

  async function knownSetOf(reader: Reader | undefined): Promise<KnownWordSet | undefined> {
    if (!reader) return undefined;
    if ('known' in reader) return reader.known;
    return knownWordsOf(reader.userId, await versions.knownWords(reader.userId));
  }

  /** The forms a signed-in reader has in the filter's state (state 0: in any stored state). */
  async function statesOf(filters: VocabularyFilters): Promise<Set<number> | undefined> {
    if (filters.state === undefined) return undefined;
    if (!filters.stateOf) throw new Error('the state filter needs a signed-in reader');
    const rows = await findWordStates(db, filters.stateOf, {
      ...(filters.state === 0 ? {} : { states: [filters.state] }),
    });
    return new Set(rows.map((row) => formKey(row.wordId, row.readingIndex)));
  }

  /**
   * A page of a word list (a deck's or a pasted text's): `order` gives indexes into `words.keys`
   * in the asked order (a page of them, or all with `pageSize`). With filters, the whole order is
   * filtered, then paged.
   */
  async function wordsPage(
    content: string,
    words: PackedDeckWords,
    query: VocabularyQuery,
    known: KnownWordSet | undefined,
    order: (query: VocabularyQuery & { pageSize?: number }) => Promise<ArrayLike<number>>,
  ) {
    let shown: ArrayLike<number>;
    let total = words.keys.length;
    if (hasVocabularyFilters(query.filters)) {
      const facts = await formFacts(content);
      const matches = vocabularyMatcher(
        query.filters!,
        facts,
        known,
        await statesOf(query.filters!),
      );
      const ordered = await order({ ...query, offset: 0, pageSize: words.keys.length });
      const matching: number[] = [];
      for (let i = 0; i < ordered.length; i++) {
        const index = ordered[i]!;
        const key = words.keys[index]!;
        if (matches(key)) matching.push(index);
      }
      total = matching.length;
      shown = matching.slice(query.offset, query.offset + DECK_VOCABULARY_PAGE_SIZE);
    } else shown = await order(query);
    const keys = new Uint32Array(shown.length);
    for (let i = 0; i < shown.length; i++) keys[i] = words.keys[shown[i]!]!;
    const dtos = await listWords(content, keys);
    const pageWords: WordDto[] = [];
    for (let i = 0; i < dtos.length; i++) {
      const dto = dtos[i];
      // A word whose entry left the dictionary is skipped rather than failing the whole page.
      if (dto) pageWords.push({ ...dto, occurrences: words.occurrences[shown[i]!]! });
    }
    let knownWords: number | null = null;
    if (known) {
      knownWords = 0;
      for (let i = 0; i < words.keys.length; i++) if (known.hasKey(words.keys[i]!)) knownWords++;
    }
    return { pageWords, total, knownWords };
  }

  return {
    versions,
    cache,

    /** Every form's global figures under the current ranks. */
    async formRanks(): Promise<FormRankTable> {
      return formRanks(await versions.content());
    },

    /** These decks' words (absent: not a deck), in first-appearance order. */
    async deckWords(deckIds: readonly number[]): Promise<Map<number, PackedDeckWords>> {
      return deckWords(await versions.content(), deckIds);
    },

    /** A signed-in user's known words, as their current known-words version has them. */
    async knownWords(userId: string): Promise<KnownWordSet> {
      return knownWordsOf(userId, await versions.knownWords(userId));
    },

    /** The reader's coverage of these decks (absent: not a deck). */
    async coverage(reader: Reader, deckIds: readonly number[]) {
      return coverage(await versions.content(), reader, deckIds);
    },

    /** `get-media-decks`: a page of top-level decks, with the reader's coverage when given. */
    async deckListPage(query: DeckListQuery, reader?: Reader): Promise<DeckListPage> {
      const content = await versions.content();
      const { coverageRanges = {}, ...sqlFilters } = query.filters ?? {};
      const filter: DeckListFilter = {
        mediaType: query.mediaType,
        titleFilter: query.titleFilter,
        titleKeys: titleQueryKeys(query.titleFilter),
        word: query.word,
        ...sqlFilters,
        ...(query.mine ? { mine: query.mine } : {}),
        ...(query.hiddenFor ? { hiddenFor: query.hiddenFor } : {}),
      };
      const filterKey = JSON.stringify(filter);
      // SQL answers depend on the filter alone and are shared, unless they hold a user's marks
      // (which change without the content version moving).
      const perUser = query.mine !== undefined || query.hiddenFor !== undefined;
      const sqlMemo = <T>(key: string, load: () => Promise<T>, bytes: (value: T) => number) =>
        perUser ? load() : cache.memo(key, load, bytes);
      const allDecks = (sort?: { sortBy: DeckListSort; sortOrder: 0 | 1 }) =>
        sqlMemo(
          `all-decks:${content}:${filterKey}:${sort ? `${sort.sortBy}${sort.sortOrder}` : ''}`,
          () => listAllTopLevelDecks(db, filter, sort),
          (decks) => 64 + 32 * decks.length,
        );

      // Coverage ranges keep, of what SQL filters and sorts, the decks whose reader coverage is
      // in them: SQL does not know the reader's coverage, and thousands of deck ids sent into
      // every query cost ~150 ms a request.
      const filtersCoverage = hasCoverageRange(coverageRanges);
      if (filtersCoverage && !reader) throw new Error('a coverage filter needs a reader');
      const metric = coverageSortMetric[query.sortBy];
      if (metric && !reader) throw new Error(`sortBy ${query.sortBy} needs a reader`);
      const everyCoverage =
        reader && (filtersCoverage || metric || query.facets)
          ? await everyDeckCoverage(content, reader)
          : undefined;
      // The decks within the reader's coverage ranges.
      const passingDecks = () => {
        const passing = new Set<number>();
        for (const [deckId, figures] of everyCoverage!)
          if (passesCoverage(figures, coverageRanges)) passing.add(deckId);
        return passing;
      };
      // A signed-in reader's own answers are kept under their known-words version, so the same
      // filters asked again (the next page, the back button, another tab) cost nothing; a
      // visitor's known words come with each request and have no version.
      const readerVersion =
        reader && 'userId' in reader && !perUser
          ? `${reader.userId}:${await versions.knownWords(reader.userId)}`
          : undefined;
      const readerMemo = <T>(key: string, load: () => Promise<T>, bytes: (value: T) => number) =>
        readerVersion ? cache.memo(`${key}:${readerVersion}`, load, bytes) : load();
      const readerKey = `${content}:${filterKey}:${JSON.stringify(coverageRanges)}`;

      let facets: DeckListFacets | undefined;
      if (query.facets) {
        const values = () =>
          sqlMemo(
            `facet-values:${content}:${filterKey}`,
            () => listDeckListFacetValues(db, filter),
            facetValuesBytes,
          );
        facets = everyCoverage
          ? await readerMemo(
              `reader-facets:${readerKey}`,
              async () => {
                const passing = filtersCoverage ? passingDecks() : undefined;
                const counts = countDeckListFacets(
                  await values(),
                  passing && ((deckId) => passing.has(deckId)),
                );
                // Coverage buckets count within the SQL filters, each without its own range.
                const ids = (await allDecks()).map((row) => row.deckId);
                const ranges = {
                  ...counts.ranges,
                  ...coverageFacets(ids, everyCoverage, coverageRanges),
                };
                return { ...counts, ranges };
              },
              () => 8192,
            )
          : await sqlMemo(
              `facets:${content}:${filterKey}`,
              async () => countDeckListFacets(await values()),
              () => 4096,
            );
      }

      let total: number;
      let rows: readonly { deckId: number; selectedWordOccurrences: number }[];
      if (metric || filtersCoverage) {
        const kept = await readerMemo(
          `reader-list:${readerKey}:${query.sortBy}${query.sortOrder}`,
          async () => {
            let listed = await allDecks(
              metric
                ? undefined
                : { sortBy: query.sortBy as DeckListSort, sortOrder: query.sortOrder },
            );
            if (filtersCoverage) {
              const passing = passingDecks();
              listed = listed.filter((row) => passing.has(row.deckId));
            }
            if (!metric) return listed;
            const coverageOf = everyCoverage!;
            const sign = query.sortOrder === 1 ? -1 : 1;
            // Stable: equal values keep the title order. Decks without a coverage value go
            // last whatever the direction (reference §1.1).
            const covered = listed.filter((row) => coverageOf.has(row.deckId));
            covered.sort(
              (a, b) =>
                sign * (coverageOf.get(a.deckId)![metric] - coverageOf.get(b.deckId)![metric]),
            );
            return [...covered, ...listed.filter((row) => !coverageOf.has(row.deckId))];
          },
          (list) => 64 + 32 * list.length,
        );
        total = kept.length;
        rows = kept.slice(query.offset, query.offset + MEDIA_DECKS_PAGE_SIZE);
      } else {
        const request = {
          ...filter,
          // Every other sort is one SQL can do (the coverage ones were taken above).
          sortBy: query.sortBy as DeckListSort,
          sortOrder: query.sortOrder,
          offset: query.offset,
          limit: MEDIA_DECKS_PAGE_SIZE,
        };
        const page = await sqlMemo(
          `deck-page:${content}:${JSON.stringify(request)}`,
          () => listTopLevelDecks(db, request),
          (result) => 128 + 32 * result.items.length,
        );
        total = page.total;
        rows = page.items;
      }
      const ids = rows.map((row) => row.deckId);
      const coverageOf =
        everyCoverage ??
        (reader ? await coverage(content, reader, ids) : new Map<number, DeckCoverage>());
      const decks = await deckDtos(content, ids);
      return {
        data: rows.flatMap((row) => {
          const deck = decks.get(row.deckId);
          return deck
            ? [
                withExtras(deck, {
                  selectedWordOccurrences: row.selectedWordOccurrences,
                  coverage: coverageOf.get(row.deckId),
                }),
              ]
            : [];
        }),
        totalItems: total,
        pageSize: MEDIA_DECKS_PAGE_SIZE,
        currentOffset: query.offset,
        ...(facets ? { facets } : {}),
      };
    },

    /** DeckDtos of these decks in their order (unknown ids left out). */
    async decks(deckIds: readonly number[]): Promise<DeckDto[]> {
      const byId = await deckDtos(await versions.content(), deckIds);
      return deckIds.flatMap((deckId) => byId.get(deckId) ?? []);
    },

    /**
     * `{id}/coverage-curve`: the reader's coverage of the deck as its most frequent unknown
     * words are learned, with the words each goal takes; undefined: no such deck. Computed per
     * request (a sort of the deck's words, ~1 ms for 10,000 of them), so it is never stale.
     */
    async deckCoverageCurve(
      deckId: number,
      reader?: Reader,
    ): Promise<CoverageCurveDto | undefined> {
      const content = await versions.content();
      const words = (await deckWords(content, [deckId])).get(deckId);
      if (!words) return undefined;
      const known = !reader
        ? createKnownWordSet()
        : 'known' in reader
          ? reader.known
          : await knownWordsOf(reader.userId, await versions.knownWords(reader.userId));
      return { deckId, totalUniqueWords: words.keys.length, ...coverageCurve(words, known) };
    },

    /** `{id}/detail`: the deck, its parent, and 25 sub-decks per page; undefined: no such deck. */
    async deckDetail(
      deckId: number,
      offset: number,
      reader?: Reader,
    ): Promise<Paginated<DeckDetailDto> | undefined> {
      const content = await versions.content();
      const main = (await deckDtos(content, [deckId])).get(deckId);
      if (!main) return undefined;
      const subDecks = await cache.memo(
        `sub-decks:${content}:${deckId}:${offset}`,
        () => listSubDeckIds(db, deckId, offset, SUB_DECKS_PAGE_SIZE),
        (page) => 128 + 8 * page.deckIds.length,
      );
      const ids = [
        ...(main.parentDeckId === null ? [] : [main.parentDeckId]),
        deckId,
        ...subDecks.deckIds,
      ];
      const coverageOf = reader
        ? await coverage(content, reader, ids)
        : new Map<number, DeckCoverage>();
      const decks = await deckDtos(content, ids);
      const shown = (id: number) => {
        const deck = decks.get(id);
        return deck && withExtras(deck, { coverage: coverageOf.get(id) });
      };
      return {
        data: {
          parentDeck: main.parentDeckId === null ? null : (shown(main.parentDeckId) ?? null),
          mainDeck: shown(deckId) ?? main,
          subDecks: subDecks.deckIds.flatMap((id) => shown(id) ?? []),
        },
        totalItems: subDecks.total,
        pageSize: SUB_DECKS_PAGE_SIZE,
        currentOffset: offset,
      };
    },

    /**
     * `{id}/vocabulary`: 100 of the deck's words in the asked order, filtered when asked;
     * undefined: no such deck. `counts` says how many words the deck has and, with a reader,
     * how many of them they know.
     */
    async deckVocabularyPage(
      deckId: number,
      query: VocabularyQuery,
      reader?: Reader,
    ): Promise<DeckVocabularyPage | undefined> {
      const content = await versions.content();
      const deck = (await deckDtos(content, [deckId])).get(deckId);
      if (!deck) return undefined;
      const parent =
        deck.parentDeckId === null
          ? undefined
          : (await deckDtos(content, [deck.parentDeckId])).get(deck.parentDeckId);
      const kept = (await loadDeckWords(db, cache, content, [deckId])).get(deckId);
      if (!kept) return undefined;
      const { words, deckVersion } = kept;
      const known = await knownSetOf(reader);
      const { pageWords, total, knownWords } = await wordsPage(
        content,
        words,
        query,
        known,
        (sorted) => pageIndexes(content, deckId, deckVersion, words, sorted),
      );
      return {
        data: { parentDeck: parent ?? null, deck, words: pageWords },
        totalItems: total,
        pageSize: DECK_VOCABULARY_PAGE_SIZE,
        currentOffset: query.offset,
        counts: { all: words.keys.length, known: knownWords },
      };
    },

    /**
     * A pasted text's word list (`/parse-deck`): the same page, order and filters as a deck's,
     * over the words the browser sent back. Nothing is kept but the words' DTOs.
     */
    async customDeckVocabularyPage(
      words: PackedDeckWords,
      query: VocabularyQuery,
      reader?: Reader,
    ): Promise<CustomDeckVocabularyPage> {
      const content = await versions.content();
      const known = await knownSetOf(reader);
      const order = async ({
        sortBy,
        sortOrder,
        offset,
        pageSize,
      }: VocabularyQuery & { pageSize?: number }) => {
        const end = Math.min(words.keys.length, offset + (pageSize ?? DECK_VOCABULARY_PAGE_SIZE));
        if (sortBy === 'chrono') {
          const indexes: number[] = [];
          for (let i = offset; i < end; i++)
            indexes.push(sortOrder === 0 ? i : words.keys.length - 1 - i);
          return indexes;
        }
        const ranks = sortBy === 'globalFreq' ? await formRanks(content) : undefined;
        return deckWordOrder(words, sortBy, sortOrder, (key) => ranks?.rank(key)).subarray(
          offset,
          end,
        );
      };
      const { pageWords, total, knownWords } = await wordsPage(content, words, query, known, order);
      return {
        data: { words: pageWords },
        totalItems: total,
        pageSize: DECK_VOCABULARY_PAGE_SIZE,
        currentOffset: query.offset,
        counts: { all: words.keys.length, known: knownWords },
      };
    },

    /** A pasted text's coverage curve from the reader's known words (none: from zero). */
    async customDeckCoverageCurve(
      words: PackedDeckWords,
      reader?: Reader,
    ): Promise<CoverageCurveDto> {
      const known = (await knownSetOf(reader)) ?? createKnownWordSet();
      return { deckId: 0, totalUniqueWords: words.keys.length, ...coverageCurve(words, known) };
    },

    /** `vocabulary/{wordId}/{readingIndex}`; undefined: no such entry or form. */
    async wordPage(wordId: number, readingIndex: number): Promise<WordDto | undefined> {
      const content = await versions.content();
      // word key
      const dto = await cache.memo(
        `word-page:${content}:${formKey(wordId, readingIndex)}`,
        async () => (await wordPage(db, wordId, readingIndex)) ?? null,
        dtoBytes,
      );
      return dto ?? undefined;
    },

    /**
     * Fills the cache ahead of the first readers (the API's start-up warm): the rank table,
     * every top-level deck's words, orders and DTO, then the deck-list words of the forms the
     * library uses, most common first, until the cache is nine-tenths full. In steps with a
     * yield between them, so requests are served meanwhile; `signal` stops it.
     */
    async warm(signal?: AbortSignal): Promise<WarmSummary> {
      const started = performance.now();
      const content = await versions.content();
      const ranks = await formRanks(content);
      // The word lists' filters read it whole: a first filtered page should not wait for it.
      await formFacts(content);
      const deckIds = await listTopLevelDeckIds(db);
      let decks = 0;
      for (let start = 0; start < deckIds.length && !signal?.aborted; start += WARM_DECKS) {
        const step = deckIds.slice(start, start + WARM_DECKS);
        await deckDtos(content, step);
        for (const [deckId, kept] of await loadDeckWords(db, cache, content, step)) {
          for (const [sortBy, sortOrder] of SORTED)
            await sortedOrder(content, deckId, kept.deckVersion, kept.words, { sortBy, sortOrder });
          decks++;
        }
        await yieldToRequests();
      }
      let words = 0;
      const forms = signal?.aborted ? [] : await listFormsInUse(db);
      for (let start = 0; start < forms.length; start += WARM_FORMS) {
        if (signal?.aborted || cache.stats.bytes >= cache.maxBytes * 0.9) break;
        const step = forms.slice(start, start + WARM_FORMS);
        // word key
        await listWords(
          content,
          step.map((form) => formKey(form.wordId, form.readingIndex)),
        );
        words += step.length;
        await yieldToRequests();
      }
      return {
        rankedForms: ranks.size,
        decks,
        words,
        milliseconds: Math.round(performance.now() - started),
      };
    },
  };
}
