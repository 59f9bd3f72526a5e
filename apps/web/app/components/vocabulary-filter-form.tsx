/**
 * The filters of a deck's word list (issue 21): a search within the deck (kanji, kana or
 * romaji), only unknown / only known words (when the reader's known words are known), parts of
 * speech to include or exclude, and no kana-only words. A GET form, so it works before the
 * scripts load; with them, the URL gets only the boxes that are filled. Used by the deck
 * vocabulary page and the pasted-text page.
 */
import { useId, type FormEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import {
  partOfSpeechGroups,
  vocabularyFilterCount,
  vocabularyFilterParamNames,
  type VocabularyFilters,
} from '../lib/vocabulary-filters';
import { FilterFormActions, filterFormQuery, filtersOfSearch } from './filter-form-actions';

const inputClass =
  'rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900';

export function VocabularyFilterForm({
  filters,
  canUseKnown,
  canUseStates = false,
  keep,
}: {
  filters: VocabularyFilters;
  canUseKnown: boolean;
  /** A signed-in reader: their word states (young, mature, suspended) can filter too. */
  canUseStates?: boolean;
  /** The page's other parameters (sort, order) carried along; the offset is reset. */
  keep: Record<string, string | undefined>;
}) {
  const ids = { search: useId(), known: useId(), state: useId() };
  const navigate = useNavigate();
  const location = useLocation();
  const count = vocabularyFilterCount(filters);
  const posCount = filters.partsOfSpeech.length + filters.excludePartsOfSpeech.length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = filterFormQuery(new FormData(event.currentTarget), [
      'partsOfSpeech',
      'excludePartsOfSpeech',
    ]);
    void navigate({ search: next.toString() }, { preventScrollReset: true });
  };

  return (
    <Form
      key={filtersOfSearch(location.search, vocabularyFilterParamNames)}
      method="get"
      role="search"
      aria-label="Filter the words"
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded border border-gray-300 p-3 dark:border-gray-700"
    >
      {Object.entries(keep).map(([name, value]) =>
        value === undefined || value === '' ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex grow flex-col gap-1">
          <label htmlFor={ids.search} className="text-sm font-medium">
            Search in this deck
          </label>
          <input
            id={ids.search}
            type="search"
            name="search"
            maxLength={100}
            defaultValue={filters.search ?? ''}
            placeholder="猫, ねこ, neko…"
            className={inputClass}
          />
        </div>
        {canUseKnown && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.known} className="text-sm font-medium">
              Words
            </label>
            <select
              id={ids.known}
              name="known"
              defaultValue={filters.known ?? ''}
              className={inputClass}
            >
              <option value="">All</option>
              <option value="unknown">Only unknown</option>
              <option value="known">Only known</option>
            </select>
          </div>
        )}
        {canUseStates && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.state} className="text-sm font-medium">
              Word state
            </label>
            <select
              id={ids.state}
              name="state"
              defaultValue={filters.state ?? ''}
              className={inputClass}
            >
              <option value="">Any</option>
              <option value="0">None</option>
              <option value="1">Young</option>
              <option value="2">Mature</option>
              <option value="3">Suspended</option>
            </select>
          </div>
        )}
        <label className="flex items-center gap-2 py-1 text-sm">
          <input type="checkbox" name="hideKana" value="1" defaultChecked={filters.hideKana} />
          Hide kana-only words
        </label>
      </div>
      <details open={posCount > 0}>
        <summary className="cursor-pointer text-sm font-medium">
          Parts of speech{posCount > 0 ? ` (${posCount} set)` : ''}
        </summary>
        <ul className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {partOfSpeechGroups.map(({ code, label }) => (
            <li key={code} className="flex items-center gap-2">
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  name="partsOfSpeech"
                  value={code}
                  defaultChecked={filters.partsOfSpeech.includes(code)}
                  aria-label={`Only ${label.toLowerCase()}`}
                />
                <span aria-hidden>+</span>
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  name="excludePartsOfSpeech"
                  value={code}
                  defaultChecked={filters.excludePartsOfSpeech.includes(code)}
                  aria-label={`Without ${label.toLowerCase()}`}
                />
                <span aria-hidden>−</span>
              </label>
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </details>
      <FilterFormActions active={count > 0} filterParams={vocabularyFilterParamNames} />
    </Form>
  );
}
