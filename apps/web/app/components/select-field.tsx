/**
 * A labelled select over the list pages' controls (sort, order, view, show): the label above the
 * box, the choice handed to `onChange` as the option's value.
 */
import { Field } from './field';

const selectClass =
  'rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900';

export interface SelectOption {
  value: string | number;
  label: string;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
