import { describe, expect, test } from 'vitest';
import { applyQueryChanges } from './use-query-update';

describe('applyQueryChanges', () => {
  test('sets, replaces and removes keys and resets the offset', () => {
    const next = applyQueryChanges(
      new URLSearchParams('sortBy=title&offset=50&mediaType=4'),
      { sortBy: 'charCount', mediaType: undefined, sortOrder: '1' },
      true,
    );
    expect(next.toString()).toBe('sortBy=charCount&sortOrder=1');
  });

  test('keeps the offset when asked and treats an empty value as removal', () => {
    const next = applyQueryChanges(
      new URLSearchParams('offset=50&titleFilter=neko'),
      { titleFilter: '', view: '2' },
      false,
    );
    expect(next.toString()).toBe('offset=50&view=2');
  });

  test('a second change built on the first keeps both (sort, then order)', () => {
    const first = applyQueryChanges(new URLSearchParams(''), { sortBy: 'charCount' }, true);
    const second = applyQueryChanges(first, { sortOrder: '1' }, true);
    expect(second.get('sortBy')).toBe('charCount');
    expect(second.get('sortOrder')).toBe('1');
  });
});
