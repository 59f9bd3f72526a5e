/**
 * "Mark the N most frequent words of this deck Mature" (issue 20): one call to
 * `PUT /api/user/media-deck/{deckId}/word-states` in the list's order. Accounts only (a visitor's
 * local known words have no deck-wide call); Suspended words keep their state on the server.
 */
import { WordKnowledgeState, wordKnowledgeStateLabels } from '@goi/contracts/values';
import type { VocabularySortBy } from '@goi/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../auth/auth-context';
import { useKnownWords } from '../lib/known-words-context';
import { toasts } from '../shell/toast-store';

/** What "the first N" are in each order (the server always takes them from the top). */
const countLabels: Record<VocabularySortBy, string> = {
  deckFreq: 'Most used words in this deck',
  globalFreq: 'Most common words (global rank)',
  chrono: 'First words to appear',
};

export function DeckWordStatesForm({
  deckId,
  order,
  uniqueWords,
}: {
  deckId: number;
  /** The list's sort: the N words are taken from its top (ascending). */
  order: VocabularySortBy;
  uniqueWords: number;
}) {
  const { client } = useAuth();
  const { source, reload } = useKnownWords();
  const ids = { count: useId(), state: useId() };
  const [count, setCount] = useState(Math.min(500, uniqueWords));
  const [state, setState] = useState<WordKnowledgeState>(WordKnowledgeState.Mature);
  const [busy, setBusy] = useState(false);
  // Not keyed on `client`: it exists in the browser only, and the server render must match.
  if (source !== 'account' || uniqueWords === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!client) return;
    setBusy(true);
    try {
      const response = await client.apiFetch(`/user/media-deck/${deckId}/word-states`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, count, order }),
      });
      if (!response.ok) throw new Error(`The server answered ${response.status}`);
      const { words, changed } = (await response.json()) as { words: number; changed: number };
      toasts.add({
        severity: 'success',
        summary: `${words.toLocaleString('en-US')} words set to ${wordKnowledgeStateLabels[state]}`,
        detail: `${changed.toLocaleString('en-US')} forms changed.`,
        life: 5000,
      });
      reload();
    } catch (error) {
      toasts.add({
        severity: 'error',
        summary: 'Could not change the words',
        detail: `${(error as Error).message}. Please try again.`,
        life: 6000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Set the state of the deck's first words"
      className="flex flex-wrap items-end gap-2 rounded border border-gray-300 p-2 text-sm dark:border-gray-700"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.count}>{countLabels[order]}</label>
        <input
          id={ids.count}
          type="number"
          min={1}
          max={uniqueWords}
          step={1}
          required
          value={count}
          onChange={(event) => setCount(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
          className="w-28 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.state}>State</label>
        <select
          id={ids.state}
          value={state}
          onChange={(event) => setState(Number(event.target.value) as WordKnowledgeState)}
          className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
        >
          {([0, 1, 2, 3] as const).map((value) => (
            <option key={value} value={value}>
              {wordKnowledgeStateLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-purple-700 px-3 py-1 text-white hover:bg-purple-800 disabled:opacity-60"
      >
        {busy ? 'Saving…' : 'Apply'}
      </button>
    </form>
  );
}
