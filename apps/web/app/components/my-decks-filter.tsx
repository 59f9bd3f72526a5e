/** The media list's "Show" select (issue 20): every deck, my decks, favourites or one status. */
import { deckStatusLabels, deckStatusValues } from '@goi/contracts/values';
import { useId } from 'react';
import { useMyDecks } from '../lib/my-decks';
import { myDecksUpdate, type MyDecksView } from '../lib/my-decks-query';
import type { QueryChanges } from '../lib/use-query-update';

export function MyDecksFilter({
  view,
  update,
}: {
  view: MyDecksView;
  update: (changes: QueryChanges) => void;
}) {
  const { enabled } = useMyDecks();
  const id = useId();
  if (!enabled) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Show
      </label>
      <select
        id={id}
        value={view}
        onChange={(event) => update(myDecksUpdate(event.target.value as MyDecksView))}
        className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
      >
        <option value="all">All media</option>
        <option value="mine">My decks</option>
        <option value="favourite">Favourites</option>
        {deckStatusValues.map((value) => (
          <option key={value} value={value}>
            {deckStatusLabels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
