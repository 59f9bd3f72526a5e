/** Study days are UTC days: daily limits reset and statistics group at 00:00 UTC. */
const DAY_MS = 86_400_000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `count` consecutive YYYY-MM-DD days starting at `first`. */
export function utcDays(first: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    addDays(first, index).toISOString().slice(0, 10),
  );
}
