/**
 * Keyboard shortcuts of the vocabulary lists (docs/web.md): with a word row focused, 1–4 set
 * Unknown, Young, Mature, Suspended (the spec's enum order, §3), and the letters u, y, k (known),
 * s do the same; the arrow keys move between rows. Modified keys are left to the browser.
 */
import { WordKnowledgeState } from '@goi/contracts/values';

const stateKeys: Record<string, WordKnowledgeState> = {
  '1': WordKnowledgeState.Unknown,
  '2': WordKnowledgeState.Young,
  '3': WordKnowledgeState.Mature,
  '4': WordKnowledgeState.Suspended,
  u: WordKnowledgeState.Unknown,
  y: WordKnowledgeState.Young,
  k: WordKnowledgeState.Mature,
  s: WordKnowledgeState.Suspended,
};

export type WordRowKeyAction =
  { kind: 'state'; state: WordKnowledgeState } | { kind: 'move'; by: 1 | -1 };

export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a key pressed on a focused word row does; undefined: not a shortcut. */
export function wordRowKeyAction(event: KeyLike): WordRowKeyAction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (event.key === 'ArrowDown') return { kind: 'move', by: 1 };
  if (event.key === 'ArrowUp') return { kind: 'move', by: -1 };
  const state = stateKeys[event.key.toLowerCase()];
  return state === undefined ? undefined : { kind: 'state', state };
}

/** For `aria-keyshortcuts` on a row. */
export const WORD_ROW_KEY_SHORTCUTS = '1 2 3 4 U Y K S ArrowUp ArrowDown';
