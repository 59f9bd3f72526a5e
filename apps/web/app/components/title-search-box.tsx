/**
 * The media list's title box with suggestions while typing (issue 21): a combobox (WAI-ARIA
 * pattern, as the header's dictionary search) whose listbox shows the best title matches of
 * `get-media-decks?sortBy=filter`, asked 250 ms after the last key. ↑/↓ choose, Enter opens the
 * chosen deck (or just keeps the typed filter), Escape closes the list. The list itself is
 * filtered by the page (debounced URL change), so a shared link keeps the query.
 */
import type { DeckDto, DeckListPage } from '@goi/contracts';
import { mediaTypeLabels } from '@goi/contracts/values';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../lib/api-client';
import { localizedTitle, secondaryTitles } from '../lib/deck-title';
import { usePreferences } from '../lib/preferences-context';

export const SUGGESTION_DEBOUNCE_MS = 250;
export const SUGGESTIONS_SHOWN = 8;

function useSuggestions(query: string) {
  const [decks, setDecks] = useState<{ query: string; decks: DeckDto[] }>({
    query: '',
    decks: NONE,
  });
  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setDecks({ query: '', decks: NONE });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      browserApi<DeckListPage>(
        'media-deck/get-media-decks',
        { titleFilter: trimmed, sortBy: 'filter' },
        { signal: controller.signal },
      ).then(
        (page) => setDecks({ query: trimmed, decks: page.data.slice(0, SUGGESTIONS_SHOWN) }),
        (error: unknown) => {
          // Suggestions are an extra: the list below still filters.
          if (!controller.signal.aborted) console.warn('Title suggestions unavailable', error);
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return decks.query === trimmed ? decks.decks : NONE;
}

/** One empty list, so "no suggestions" stays the same value from render to render. */
const NONE: DeckDto[] = [];

export function TitleSearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  const navigate = useNavigate();
  const { preferences } = usePreferences();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value);
  const ids = { input: useId(), list: useId(), hint: useId() };
  const shown = open ? suggestions : [];
  const optionId = (index: number) => `${ids.list}-${index}`;
  // New suggestions start unchosen: Enter keeps the typed filter until ↓ picks one.
  const [shownFor, setShownFor] = useState(suggestions);
  if (shownFor !== suggestions) {
    setShownFor(suggestions);
    setActive(-1);
  }

  const openDeck = (deck: DeckDto) => {
    setOpen(false);
    void navigate(`/decks/media/${deck.deckId}/detail`);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (shown.length > 0) event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      event.preventDefault();
      const last = suggestions.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
      return;
    }
    if (event.key === 'Enter') {
      const deck = shown[active];
      if (deck) {
        event.preventDefault();
        openDeck(deck);
      } else setOpen(false);
    }
  };

  return (
    <div className="relative flex grow flex-col gap-1">
      <label htmlFor={ids.input} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids.input}
        type="search"
        name="titleFilter"
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={shown[active] ? optionId(active) : undefined}
        aria-describedby={ids.hint}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder="吾輩 猫, wagahai neko, ねこ…"
        className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
      />
      <span id={ids.hint} className="sr-only">
        Suggestions appear as you type; ↑ ↓ to choose one, Enter to open it.
      </span>
      <ul
        id={ids.list}
        role="listbox"
        aria-label="Title suggestions"
        className={`absolute top-full right-0 left-0 z-[1000] mt-1 max-h-80 overflow-y-auto rounded border border-gray-300 bg-white shadow-lg dark:border-gray-700 dark:bg-gray-900 ${shown.length === 0 ? 'hidden' : ''}`}
      >
        {shown.map((deck, index) => {
          const others = secondaryTitles(deck, preferences.titleLanguage);
          return (
            <li
              key={deck.deckId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                openDeck(deck);
              }}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer flex-col px-3 py-1.5 ${index === active ? 'bg-purple-100 dark:bg-purple-900' : ''}`}
            >
              <span>
                {localizedTitle(deck, preferences.titleLanguage)}{' '}
                <span className="text-xs text-gray-600 dark:text-gray-400">
                  {mediaTypeLabels[deck.mediaType]}
                </span>
              </span>
              {others.length > 0 && (
                <span className="truncate text-xs text-gray-600 dark:text-gray-400">
                  {others.join(' · ')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
