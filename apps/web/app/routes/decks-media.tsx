/**
 * `/decks/media`: every top-level deck, filtered by media type and title (debounced 300 ms),
 * sorted by any key, 50 per page, as cards, compact rows or a table. A signed-in reader's
 * coverage comes with the first render (the loader forwards the session); a visitor's known words
 * (local storage) are sent from the browser once the page has loaded.
 */
import {
  DeckViewMode,
  deckViewModeLabels,
  mediaDeckSortByValues,
  mediaTypePluralLabels,
  MediaType,
} from '@goi/contracts/values';
import type { DeckDto, DeckListPage, MediaDeckSortBy } from '@goi/contracts';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeckCard, DeckCompactRow, DeckTable } from '../components/deck-card';
import { DownloadDialog } from '../components/download-dialog';
import { MyDecksFilter } from '../components/my-decks-filter';
import { Pager } from '../components/pager';
import { SelectField } from '../components/select-field';
import { SortControls } from '../components/sort-controls';
import { authorizationFromCookie } from '../auth/session-cookie';
import { useKnownWords } from '../lib/known-words-context';
import { loadFromApi } from '../lib/loader-api.server';
import { myDecksParams, myDecksView } from '../lib/my-decks-query';
import { usePersonalCoverage } from '../lib/use-personal-coverage';
import { useQueryUpdate } from '../lib/use-query-update';
import { MediaFilterPanel } from '../components/media-filter-panel';
import { TitleSearchBox } from '../components/title-search-box';
import {
  hasCoverageFilter,
  mediaListFilterParams,
  readMediaListFilters,
  viewingRange,
  type MediaListFilters,
} from '../lib/media-list-filters';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/decks-media';

export const TITLE_FILTER_DEBOUNCE_MS = 300;

export const sortLabels: Partial<Record<MediaDeckSortBy, string>> = {
  title: 'Title',
  difficulty: 'Difficulty',
  charCount: 'Character Count',
  sentenceLength: 'Average Sentence Length',
  dialoguePercentage: 'Dialogue Percentage',
  wordCount: 'Word Count',
  uKanji: 'Unique Kanji',
  uWordCount: 'Unique Word Count',
  uKanjiOnce: 'Unique Kanji Used Once',
  releaseDate: 'Release Date',
  coverage: 'Coverage',
  uCoverage: 'Unique Coverage',
  youngCoverage: 'Coverage with Young',
  uYoungCoverage: 'Unique Coverage with Young',
};

const viewOptions = Object.entries(deckViewModeLabels).map(([value, label]) => ({ value, label }));

export interface MediaListQuery {
  offset: number;
  filters: MediaListFilters;
  mediaType?: MediaType;
  titleFilter?: string;
  sortBy: MediaDeckSortBy;
  sortOrder: 0 | 1;
  view: DeckViewMode;
}

/** The list query from the page URL; unknown values fall back to the defaults. */
export function mediaListQuery(params: URLSearchParams): MediaListQuery {
  const offset = Number(params.get('offset') ?? 0);
  const mediaType = Number(params.get('mediaType'));
  const sortBy = params.get('sortBy') as MediaDeckSortBy | null;
  const view = Number(params.get('view') ?? DeckViewMode.Card);
  const titleFilter = params.get('titleFilter')?.trim() || undefined;
  return {
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
    filters: readMediaListFilters(params),
    ...(Object.values<number>(MediaType).includes(mediaType)
      ? { mediaType: mediaType as MediaType }
      : {}),
    ...(titleFilter ? { titleFilter } : {}),
    sortBy:
      sortBy && mediaDeckSortByValues.includes(sortBy) ? sortBy : titleFilter ? 'filter' : 'title',
    sortOrder: params.get('sortOrder') === '1' ? 1 : 0,
    view: view === DeckViewMode.Compact || view === DeckViewMode.Table ? view : DeckViewMode.Card,
  };
}

const isCoverageSort = (sortBy: MediaDeckSortBy) =>
  sortBy === 'coverage' ||
  sortBy === 'uCoverage' ||
  sortBy === 'youngCoverage' ||
  sortBy === 'uYoungCoverage';

/** The API query of the list; `personal` when the server knows the reader's words. */
export function apiQuery(query: MediaListQuery, personal: boolean) {
  const { view: _view, filters, ...rest } = query;
  // A visitor's known words are only in the browser: the server renders a coverage sort by title
  // and without the coverage filters, and the browser asks for the reader's page.
  return {
    ...rest,
    ...mediaListFilterParams(filters, { coverage: personal }),
    facets: 1,
    sortBy: isCoverageSort(rest.sortBy) && !personal ? 'title' : rest.sortBy,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = mediaListQuery(new URL(request.url).searchParams);
  const myDecks = myDecksParams(new URL(request.url).searchParams);
  const authorization = authorizationFromCookie(request.headers.get('cookie'));
  const personal = 'authorization' in authorization;
  const page = await loadFromApi<DeckListPage>(
    request,
    context,
    'media-deck/get-media-decks',
    { ...apiQuery(query, personal), ...myDecks },
    { headers: authorization },
  );
  return { page, query, personal, myDecks };
}

export function meta() {
  return [
    { title: pageTitle('Media') },
    {
      name: 'description',
      content: 'Japanese media decks with vocabulary statistics, difficulty and your coverage.',
    },
  ];
}

export default function DecksMedia({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const { data: page, personal: hasCoverage } = usePersonalCoverage(
    loaderData.page,
    loaderData.personal,
    {
      path: 'media-deck/get-media-decks',
      visitorPath: 'media-deck/get-media-decks-with-coverage',
      query: { ...apiQuery(query, true), ...loaderData.myDecks },
    },
  );
  const [title, setTitle] = useState(query.titleFilter ?? '');
  const [downloadDeck, setDownloadDeck] = useState<DeckDto | null>(null);
  const { knownWordIds, source } = useKnownWords();
  const typesId = useId();
  const [searchParams] = useSearchParams();

  const update = useQueryUpdate();

  // The title box is debounced and resets the offset (reference §1.1).
  useEffect(() => {
    if ((query.titleFilter ?? '') === title.trim()) return;
    const timer = setTimeout(
      () => update({ titleFilter: title.trim() || undefined, sortBy: undefined }),
      TITLE_FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [title]);

  const canUseCoverage = source === 'account' || knownWordIds.length > 0;
  const sortOptions = mediaDeckSortByValues.flatMap((value) => {
    const label = sortLabels[value];
    const offered =
      label !== undefined &&
      (!isCoverageSort(value) || canUseCoverage) &&
      // Only an account has Young words (a visitor's local words are all Mature).
      (!value.includes('Young') || source === 'account');
    return offered ? [{ value, label }] : [];
  });
  const typeCount = (value: MediaType | undefined) =>
    page.facets &&
    (value === undefined
      ? page.facets.mediaTypes.reduce((sum, facet) => sum + facet.count, 0)
      : (page.facets.mediaTypes.find((facet) => facet.value === value)?.count ?? 0));
  // The count sits beside the button, so the button's name stays the type ("Novels") and the
  // count is its description.
  const typeButton = (value: MediaType | undefined, label: string) => {
    const count = typeCount(value);
    const countId = `${typesId}-${value ?? 0}`;
    return (
      <span key={label} className="inline-flex items-center gap-1">
        <button
          type="button"
          aria-pressed={query.mediaType === value}
          aria-describedby={count === undefined ? undefined : countId}
          onClick={() => update({ mediaType: value === undefined ? undefined : String(value) })}
          className={`rounded-full border px-3 py-1 text-sm ${query.mediaType === value ? 'border-purple-700 bg-purple-700 text-white' : 'border-gray-300 hover:bg-purple-50 dark:border-gray-700 dark:hover:bg-purple-950'}`}
        >
          {label}
        </button>
        {count !== undefined && (
          <span id={countId} className="text-xs text-gray-600 dark:text-gray-400">
            {count.toLocaleString('en-US')}
            <span className="sr-only"> media</span>
          </span>
        )}
      </span>
    );
  };
  const decks = page.data;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Media</h1>
      <div role="group" aria-label="Media type" className="flex flex-wrap gap-2">
        {typeButton(undefined, 'All')}
        {([1, 2, 9, 3, 4, 5, 6, 7, 8] as MediaType[]).map((type) =>
          typeButton(type, mediaTypePluralLabels[type]),
        )}
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <TitleSearchBox value={title} onChange={setTitle} label="Search titles" />
        <MyDecksFilter view={myDecksView(loaderData.myDecks)} update={update} />
        <SortControls
          options={sortOptions}
          sortBy={query.sortBy === 'filter' ? 'title' : query.sortBy}
          sortOrder={query.sortOrder}
          update={update}
        />
        <SelectField
          label="View"
          value={query.view}
          options={viewOptions}
          onChange={(value) => update({ view: value }, false)}
        />
      </form>
      <MediaFilterPanel
        filters={query.filters}
        facets={page.facets}
        showCoverage={canUseCoverage}
        keep={{
          mediaType: query.mediaType === undefined ? undefined : String(query.mediaType),
          titleFilter: query.titleFilter,
          sortBy: searchParams.get('sortBy') ?? undefined,
          sortOrder: searchParams.get('sortOrder') ?? undefined,
          view: searchParams.get('view') ?? undefined,
        }}
      />
      {hasCoverageFilter(query.filters) && !hasCoverage && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {canUseCoverage
            ? 'Applying your coverage filter…'
            : 'Coverage filters need your known words: sign in, or mark words as known first.'}
        </p>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {viewingRange(page)} media
      </p>
      {decks.length === 0 ? (
        <p>No media match these filters.</p>
      ) : query.view === DeckViewMode.Table ? (
        <DeckTable decks={decks} hasCoverage={hasCoverage} />
      ) : query.view === DeckViewMode.Compact ? (
        <ul className="flex flex-col gap-2">
          {decks.map((deck) => (
            <DeckCompactRow key={deck.deckId} deck={deck} hasCoverage={hasCoverage} />
          ))}
        </ul>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {decks.map((deck) => (
            <DeckCard
              key={deck.deckId}
              deck={deck}
              hasCoverage={hasCoverage}
              onDownload={setDownloadDeck}
            />
          ))}
        </div>
      )}
      <Pager
        totalItems={page.totalItems}
        pageSize={page.pageSize}
        currentOffset={page.currentOffset}
      />
      <DownloadDialog deck={downloadDeck} onClose={() => setDownloadDeck(null)} />
    </div>
  );
}
