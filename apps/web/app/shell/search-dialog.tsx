/**
 * The header's dictionary search (issue 21): a button, or `/` anywhere but in a text field,
 * opens a dialog; typing searches `GET vocabulary/search` (debounced) by Japanese, romaji or
 * English; ↑/↓ choose a result and Enter opens its word page. The input is a combobox whose
 * listbox holds the results (WAI-ARIA combobox pattern), so a screen reader hears the chosen
 * result while focus stays in the input; Radix keeps focus inside the dialog.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { SEARCH_QUERY_MAX_LENGTH } from '@goi/contracts/values';
import type { VocabularySearchPage, VocabularySearchResult } from '@goi/contracts';
import { parseFurigana } from '@goi/text';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, browserApi } from '../lib/api-client';
import { useReturnFocus } from '../lib/use-return-focus';

export const SEARCH_DEBOUNCE_MS = 250;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; page: VocabularySearchPage }
  | { status: 'error'; message: string };

/** Whether a key press there is typing (then `/` is a slash, not the shortcut). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'Too many searches at once; try again in a moment.';
  return error instanceof Error ? error.message : 'The search failed.';
}

const plainText = (furigana: string) =>
  parseFurigana(furigana)
    .map((segment) => segment.text)
    .join('');

function matchNote(result: VocabularySearchResult): string | null {
  if (result.match === 'deinflected' && result.conjugations.length > 0)
    return `conjugated: ${result.conjugations.filter((step) => !step.startsWith('(')).join(', ')}`;
  return null;
}

function useSearch(query: string) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      browserApi<VocabularySearchPage>(
        'vocabulary/search',
        { query: trimmed },
        { signal: controller.signal },
      ).then(
        (page) => setState({ status: 'done', query: trimmed, page }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: 'error', message: errorMessage(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  const loadMore = async () => {
    if (state.status !== 'done') return;
    const { page, query: shown } = state;
    try {
      const more = await browserApi<VocabularySearchPage>('vocabulary/search', {
        query: shown,
        offset: page.data.length,
      });
      setState({
        status: 'done',
        query: shown,
        page: { ...more, data: [...page.data, ...more.data], currentOffset: 0 },
      });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) });
    }
  };
  return { state, loadMore };
}

function SearchPanel({ onOpen }: { onOpen: (result: VocabularySearchResult) => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { state, loadMore } = useSearch(query);
  const listId = useId();
  const statusId = useId();
  const results = state.status === 'done' ? state.page.data : [];
  // A new result list starts at its first result.
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    if (state.status !== 'done' || shownState.status !== 'done' || state.query !== shownState.query)
      setActive(0);
  }
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      setActive(results.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const result = results[active];
      if (result) onOpen(result);
    }
  };

  let status: React.ReactNode =
    'Type a word in Japanese (食べなかった), romaji (taberu) or English (to eat).';
  if (state.status === 'loading') status = 'Searching…';
  if (state.status === 'error') status = state.message;
  if (state.status === 'done')
    status =
      state.page.totalItems === 0
        ? `No word found for “${state.query}”.`
        : `${state.page.totalItems.toLocaleString('en-US')} ${state.page.totalItems === 1 ? 'word' : 'words'} found; ↑ ↓ to choose, Enter to open.`;

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <input
        type="search"
        role="combobox"
        aria-label="Search the dictionary"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="食べる, taberu, to eat…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full rounded border border-gray-300 bg-white px-3 py-2 text-lg dark:border-gray-700 dark:bg-gray-950"
      />
      <p
        id={statusId}
        role="status"
        className={`text-sm ${state.status === 'error' ? 'text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400'}`}
      >
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Dictionary results"
        className="flex min-h-0 flex-col overflow-y-auto"
      >
        {results.map((result, index) => {
          const note = matchNote(result);
          return (
            <li
              key={`${result.wordId}/${result.readingIndex}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseMove={() => setActive(index)}
              onClick={() => onOpen(result)}
              className={`flex cursor-pointer flex-col rounded px-3 py-2 ${index === active ? 'bg-purple-100 dark:bg-purple-900' : ''}`}
            >
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span lang="ja" className="text-xl">
                  {plainText(result.text)}
                </span>
                {result.reading !== plainText(result.text) && (
                  <span lang="ja" className="text-gray-700 dark:text-gray-300">
                    {result.reading}
                  </span>
                )}
                {note && <span className="text-xs text-gray-600 dark:text-gray-400">{note}</span>}
              </span>
              <span className="text-sm">{result.meanings.join(' · ')}</span>
            </li>
          );
        })}
      </ul>
      {state.status === 'done' && state.page.data.length < state.page.totalItems && (
        <button
          type="button"
          onClick={() => void loadMore()}
          className="self-center rounded border border-purple-700 px-3 py-1 text-sm text-purple-700 dark:border-purple-300 dark:text-purple-300"
        >
          Show more results
        </button>
      )}
    </div>
  );
}

export function SearchDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const returnFocus = useReturnFocus();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="flex items-center gap-2 rounded border border-gray-300 px-2 py-1 text-sm text-gray-700 hover:bg-purple-100 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-purple-900"
        aria-keyshortcuts="/"
        // Its own name: a page's "Search" button (the Jimaku entry, the admin's metadata search)
        // is another control; the visible word stays the start of the name.
        aria-label="Search the dictionary"
      >
        <span aria-hidden>⌕</span>
        <span>Search</span>
        <kbd className="hidden rounded border border-gray-300 px-1 text-xs sm:inline dark:border-gray-700">
          /
        </kbd>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-2 top-2 z-[1100] flex max-h-[calc(100dvh-1rem)] flex-col gap-3 rounded-lg bg-white p-4 text-gray-900 shadow-xl sm:inset-x-auto sm:top-16 sm:left-1/2 sm:max-h-[80vh] sm:w-[40rem] sm:-translate-x-1/2 dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">Search the dictionary</Dialog.Title>
            <Dialog.Close className="rounded px-2 py-1 text-sm hover:bg-gray-100 dark:hover:bg-gray-800">
              Close
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Results appear as you type; use the arrow keys to choose one and Enter to open its word
            page.
          </Dialog.Description>
          <SearchPanel
            onOpen={(result) => {
              setOpen(false);
              void navigate(`/vocabulary/${result.wordId}/${result.readingIndex}`);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
