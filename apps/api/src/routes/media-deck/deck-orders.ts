/**
 * Each deck's vocabulary orders (reference §1.2), sorted in memory once and kept with the deck's
 * cached words (`deckWordOrder`: ~100 µs by frequency, ~300 µs by global rank for 2,000 words).
 * They are kept by the words' `keys` array, which any copy of a deck's words object shares and a
 * deck reloaded after a write does not: they live as long as the deck's words do. The globalFreq
 * ones are sorted again for another rank table (by its id, so no old table is kept alive). The
 * start-up warm sorts every top-level deck (`prepareDeckOrders`), so no reader waits for a first
 * sort: 2 bytes a word for each of the four orders (~80 MB for 10M deck words). First
 * appearance needs no order.
 */
import type { VocabularySortBy } from '@goi/contracts';
import { deckWordOrder, type PackedDeckWords } from '@goi/library';
import type { FormRankTable } from '../vocabulary/form-rank-table';

type Order = Uint16Array | Uint32Array;

const ordersOf = new WeakMap<Uint32Array, { ranksId: number; orders: Map<string, Order> }>();

const SORTED: readonly [Exclude<VocabularySortBy, 'chrono'>, 0 | 1][] = [
  ['globalFreq', 0],
  ['globalFreq', 1],
  ['deckFreq', 0],
  ['deckFreq', 1],
];

/**
 * Indexes into `words.keys` of the words at `offset ..< offset + count` of the order (fewer at
 * the end of the deck).
 */
export function deckPageIndexes(
  words: PackedDeckWords,
  sortBy: VocabularySortBy,
  sortOrder: 0 | 1,
  ranks: FormRankTable,
  offset: number,
  count: number,
): ArrayLike<number> {
  const total = words.keys.length;
  const end = Math.min(total, offset + count);
  if (sortBy === 'chrono') {
    const indexes = new Uint32Array(Math.max(0, end - offset));
    for (let i = 0; i < indexes.length; i++)
      indexes[i] = sortOrder === 0 ? offset + i : total - 1 - offset - i;
    return indexes;
  }
  return orderOf(words, sortBy, sortOrder, ranks).subarray(offset, end);
}

/** Sorts the deck's words in every order not kept yet (the start-up warm). */
export function prepareDeckOrders(words: PackedDeckWords, ranks: FormRankTable): void {
  for (const [sortBy, sortOrder] of SORTED) orderOf(words, sortBy, sortOrder, ranks);
}

function orderOf(
  words: PackedDeckWords,
  sortBy: Exclude<VocabularySortBy, 'chrono'>,
  sortOrder: 0 | 1,
  ranks: FormRankTable,
): Order {
  let kept = ordersOf.get(words.keys);
  if (!kept) ordersOf.set(words.keys, (kept = { ranksId: ranks.id, orders: new Map() }));
  if (kept.ranksId !== ranks.id) {
    for (const key of kept.orders.keys()) if (key.startsWith('globalFreq')) kept.orders.delete(key);
    kept.ranksId = ranks.id;
  }
  const key = `${sortBy}${sortOrder}`;
  let order = kept.orders.get(key);
  if (!order) {
    const rankOf = (formKey: number) => ranks.rank(formKey);
    kept.orders.set(key, (order = deckWordOrder(words, sortBy, sortOrder, rankOf)));
  }
  return order;
}
