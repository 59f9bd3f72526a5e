/**
 * `get-media-decks` (reference §1.1): top-level decks filtered by media type, title and word,
 * sorted by any of the reference's keys, 50 per page, with the reader's coverage when known
 * words are given. Coverage sorts need every matching deck's coverage before paging, as the
 * reference did; the coverage service keeps deck words cached so this stays cheap. The page is
 * written as UTF-8 JSON (`DeckListPage`) from each deck's kept JSON (deck-json.ts) with the
 * page's figures filled in; `request` (when given) is the HTTP request, whose content version
 * its hooks may have read already.
 */
import { MEDIA_DECKS_PAGE_SIZE, type MediaDeckSortBy } from '@goi/contracts';
import { listAllTopLevelDecks, listTopLevelDecks, type DeckListFilter } from '@goi/db';
import type { DeckCoverage, KnownWordSet } from '@goi/library';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors/http-error';
import { readCacheOf } from '../../read-cache/read-cache';
import { JsonBytes } from '../../http/json-bytes';
import { deckJsonsOf, writeDeck } from './deck-json';
import { readerCoverage } from './known-words';

export interface MediaDeckListQuery {
  offset: number;
  mediaType?: number;
  titleFilter?: string;
  wordId?: number;
  readingIndex?: number;
  sortBy: MediaDeckSortBy;
  sortOrder: 0 | 1;
}

function filterOf(query: MediaDeckListQuery): DeckListFilter {
  if ((query.wordId === undefined) !== (query.readingIndex === undefined)) {
    const missing = query.wordId === undefined ? 'wordId' : 'readingIndex';
    throw badRequest(`Query parameter "${missing}" is required with "wordId" and "readingIndex"`, {
      [missing]: ['Required when filtering by a word'],
    });
  }
  return {
    mediaType: query.mediaType,
    titleFilter: query.titleFilter,
    word:
      query.wordId === undefined || query.readingIndex === undefined
        ? undefined
        : { wordId: query.wordId, readingIndex: query.readingIndex },
  };
}

export async function listMediaDecks(
  deps: AppDeps,
  query: MediaDeckListQuery,
  known: KnownWordSet | undefined,
  request?: object,
): Promise<Buffer> {
  const filter = filterOf(query);
  if (query.sortBy === 'occurrences' && !filter.word)
    throw badRequest('sortBy "occurrences" needs "wordId" and "readingIndex"', {
      sortBy: ['"occurrences" needs a word filter'],
    });
  const cache = readCacheOf(deps);
  const version = await cache.version(request);
  let total: number;
  let page: { deckId: number; selectedWordOccurrences: number }[];
  let coverageOf = new Map<number, DeckCoverage>();

  if (query.sortBy === 'coverage' || query.sortBy === 'uCoverage') {
    if (!known)
      throw badRequest(`sortBy "${query.sortBy}" needs known words`, {
        sortBy: [
          'Coverage sorts need known words: sign in or send them to get-media-decks-with-coverage',
        ],
      });
    const all = await cache.memo(version, `all-decks:${JSON.stringify(filter)}`, () =>
      listAllTopLevelDecks(deps.db, filter),
    );
    const ids = all.map((row) => row.deckId);
    const occurrences = new Map(all.map((row) => [row.deckId, row.selectedWordOccurrences]));
    const coverage = await readerCoverage(deps, version, known, ids);
    const metric = query.sortBy === 'coverage' ? 'coverage' : 'uniqueCoverage';
    const sign = query.sortOrder === 1 ? -1 : 1;
    // Stable: equal values keep the title order. Decks without a coverage value go last whatever
    // the direction (reference §1.1).
    const sorted = ids
      .filter((id) => coverage.has(id))
      .sort((a, b) => sign * (coverage.get(a)![metric] - coverage.get(b)![metric]));
    const ordered = [...sorted, ...ids.filter((id) => !coverage.has(id))];
    total = ordered.length;
    page = ordered
      .slice(query.offset, query.offset + MEDIA_DECKS_PAGE_SIZE)
      .map((deckId) => ({ deckId, selectedWordOccurrences: occurrences.get(deckId) ?? 0 }));
    coverageOf = coverage;
  } else {
    const request = {
      ...filter,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      offset: query.offset,
      limit: MEDIA_DECKS_PAGE_SIZE,
    };
    const result = await cache.memo(version, `deck-page:${JSON.stringify(request)}`, () =>
      listTopLevelDecks(deps.db, request),
    );
    total = result.total;
    page = result.items;
    if (known)
      coverageOf = await readerCoverage(
        deps,
        version,
        known,
        page.map((row) => row.deckId),
      );
  }

  const decks = await deckJsonsOf(
    deps,
    version,
    page.map((row) => row.deckId),
  );
  // From here to toBuffer() without an await: JsonBytes writes into a shared buffer.
  const out = new JsonBytes().latin1('{"data":[');
  let first = true;
  for (const row of page) {
    const deck = decks.get(row.deckId);
    if (!deck) continue;
    if (!first) out.byte(COMMA);
    first = false;
    writeDeck(out, deck, {
      selectedWordOccurrences: row.selectedWordOccurrences,
      coverage: coverageOf.get(row.deckId),
    });
  }
  out.latin1(
    `],"totalItems":${total},"pageSize":${MEDIA_DECKS_PAGE_SIZE},"currentOffset":${query.offset}}`,
  );
  return out.toBuffer();
}

const COMMA = 0x2c;
