/**
 * A word form's knowledge state (issue 20): for an account, a segmented control of the spec's
 * four states (0 Unknown, 1 Young, 2 Mature, 3 Suspended) as toggle buttons in a named group;
 * for a visitor, the known toggle of before (local known words are Mature).
 */
import { WordKnowledgeState, wordKnowledgeStateLabels } from '@goi/contracts/values';
import { useState } from 'react';
import { useKnownWords, type WordForm } from '../lib/known-words-context';

const STATES = [
  WordKnowledgeState.Unknown,
  WordKnowledgeState.Young,
  WordKnowledgeState.Mature,
  WordKnowledgeState.Suspended,
] as const;

const pressedStyle: Record<WordKnowledgeState, string> = {
  0: 'bg-gray-700 text-white dark:bg-gray-300 dark:text-gray-900',
  1: 'bg-amber-700 text-white',
  2: 'bg-green-700 text-white',
  3: 'bg-slate-600 text-white',
};

export function WordStateControl({
  form,
  label,
  size = 'sm',
}: {
  form: WordForm;
  /** The word as written, for the group's accessible name ("State of 猫"). */
  label: string;
  size?: 'sm' | 'md';
}) {
  const { source, stateOf, setState } = useKnownWords();
  const [busy, setBusy] = useState(false);
  const state = stateOf(form);
  const text = size === 'sm' ? 'text-xs' : 'text-sm';
  const change = (next: WordKnowledgeState) => {
    if (busy || next === state) return;
    setBusy(true);
    void setState(form, next).finally(() => setBusy(false));
  };

  if (source === 'browser') {
    const known = state === WordKnowledgeState.Mature;
    return (
      <button
        type="button"
        aria-pressed={known}
        onClick={() => change(known ? WordKnowledgeState.Unknown : WordKnowledgeState.Mature)}
        className={`shrink-0 rounded border px-2 py-1 ${text} ${known ? 'border-green-600 bg-green-600 text-white' : 'border-gray-400'}`}
      >
        {known ? 'Known' : 'Mark known'}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`State of ${label}`}
      aria-busy={busy}
      className={`inline-flex shrink-0 flex-wrap overflow-hidden rounded border border-gray-400 ${text}`}
      data-testid="word-state"
    >
      {STATES.map((value) => {
        const pressed = value === state;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => change(value)}
            className={`min-h-8 px-2 py-1 not-first:border-l not-first:border-gray-400 ${pressed ? pressedStyle[value] : 'hover:bg-gray-100 dark:hover:bg-gray-800'}`}
          >
            {wordKnowledgeStateLabels[value]}
          </button>
        );
      })}
    </div>
  );
}
