/**
 * "My decks" (issue 20) on a deck: the signed-in reader's status (a select), favourite and
 * "hide from the list" (toggle buttons). Visitors see nothing. Hiding a deck reloads the list,
 * which then leaves it out.
 */
import { deckStatusLabels, deckStatusValues, type DeckStatus } from '@goi/contracts/values';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useMyDecks, type DeckMarksChange } from '../lib/my-decks';

export function DeckStatusControl({ deckId, title }: { deckId: number; title: string }) {
  const { enabled, marks, save } = useMyDecks();
  const revalidator = useRevalidator();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (!enabled) return null;
  const current = marks.get(deckId);
  const change = (next: DeckMarksChange) => {
    setBusy(true);
    void save(deckId, next)
      .then((after) => {
        if (after && next.hidden !== undefined) void revalidator.revalidate();
      })
      .finally(() => setBusy(false));
  };
  const toggle = 'rounded border px-2 py-1 text-xs min-h-8';
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={`My deck: ${title}`}
      aria-busy={busy}
      data-testid="deck-status"
    >
      <label htmlFor={id} className="sr-only">
        Status of {title}
      </label>
      <select
        id={id}
        value={current?.status ?? ''}
        disabled={busy}
        onChange={(event) =>
          change({ status: event.target.value === '' ? null : (event.target.value as DeckStatus) })
        }
        className="min-h-8 rounded border border-gray-300 bg-white px-2 py-1 text-xs dark:border-gray-700 dark:bg-gray-900"
      >
        <option value="">No status</option>
        {deckStatusValues.map((value) => (
          <option key={value} value={value}>
            {deckStatusLabels[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-pressed={current?.favourite ?? false}
        disabled={busy}
        onClick={() => change({ favourite: !(current?.favourite ?? false) })}
        className={`${toggle} ${current?.favourite ? 'border-amber-500 bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' : 'border-gray-400'}`}
      >
        <span aria-hidden="true">{current?.favourite ? '★ ' : '☆ '}</span>
        Favourite
      </button>
      <button
        type="button"
        aria-pressed={current?.hidden ?? false}
        disabled={busy}
        onClick={() => change({ hidden: !(current?.hidden ?? false) })}
        className={`${toggle} ${current?.hidden ? 'border-gray-600 bg-gray-600 text-white' : 'border-gray-400'}`}
      >
        {current?.hidden ? 'Hidden from the list' : 'Hide from the list'}
      </button>
    </div>
  );
}

/** A short, read-only mark for compact rows and tables ("Planned ★"). */
export function DeckStatusBadge({ deckId }: { deckId: number }) {
  const { enabled, marks } = useMyDecks();
  const current = enabled ? marks.get(deckId) : undefined;
  if (!current || (current.status === null && !current.favourite)) return null;
  return (
    <span className="rounded bg-purple-100 px-1.5 py-0.5 text-xs text-purple-900 dark:bg-purple-900 dark:text-purple-100">
      {current.status ? deckStatusLabels[current.status] : ''}
      {current.favourite && (
        <>
          {current.status ? ' ' : ''}
          <span aria-hidden="true">★</span>
          <span className="sr-only">Favourite</span>
        </>
      )}
    </span>
  );
}
