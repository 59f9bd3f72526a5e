/** The media list's "Show" select (issue 20): every deck, my decks, favourites or one status. */
import { deckStatusLabels, deckStatusValues } from '@goi/contracts/values';
import { useMyDecks } from '../lib/my-decks';
import { myDecksUpdate, type MyDecksView } from '../lib/my-decks-query';
import type { QueryChanges } from '../lib/use-query-update';
import { SelectField } from './select-field';

const options = [
  { value: 'all', label: 'All media' },
  { value: 'mine', label: 'My decks' },
  { value: 'favourite', label: 'Favourites' },
  ...deckStatusValues.map((value) => ({ value, label: deckStatusLabels[value] })),
];

export function MyDecksFilter({
  view,
  update,
}: {
  view: MyDecksView;
  update: (changes: QueryChanges) => void;
}) {
  const { enabled } = useMyDecks();
  if (!enabled) return null;
  return (
    <SelectField
      label="Show"
      value={view}
      options={options}
      onChange={(value) => update(myDecksUpdate(value as MyDecksView))}
    />
  );
}
