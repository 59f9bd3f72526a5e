/**
 * Changes to the page's query string that never lose each other: two changes made before the
 * first navigation finished (sort, then order) both land. `useSearchParams` alone builds the
 * second change on the URL of the last render, which still lacks the first.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type QueryChanges = Record<string, string | undefined>;

/** The next query: `changes` applied to `current` (empty or undefined removes a key). */
export function applyQueryChanges(
  current: URLSearchParams,
  changes: QueryChanges,
  resetOffset: boolean,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (resetOffset) next.delete('offset');
  return next;
}

export function useQueryUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  // Once the URL has caught up with the last change, it is the base again (an earlier navigation
  // finishing in between does not count: it still lacks the later changes).
  useEffect(() => {
    if (pending.current?.toString() === searchParams.toString()) pending.current = null;
  }, [searchParams]);
  return (changes: QueryChanges, resetOffset = true) => {
    const next = applyQueryChanges(pending.current ?? searchParams, changes, resetOffset);
    pending.current = next;
    void setSearchParams(next, { preventScrollReset: true });
  };
}
