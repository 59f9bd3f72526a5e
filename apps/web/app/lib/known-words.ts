/**
 * A visitor's known words, kept in local storage as a JSON array of JMdict entry ids (the
 * reference's `jiten-known-word-ids`): knowing 食べる means knowing the entry, whichever form.
 * Unreadable data is logged and treated as an empty list, never thrown at the reader (spec §8).
 */
export const KNOWN_WORDS_STORAGE_KEY = 'goi-known-word-ids';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readKnownWordIds(storage: Storage | undefined): number[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(KNOWN_WORDS_STORAGE_KEY);
  } catch (error) {
    console.error('Could not read the known words from local storage', error);
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error(`expected a JSON array, got ${typeof parsed}`);
    const ids = parsed.filter(
      (value): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0,
    );
    if (ids.length !== parsed.length) {
      console.error(
        `Ignored ${parsed.length - ids.length} known word ids that are not positive integers`,
      );
    }
    return [...new Set(ids)];
  } catch (error) {
    console.error(`Unreadable known word ids in local storage (${KNOWN_WORDS_STORAGE_KEY})`, error);
    return [];
  }
}

export function writeKnownWordIds(storage: Storage | undefined, ids: Iterable<number>): void {
  if (!storage) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  storage.setItem(KNOWN_WORDS_STORAGE_KEY, JSON.stringify(sorted));
}

/** Adds or removes one entry id and returns the new list. */
export function toggleKnownWordId(
  ids: readonly number[],
  wordId: number,
  known: boolean,
): number[] {
  const set = new Set(ids);
  if (known) set.add(wordId);
  else set.delete(wordId);
  return [...set].sort((a, b) => a - b);
}
