/** Pure helpers for the ordered lists of the admin forms (files, sub-decks, links, aliases). */

/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(target, 0, item);
  return copy;
}

let counter = 0;
/** A key that stays with a row while it moves (React keys must not be the index here). */
export function rowKey(): string {
  counter += 1;
  return `row-${counter}`;
}

/** "Kokoro vol 1.txt" → "Kokoro vol 1": a file's name seeds a title. */
export function titleFromFileName(name: string): string {
  const stem = name.replace(/\.[^./\\]{1,8}$/, '');
  return stem.replace(/[_]+/g, ' ').trim() || name;
}
