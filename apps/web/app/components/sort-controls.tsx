/**
 * A list's "Sort by" and "Order" selects, written to the URL (`sortBy`, `sortOrder`). Used by
 * the media list, a deck's vocabulary and the pasted-text page. A fragment of two fields, so
 * each page keeps them in its own row beside its other controls (view, furigana).
 */
import { useId } from 'react';
import type { QueryChanges } from '../lib/use-query-update';

const selectClass =
  'rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900';

export interface SortOption {
  value: string;
  label: string;
}

export function SortControls({
  options,
  sortBy,
  sortOrder,
  update,
}: {
  /** The keys the list can be sorted by, in the order the select shows them. */
  options: readonly SortOption[];
  /** The selected key; it should be one of `options`. */
  sortBy: string;
  /** 0 ascending, 1 descending. */
  sortOrder: number;
  update: (changes: QueryChanges) => void;
}) {
  const ids = { sort: useId(), order: useId() };
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.sort} className="text-sm font-medium">
          Sort by
        </label>
        <select
          id={ids.sort}
          value={sortBy}
          onChange={(event) => update({ sortBy: event.target.value })}
          className={selectClass}
        >
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
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
          value={sortOrder}
          onChange={(event) => update({ sortOrder: event.target.value })}
          className={selectClass}
        >
          <option value={0}>Ascending</option>
          <option value={1}>Descending</option>
        </select>
      </div>
    </>
  );
}
