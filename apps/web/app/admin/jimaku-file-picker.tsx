/**
 * "Add from Jimaku", the files (issue 19): filters (prefix, suffix, regex, "Japanese only"), a
 * checkbox per file, and the order (drag or keyboard through `SortableRows`). The rows and filters
 * live in the page; this component only shows and changes them.
 */
import { useId } from 'react';
import { formatFileSize } from '../lib/format';
import { input, label, secondaryButton } from './admin-ui';
import {
  compileFilter,
  looksNonJapanese,
  moveShown,
  pickShown,
  sortByName,
  visibleRows,
  type FileFilters,
  type JimakuFileRow,
} from './jimaku-files';
import { SortableRows } from './sortable-rows';

export interface JimakuFilePickerProps {
  rows: JimakuFileRow[];
  onRows: (rows: JimakuFileRow[]) => void;
  filters: FileFilters;
  onFilters: (filters: FileFilters) => void;
}

export function JimakuFilePicker({ rows, onRows, filters, onFilters }: JimakuFilePickerProps) {
  const id = useId();
  const shown = visibleRows(rows, filters);
  const regex = compileFilter(filters.regex);
  const regexProblem = typeof regex === 'string' ? regex : null;
  const pickedCount = shown.filter((row) => row.picked).length;
  const set = (change: Partial<FileFilters>) => onFilters({ ...filters, ...change });

  return (
    <div>
      <fieldset className="mb-3 rounded border border-gray-300 p-3 dark:border-gray-700">
        <legend className="px-1 text-sm font-semibold">Filter the files</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-prefix`} className={label}>
              Name starts with
            </label>
            <input
              id={`${id}-prefix`}
              className={input}
              value={filters.prefix}
              onChange={(event) => set({ prefix: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-suffix`} className={label}>
              Name ends with
            </label>
            <input
              id={`${id}-suffix`}
              className={input}
              placeholder=".srt"
              value={filters.suffix}
              onChange={(event) => set({ suffix: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-regex`} className={label}>
              Name matches (regular expression)
            </label>
            <input
              id={`${id}-regex`}
              className={input}
              placeholder="S01E\d+"
              value={filters.regex}
              aria-invalid={regexProblem ? true : undefined}
              aria-describedby={regexProblem ? `${id}-regex-problem` : undefined}
              onChange={(event) => set({ regex: event.target.value })}
            />
            {regexProblem && (
              <p id={`${id}-regex-problem`} className="mt-1 text-xs text-red-700 dark:text-red-400">
                Not a valid expression (ignored): {regexProblem}
              </p>
            )}
          </div>
        </div>
        <label className="mt-3 inline-flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={filters.japaneseOnly}
            onChange={(event) => set({ japaneseOnly: event.target.checked })}
          />
          Japanese only (hide files whose name marks Chinese or English)
        </label>
        <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          The server also reads each track and skips Chinese and English ones, whatever their name.
        </p>
      </fieldset>

      <div className="mb-2 flex flex-wrap items-center gap-2">
        <p role="status" className="mr-auto text-sm">
          {pickedCount} of {rows.length} files chosen
          {shown.length < rows.length && ` (${rows.length - shown.length} hidden by the filters)`}
        </p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onRows(pickShown(rows, shown, true))}
        >
          Pick all shown
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onRows(pickShown(rows, shown, false))}
        >
          Pick none
        </button>
        <button type="button" className={secondaryButton} onClick={() => onRows(sortByName(rows))}>
          Sort by name
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="rounded border border-dashed border-gray-400 p-3 text-sm dark:border-gray-600">
          No file matches the filters.
        </p>
      ) : (
        <SortableRows
          label="Files in episode order"
          items={shown}
          keyOf={(row) => row.key}
          nameOf={(row) => row.file.name}
          onMove={(from, to) => onRows(moveShown(rows, shown, from, to))}
          renderRow={(row) => (
            <label className="flex min-w-0 items-start gap-2 text-sm sm:items-center">
              <input
                type="checkbox"
                className="mt-1 sm:mt-0"
                aria-label={`Pick ${row.file.name}`}
                checked={row.picked}
                onChange={(event) =>
                  onRows(
                    rows.map((entry) =>
                      entry.key === row.key ? { ...entry, picked: event.target.checked } : entry,
                    ),
                  )
                }
              />
              {/* The name on its own line on a phone: long release names need the width. */}
              <span className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-2">
                <span className="min-w-0 break-all">{row.file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-xs text-gray-700 dark:text-gray-300">
                  {row.file.size === null ? 'size unknown' : formatFileSize(row.file.size)}
                  {looksNonJapanese(row.file.name) && (
                    <span className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      not Japanese?
                    </span>
                  )}
                </span>
              </span>
            </label>
          )}
        />
      )}
    </div>
  );
}
