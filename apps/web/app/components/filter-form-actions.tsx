/**
 * The end of a GET filter form: "Apply filters" submits it, "Clear filters" (only while a filter
 * is set) links to the current URL without the filters and the offset, so it works before the
 * scripts load. Used by the media list's filter panel and the word lists' filter form.
 */
import { useLocation } from 'react-router';
import { AppLink } from '../shell/app-link';

/** `search` without the `filterParams` and the offset (the other parameters, sort or view, stay). */
export function clearedSearch(search: string, filterParams: readonly string[]): string {
  const cleared = new URLSearchParams(search);
  for (const name of [...filterParams, 'offset']) cleared.delete(name);
  return cleared.toString();
}

/**
 * The filters' part of `search`, in a fixed order: the key a filter form is remounted by, so its
 * boxes show what a link or the back button set, while a change of sort or page (the form's
 * hidden fields follow it) keeps what the reader is typing.
 */
export function filtersOfSearch(search: string, filterParams: readonly string[]): string {
  const all = new URLSearchParams(search);
  const filters = new URLSearchParams();
  for (const name of filterParams)
    for (const value of all.getAll(name)) filters.append(name, value);
  return filters.toString();
}

/**
 * A filter form's query as scripts submit it: empty boxes left out, values trimmed, and each
 * multi-select in `commaJoined` as one comma-separated parameter (`genres=3,7`, the form the
 * API reads) instead of one parameter per ticked box.
 */
export function filterFormQuery(form: FormData, commaJoined: readonly string[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of form)
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
  for (const name of commaJoined) {
    const values = query.getAll(name);
    query.delete(name);
    if (values.length > 0) query.set(name, values.join(','));
  }
  return query;
}

export function FilterFormActions({
  active,
  filterParams,
}: {
  /** A filter is set: the clear link shows. */
  active: boolean;
  /** The URL parameters the form's filters use, removed by the clear link. */
  filterParams: readonly string[];
}) {
  const location = useLocation();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        className="rounded bg-purple-700 px-4 py-1.5 text-white hover:bg-purple-800"
      >
        Apply filters
      </button>
      {active && (
        <AppLink
          to={`${location.pathname}?${clearedSearch(location.search, filterParams)}`}
          className="rounded border border-gray-300 px-4 py-1.5 hover:bg-purple-50 dark:border-gray-700 dark:hover:bg-purple-950"
        >
          Clear filters
        </AppLink>
      )}
    </div>
  );
}
