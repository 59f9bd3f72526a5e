/**
 * "Study this deck" on a media deck's page (signed in): makes a study deck of the deck's words the
 * user does not know yet, in the chosen order, then offers to start studying. The button sits in
 * the page's row of actions and the panel below that row, not inside it: a panel in the row
 * stretched every button to its height and the button to its width.
 */
import { useState } from 'react';
import { AppLink } from '../shell/app-link';
import { useStudyApi } from './use-study-api';
import { OutcomeMessage } from '../components/outcome-message';

const orders = [
  { value: 'chronological', label: 'in order of appearance' },
  { value: 'deck-frequency', label: 'most frequent in this deck first' },
  { value: 'global-frequency', label: 'most frequent overall first' },
] as const;

/** The toggle of the panel; `panelId` is the `id` given to its `StudyDeckPanel`. */
export function StudyDeckButton({
  open,
  onToggle,
  panelId,
}: {
  open: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      className="rounded border border-purple-700 px-3 py-1 text-purple-700 dark:text-purple-300"
    >
      Study this deck
    </button>
  );
}

/**
 * The order to study in and "Make study deck". Stays mounted while closed, so the chosen order
 * and the last answer are still there when it opens again.
 */
export function StudyDeckPanel({
  id,
  open,
  deckId,
  title,
}: {
  id: string;
  open: boolean;
  deckId: number;
  title: string;
}) {
  const api = useStudyApi();
  const [order, setOrder] = useState<(typeof orders)[number]['value']>('chronological');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function create() {
    if (!api) return;
    setBusy(true);
    try {
      const created = await api.createDeck({ source: 'media-deck', deckId, order });
      setResult({
        ok: true,
        text: `Added ${created.added} new card${created.added === 1 ? '' : 's'} to study${created.skipped > 0 ? ` (${created.skipped} known or already studied skipped)` : ''}.`,
      });
    } catch (problem) {
      setResult({ ok: false, text: problem instanceof Error ? problem.message : String(problem) });
    } finally {
      setBusy(false);
    }
  }

  if (!open) return null;
  return (
    <div
      id={id}
      className="flex max-w-md flex-col gap-2 rounded border border-gray-200 p-3 text-sm dark:border-gray-800"
    >
      <label className="flex flex-col gap-1">
        <span>
          Study the words of <span lang="ja">{title}</span> I don’t know yet,
        </span>
        <select
          value={order}
          onChange={(event) => setOrder(event.target.value as typeof order)}
          className="rounded border border-gray-400 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
        >
          {orders.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button
          type="button"
          disabled={busy || !api}
          onClick={() => void create()}
          className="rounded bg-purple-700 px-3 py-1 font-semibold text-white hover:bg-purple-800 disabled:opacity-60"
        >
          {busy ? 'Making…' : 'Make study deck'}
        </button>
      </div>
      {result && (
        <OutcomeMessage ok={result.ok}>
          {result.text}{' '}
          {result.ok && (
            <AppLink to="/study" className="font-semibold underline">
              Study now
            </AppLink>
          )}
        </OutcomeMessage>
      )}
    </div>
  );
}
