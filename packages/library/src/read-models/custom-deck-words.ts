/** A pasted text's words as sent back by the browser, packed as a deck's words are. Pure. */
import type { CustomDeckWord } from '@goi/contracts';
import { formKey } from '@goi/db';
import type { PackedDeckWords } from '../coverage/deck-coverage';

/** In the order sent (first appearance); a form sent twice counts once, occurrences added. */
export function packCustomDeckWords(words: readonly CustomDeckWord[]): PackedDeckWords {
  const indexOf = new Map<number, number>();
  const keys: number[] = [];
  const occurrences: number[] = [];
  let totalOccurrences = 0;
  for (const [wordId, readingIndex, count] of words) {
    const key = formKey(wordId, readingIndex);
    totalOccurrences += count;
    const index = indexOf.get(key);
    if (index === undefined) {
      indexOf.set(key, keys.length);
      keys.push(key);
      occurrences.push(count);
    } else occurrences[index]! += count;
  }
  return {
    keys: Uint32Array.from(keys),
    occurrences: Uint32Array.from(occurrences),
    totalOccurrences,
  };
}
