import { WordKnowledgeState } from '@goi/contracts/values';
import { describe, expect, it } from 'vitest';
import { wordRowKeyAction } from './word-state-keys';

const key = (
  value: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => ({
  key: value,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('wordRowKeyAction', () => {
  it('maps 1–4 and u/y/k/s to the four states in the spec order', () => {
    expect(['1', '2', '3', '4'].map((value) => wordRowKeyAction(key(value)))).toEqual([
      { kind: 'state', state: WordKnowledgeState.Unknown },
      { kind: 'state', state: WordKnowledgeState.Young },
      { kind: 'state', state: WordKnowledgeState.Mature },
      { kind: 'state', state: WordKnowledgeState.Suspended },
    ]);
    expect(['u', 'y', 'K', 's'].map((value) => wordRowKeyAction(key(value))?.kind)).toEqual([
      'state',
      'state',
      'state',
      'state',
    ]);
    expect(wordRowKeyAction(key('k'))).toEqual({ kind: 'state', state: WordKnowledgeState.Mature });
  });

  it('moves with the arrows and leaves other and modified keys alone', () => {
    expect(wordRowKeyAction(key('ArrowDown'))).toEqual({ kind: 'move', by: 1 });
    expect(wordRowKeyAction(key('ArrowUp'))).toEqual({ kind: 'move', by: -1 });
    for (const other of ['5', '0', 'a', 'Enter', ' ', 'Tab'])
      expect(wordRowKeyAction(key(other))).toBeUndefined();
    expect(wordRowKeyAction(key('1', { ctrlKey: true }))).toBeUndefined();
    expect(wordRowKeyAction(key('k', { metaKey: true }))).toBeUndefined();
    expect(wordRowKeyAction(key('s', { altKey: true }))).toBeUndefined();
  });
});
