/**
 * The order of a deck's vocabulary page (reference §1.2), computed in memory from the deck's
 * cached words (coverage/deck-word-cache.ts keeps them in first-appearance order) instead of
 * sorting the deck's rows in SQL on every request. Pure: the ranks come in as a function.
 *
 * - `chrono`: first appearance; descending is the reverse.
 * - `deckFreq`: inverted on purpose as in the reference: ascending (0) is the most used word
 *   first, descending (1) the least used first.
 * - `globalFreq`: the form's global rank, ascending = most common first; forms without a rank
 *   go last in both directions.
 *
 * Ties keep first-appearance order in every direction.
 */
import type { VocabularySortBy } from '@goi/contracts';
import type { PackedDeckWords } from '../coverage/deck-coverage';

/** Sort keys are `primary × 2²² + index`: exact in a double while primary < 2³¹. */
const INDEX_SPAN = 2 ** 22;
const LAST = 2 ** 31 - 1;

/**
 * Indexes into `words.keys` in the page order, 16-bit when the deck has at most 65,536 words
 * (orders are kept per deck: half the memory). `rankOf` gives a form's global rank (undefined:
 * unranked); only `globalFreq` asks it.
 */
export function deckWordOrder(
  words: Pick<PackedDeckWords, 'keys' | 'occurrences'>,
  sortBy: VocabularySortBy,
  sortOrder: 0 | 1,
  rankOf: (formKey: number) => number | undefined,
): Uint16Array | Uint32Array {
  const count = words.keys.length;
  const order = count <= 2 ** 16 ? new Uint16Array(count) : new Uint32Array(count);
  if (sortBy === 'chrono') {
    for (let i = 0; i < count; i++) order[i] = sortOrder === 0 ? i : count - 1 - i;
    return order;
  }
  const primary =
    sortBy === 'deckFreq' ? deckFrequencyKey(words, sortOrder) : rankKey(words, sortOrder, rankOf);
  if (count > INDEX_SPAN) {
    // Beyond any real deck (a deck has at most one row per dictionary form): compare directly.
    for (let i = 0; i < count; i++) order[i] = i;
    return order.sort((a, b) => primary(a) - primary(b) || a - b);
  }
  // One numeric sort of packed keys (native, no comparator calls): ~80 µs for 2,000 words.
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) packed[i] = primary(i) * INDEX_SPAN + i;
  packed.sort();
  for (let i = 0; i < count; i++) order[i] = packed[i]! % INDEX_SPAN;
  return order;
}

function deckFrequencyKey(
  words: Pick<PackedDeckWords, 'occurrences'>,
  sortOrder: 0 | 1,
): (index: number) => number {
  const { occurrences } = words;
  return sortOrder === 0
    ? (i) => LAST - Math.min(occurrences[i]!, LAST)
    : (i) => Math.min(occurrences[i]!, LAST);
}

function rankKey(
  words: Pick<PackedDeckWords, 'keys'>,
  sortOrder: 0 | 1,
  rankOf: (formKey: number) => number | undefined,
): (index: number) => number {
  const { keys } = words;
  return (i) => {
    const rank = rankOf(keys[i]!);
    if (rank === undefined) return LAST;
    const bounded = Math.min(Math.max(rank, 0), LAST - 1);
    return sortOrder === 0 ? bounded : LAST - 1 - bounded;
  };
}
