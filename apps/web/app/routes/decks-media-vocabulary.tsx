/** `/decks/media/{id}/vocabulary`: the deck's words, 100 a page, in three orders. */
import { vocabularySortByValues } from '@goi/contracts/values';
import type { DeckVocabularyPage, VocabularySortBy } from '@goi/contracts';
import { useId } from 'react';
import { DeckWordStatesForm } from '../components/deck-word-states-form';
import { Pager } from '../components/pager';
import { WordRow } from '../components/word-row';
import { ParentDeckLink } from '../components/parent-deck-link';
import { localizedTitle } from '../lib/deck-title';
import { idParam, loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import { useQueryUpdate } from '../lib/use-query-update';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/decks-media-vocabulary';
import { deckMeta } from './decks-media-detail';

const sortLabels: Record<VocabularySortBy, string> = {
  chrono: 'Chronological',
  globalFreq: 'Global Frequency',
  deckFreq: 'Deck Frequency',
};

export function vocabularyQuery(params: URLSearchParams) {
  const sortBy = params.get('sortBy') as VocabularySortBy | null;
  const offset = Number(params.get('offset') ?? 0);
  return {
    sortBy:
      sortBy && vocabularySortByValues.includes(sortBy) ? sortBy : ('deckFreq' as VocabularySortBy),
    sortOrder: params.get('sortOrder') === '1' ? 1 : 0,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idParam(request, params.id);
  const query = vocabularyQuery(new URL(request.url).searchParams);
  const page = await loadFromApi<DeckVocabularyPage>(
    request,
    context,
    `media-deck/${id}/vocabulary`,
    query,
  );
  return { page, query };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? deckMeta(data.page.data.deck, 'vocabulary') : [{ title: pageTitle('Vocabulary') }];
}

export default function DeckVocabulary({ loaderData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  const { deck, parentDeck, words } = page.data;
  const { preferences, setPreference } = usePreferences();
  const update = useQueryUpdate();
  const ids = { sort: useId(), order: useId(), keys: useId() };
  const set = (key: string, value: string) => update({ [key]: value });
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
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.sort} className="text-sm font-medium">
            Sort by
          </label>
          <select
            id={ids.sort}
            value={query.sortBy}
            onChange={(e) => set('sortBy', e.target.value)}
            className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
          >
            {vocabularySortByValues.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.order} className="text-sm font-medium">
            Order
          </label>
          <select
            id={ids.order}
            value={query.sortOrder}
            onChange={(e) => set('sortOrder', e.target.value)}
            className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
          >
            <option value={0}>Ascending</option>
            <option value={1}>Descending</option>
          </select>
        </div>
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
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {page.totalItems.toLocaleString('en-US')} words
      </p>
      <p id={ids.keys} className="text-xs text-gray-600 dark:text-gray-400">
        Keyboard: focus a word, then 1 Unknown, 2 Young, 3 Mature, 4 Suspended (or u, y, k, s); ↑
        and ↓ move between words.
      </p>
      <ol className="flex flex-col gap-2">
        {words.map((word) => (
          <WordRow
            key={`${word.wordId}-${word.mainReading.readingIndex}`}
            word={word}
            hintId={ids.keys}
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
