/**
 * A list's "Sort by" and "Order" selects, written to the URL (`sortBy`, `sortOrder`). Used by
 * the media list, a deck's vocabulary and the pasted-text page. A fragment of two fields, so
 * each page keeps them in its own row beside its other controls (view, furigana).
 */
import type { QueryChanges } from '../lib/use-query-update';
import { SelectField, type SelectOption } from './select-field';

const orderOptions: SelectOption[] = [
  { value: 0, label: 'Ascending' },
  { value: 1, label: 'Descending' },
];

export function SortControls({
  options,
  sortBy,
  sortOrder,
  update,
}: {
  /** The keys the list can be sorted by, in the order the select shows them. */
  options: readonly SelectOption[];
  /** The selected key; it should be one of `options`. */
  sortBy: string;
  /** 0 ascending, 1 descending. */
  sortOrder: number;
  update: (changes: QueryChanges) => void;
}) {
  return (
    <>
      <SelectField
        label="Sort by"
        value={sortBy}
        options={options}
        onChange={(value) => update({ sortBy: value })}
      />
      <SelectField
        label="Order"
        value={sortOrder}
        options={orderOptions}
        onChange={(value) => update({ sortOrder: value })}
      />
    </>
  );
}
