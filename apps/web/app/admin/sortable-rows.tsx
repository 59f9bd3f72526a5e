/**
 * An ordered list whose rows move by drag and drop (mouse, the row's handle) and by keyboard
 * (the handle with Alt+↑/↓, or the "Move up"/"Move down" buttons). Each move is announced to
 * screen readers ("こころ 下 moved to position 1 of 2").
 */
import { useState, type ReactNode } from 'react';

export interface SortableRowsProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderRow: (item: T, index: number) => ReactNode;
  /** What the list holds, for the list's accessible name ("Files", "Sub-decks"). */
  label: string;
}

const iconButton =
  'rounded border border-gray-400 px-2 py-1 text-xs hover:bg-gray-100 disabled:opacity-40 dark:border-gray-600 dark:hover:bg-gray-800';

export function SortableRows<T>({
  items,
  keyOf,
  nameOf,
  onMove,
  renderRow,
  label,
}: SortableRowsProps<T>) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    onMove(from, to);
    if (item !== undefined)
      setAnnouncement(`${nameOf(item)} moved to position ${to + 1} of ${items.length}`);
  };

  return (
    <>
      <ol aria-label={label} className="space-y-2">
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            onDragOver={(event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              setDropAt(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
              setDropAt(null);
            }}
            className={`flex flex-wrap items-center gap-2 rounded border p-2 ${
              dropAt === index && dragFrom !== index
                ? 'border-purple-600 bg-purple-50 dark:bg-purple-950'
                : 'border-gray-300 dark:border-gray-700'
            } ${dragFrom === index ? 'opacity-50' : ''}`}
          >
            <button
              type="button"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
                setDragFrom(index);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                if (event.key === 'ArrowUp') {
                  event.preventDefault();
                  move(index, index - 1);
                } else if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  move(index, index + 1);
                }
              }}
              aria-label={`Reorder ${nameOf(item)} (drag, or Alt+Arrow keys)`}
              className="cursor-grab rounded px-1 text-lg leading-none text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <span className="w-6 text-sm text-gray-700 tabular-nums dark:text-gray-300">
              {index + 1}.
            </span>
            <div className="min-w-0 flex-1">{renderRow(item, index)}</div>
            <span className="flex gap-1">
              <button
                type="button"
                className={iconButton}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move ${nameOf(item)} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move ${nameOf(item)} down`}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
