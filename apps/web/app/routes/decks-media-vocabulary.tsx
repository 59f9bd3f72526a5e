/**
 * `/decks/media/{id}/vocabulary`: the deck's words, 100 a page, in three orders, filtered by a
 * search, known or unknown words, parts of speech and kana-only words (issue 21), all in the URL.
 */
import type { DeckVocabularyPage } from '@goi/contracts';
import { useId } from 'react';
import { DeckWordStatesForm } from '../components/deck-word-states-form';
import { Pager } from '../components/pager';
import { SortControls } from '../components/sort-controls';
import { WordRow } from '../components/word-row';
import { ParentDeckLink } from '../components/parent-deck-link';
import { localizedTitle } from '../lib/deck-title';
import { idParam, loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import { useQueryUpdate } from '../lib/use-query-update';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/decks-media-vocabulary';
import { authorizationFromCookie } from '../auth/session-cookie';
import { VocabularyFilterForm } from '../components/vocabulary-filter-form';
import { useKnownWords } from '../lib/known-words-context';
import { viewingRange } from '../lib/media-list-filters';
import { usePersonalCoverage } from '../lib/use-personal-coverage';
import {
  readVocabularyFilters,
  vocabularyFilterCount,
  vocabularyFilterParams,
  vocabularyQuery,
  vocabularySortOptions,
} from '../lib/vocabulary-filters';
import { deckMeta } from './decks-media-detail';

export { vocabularyQuery };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(request, params.id);
  const searchParams = new URL(request.url).searchParams;
  const query = vocabularyQuery(searchParams);
  const filters = readVocabularyFilters(searchParams);
  // Only the known filter needs the reader: without it the page stays public (and cached).
  const authorization = filters.known ? authorizationFromCookie(request.headers.get('cookie')) : {};
  const personal = 'authorization' in authorization;
  const page = await loadFromApi<DeckVocabularyPage>(
    request,
    context,
    `media-deck/${id}/vocabulary`,
    { ...query, ...vocabularyFilterParams(filters, { known: personal }) },
    { headers: authorization },
  );
  return { page, query, filters, personal };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? deckMeta(data.page.data.deck, 'vocabulary') : [{ title: pageTitle('Vocabulary') }];
}

export default function DeckVocabulary({ loaderData }: Route.ComponentProps) {
  const { query, filters } = loaderData;
  const deckId = loaderData.page.data.deck.deckId;
  // A visitor's known words are only in the browser: their known/unknown page comes from there.
  const { data: page, personal } = usePersonalCoverage(loaderData.page, loaderData.personal, {
    path: `media-deck/${deckId}/vocabulary`,
    visitorPath: `media-deck/${deckId}/vocabulary-with-coverage`,
    query: { ...query, ...vocabularyFilterParams(filters) },
    enabled: filters.known !== undefined || filters.state !== undefined,
  });
  const { source, knownWordIds } = useKnownWords();
  const canUseKnown = source === 'account' || knownWordIds.length > 0;
  const { deck, parentDeck, words } = page.data;
  const { preferences, setPreference } = usePreferences();
  const update = useQueryUpdate();
  const keyHintId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ParentDeckLink parentDeck={parentDeck} />
      <h1 className="text-2xl font-bold">
        <AppLink to={`/decks/media/${deck.deckId}/detail`} className="hover:underline">
          {localizedTitle(deck, preferences.titleLanguage)}
        </AppLink>
        <span className="text-gray-600 dark:text-gray-400"> · vocabulary</span>
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <SortControls
          options={vocabularySortOptions}
          sortBy={query.sortBy}
          sortOrder={query.sortOrder}
          update={update}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={preferences.displayFurigana}
            onChange={(e) => setPreference('displayFurigana', e.target.checked)}
          />
          Furigana
        </label>
      </div>
      <DeckWordStatesForm deckId={deck.deckId} order={query.sortBy} uniqueWords={page.totalItems} />
      <VocabularyFilterForm
        filters={filters}
        canUseKnown={canUseKnown}
        canUseStates={source === 'account'}
        keep={{ sortBy: query.sortBy, sortOrder: String(query.sortOrder) }}
      />
      {(filters.known || filters.state !== undefined) && !personal && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {canUseKnown
            ? 'Applying your known words…'
            : 'The known-words filter needs your known words: sign in, or mark words as known first.'}
        </p>
      )}
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {vocabularyFilterCount(filters) > 0 ? (
          <>
            {viewingRange({ ...page, data: words })} matching words
            {page.counts ? ` (${page.counts.all.toLocaleString('en-US')} in the deck)` : ''}
          </>
        ) : (
          <>{viewingRange({ ...page, data: words })} words</>
        )}
        {page.counts?.known != null && personal
          ? ` · you know ${page.counts.known.toLocaleString('en-US')}`
          : ''}
      </p>
      {words.length === 0 && <p>No word of this deck matches these filters.</p>}
      <p id={keyHintId} className="text-xs text-gray-600 dark:text-gray-400">
        Keyboard: focus a word, then 1 Unknown, 2 Young, 3 Mature, 4 Suspended (or u, y, k, s); ↑
        and ↓ move between words.
      </p>
      <ol className="flex flex-col gap-2">
        {words.map((word) => (
          <WordRow
            key={`${word.wordId}-${word.mainReading.readingIndex}`}
            word={word}
            hintId={keyHintId}
          />
        ))}
      </ol>
      <Pager
        totalItems={page.totalItems}
        pageSize={page.pageSize}
        currentOffset={page.currentOffset}
      />
    </div>
  );
}
