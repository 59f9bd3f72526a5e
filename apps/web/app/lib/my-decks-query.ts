/**
 * The media list's "My decks" view in the URL (issue 20): `mine=1`, `favourite=1` or
 * `deckStatus=planned|in-progress|completed|dropped`, passed on to `get-media-decks` as they are.
 * One `show` value stands for them in the page's select.
 */
import { deckStatusValues, type DeckStatus } from '@goi/contracts/values';

export type MyDecksView = 'all' | 'mine' | 'favourite' | DeckStatus;

export interface MyDecksParams {
  mine?: '1';
  favourite?: '1';
  deckStatus?: DeckStatus;
}

/** The API parameters of the view in the page URL; unknown values mean every deck. */
export function myDecksParams(params: URLSearchParams): MyDecksParams {
  const status = params.get('deckStatus') as DeckStatus | null;
  if (status && deckStatusValues.includes(status)) return { deckStatus: status };
  if (params.get('favourite') === '1') return { favourite: '1' };
  if (params.get('mine') === '1') return { mine: '1' };
  return {};
}

export function myDecksView(params: MyDecksParams): MyDecksView {
  return params.deckStatus ?? (params.favourite ? 'favourite' : params.mine ? 'mine' : 'all');
}

/** The URL changes for a view (each key set or cleared, for `useQueryUpdate`). */
export function myDecksUpdate(view: MyDecksView): Record<string, string | undefined> {
  return {
    mine: view === 'mine' ? '1' : undefined,
    favourite: view === 'favourite' ? '1' : undefined,
    deckStatus: (deckStatusValues as readonly string[]).includes(view) ? view : undefined,
  };
}
