/**
 * "My decks" (issue 20) in the browser: the signed-in reader's status, favourite and hidden
 * marks per media deck, read once per session from `GET /api/user/media-deck/statuses` and shared
 * by every deck card through one small store (cards are many; the marks are one list).
 */
import type { UserDeck } from '@goi/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import type { AuthClient } from '../auth/auth-client';
import { toasts } from '../shell/toast-store';

export type DeckMarks = ReadonlyMap<number, UserDeck>;
export type DeckMarksChange = Partial<Pick<UserDeck, 'status' | 'favourite' | 'hidden'>>;

const EMPTY: DeckMarks = new Map();
let marks: DeckMarks = EMPTY;
let loadedFor: AuthClient | null = null;
const listeners = new Set<() => void>();

function publish(next: DeckMarks) {
  marks = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface MyDecksValue {
  /** False for visitors. */
  enabled: boolean;
  marks: DeckMarks;
  /** Saves a change of one deck; resolves to the deck's marks after it, or null on failure. */
  save: (deckId: number, change: DeckMarksChange) => Promise<UserDeck | null>;
}

export function useMyDecks(): MyDecksValue {
  const { client, isAuthenticated } = useAuth();
  const current = useSyncExternalStore(
    subscribe,
    () => marks,
    () => EMPTY,
  );
  // From the session alone, which the server render and the first browser render agree on (the
  // client exists in the browser only: keying on it made the two renders differ).
  const enabled = isAuthenticated;

  useEffect(() => {
    if (!enabled || !client) {
      loadedFor = null;
      if (marks.size > 0) publish(EMPTY);
      return;
    }
    if (loadedFor === client) return;
    loadedFor = client;
    client
      .apiFetch('/user/media-deck/statuses')
      .then(async (response) => {
        if (!response.ok) throw new Error(`Your decks could not be read (${response.status})`);
        const rows = (await response.json()) as UserDeck[];
        publish(new Map(rows.map((row) => [row.deckId, row])));
      })
      .catch((error: unknown) => {
        loadedFor = null;
        console.error(error);
      });
  }, [enabled, client]);

  const save = useCallback(
    async (deckId: number, change: DeckMarksChange) => {
      if (!client) return null;
      try {
        const response = await client.apiFetch(`/user/media-deck/${deckId}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(change),
        });
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        const after = (await response.json()) as UserDeck;
        const next = new Map(marks);
        if (after.status === null && !after.favourite && !after.hidden) next.delete(deckId);
        else next.set(deckId, after);
        publish(next);
        return after;
      } catch (error) {
        toasts.add({
          severity: 'error',
          summary: 'Could not save the deck',
          detail: `${(error as Error).message}. Please try again.`,
          life: 6000,
        });
        return null;
      }
    },
    [client],
  );

  return { enabled, marks: current, save };
}
