/** How long until a card is due, as the answer buttons and the empty state say it ("10m", "3d"). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatInterval(dueIso: string, now: number): string {
  const span = Math.max(0, new Date(dueIso).getTime() - now);
  if (span < HOUR) return `${Math.max(1, Math.round(span / MINUTE))}m`;
  if (span < DAY) return `${Math.round(span / HOUR)}h`;
  const days = span / DAY;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${(days / 30).toFixed(1).replace(/\.0$/, '')}mo`;
  return `${(days / 365).toFixed(1).replace(/\.0$/, '')}y`;
}

/** The rating names, in key order 1–4. */
export const RATINGS = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;

/** What a key press means on the study page, or undefined; `revealed` gates the ratings. */
export function studyKeyAction(
  key: string,
  revealed: boolean,
): { kind: 'reveal' } | { kind: 'rate'; rating: 1 | 2 | 3 | 4 } | { kind: 'undo' } | undefined {
  if (key === 'u' || key === 'U') return { kind: 'undo' };
  if (!revealed) return key === ' ' || key === 'Enter' ? { kind: 'reveal' } : undefined;
  if (key === '1' || key === '2' || key === '3' || key === '4')
    return { kind: 'rate', rating: Number(key) as 1 | 2 | 3 | 4 };
  if (key === ' ') return { kind: 'rate', rating: 3 };
  return undefined;
}
