/**
 * `{id}/vocabulary` (reference §1.2): 100 words per page in first-appearance, global-rank or
 * deck-frequency order, each with its furigana, other forms, readable parts of speech,
 * definitions, occurrences and pitch accents.
 *
 * Nothing of a page is asked of the database but the content version (and, the first time, the
 * deck): the deck's words come from the cached deck words (the coverage service's, in
 * first-appearance order), are ordered in memory (`deckWordOrder`) with the form rank table, and
 * each word is copied from its template in the word cache (routes/vocabulary/word-json-cache.ts,
 * built through the same `toWordDto`) with the ranks and occurrences filled in. The page is
 * written as UTF-8 JSON (`DeckVocabularyPage`) into one buffer: no WordDto objects, no zod pass
 * over 100 words, no `JSON.stringify` of them and no encoding of the text for the socket. The
 * tests check every answer against `deckVocabularyPageSchema` (http/json-text.ts).
 */
import { DECK_VOCABULARY_PAGE_SIZE, type VocabularySortBy } from '@goi/contracts';
import { READING_INDEX_LIMIT, dictionaryDigestOfVersion, wordIdOfFormKey } from '@goi/db';
import { deckWordOrder, type PackedDeckWords } from '@goi/library';
import type { AppDeps } from '../../deps';
import { readCacheOf } from '../../read-cache/read-cache';
import { JsonBytes, writeWord, type WordForms } from '../vocabulary/word-json-cache';
import { deckDtosOf } from './deck-dto';
import type { FormRankTable } from '../vocabulary/form-rank-table';
import { coverageServiceOf } from './known-words';

/** The page as UTF-8 JSON; undefined when the deck does not exist. */
export async function deckVocabularyJson(
  deps: AppDeps,
  deckId: number,
  query: { sortBy: VocabularySortBy; sortOrder: 0 | 1; offset: number },
): Promise<Buffer | undefined> {
  const cache = readCacheOf(deps);
  const version = await cache.version();
  const [deck] = await deckDtosOf(deps, version, [deckId]);
  if (!deck) return undefined;
  const [parent, cachedWords, ranks] = await Promise.all([
    deck.parentDeckId === null ? [] : deckDtosOf(deps, version, [deck.parentDeckId]),
    // Under one content version a deck's words cannot change: skip the deck cache's check.
    cache.memo(version, `deck-words:${deckId}`, async () =>
      (await coverageServiceOf(deps).deckWords(deps.db, [deckId])).get(deckId),
    ),
    cache.formRanks(version),
  ]);
  const words = cachedWords ?? NO_WORDS;
  const order = orderOf(words, query.sortBy, query.sortOrder, ranks);
  const shown = order.subarray(query.offset, query.offset + DECK_VOCABULARY_PAGE_SIZE);
  const { keys, occurrences } = words;
  const forms: WordForms[] = [];
  for (const i of shown) {
    const key = keys[i]!;
    forms.push({ wordId: wordIdOfFormKey(key), readingIndex: key % READING_INDEX_LIMIT });
  }
  const templates = await cache.words.get(
    deps.db,
    forms,
    version === undefined ? undefined : dictionaryDigestOfVersion(version),
  );
  const out = new JsonBytes();
  out
    .latin1('{"data":{"parentDeck":')
    .utf8(parent[0] ? JSON.stringify(parent[0]) : 'null')
    .latin1(',"deck":')
    .utf8(JSON.stringify(deck))
    .latin1(',"words":[');
  let first = true;
  for (const i of shown) {
    const template = templates.get(keys[i]!);
    // A word whose entry left the dictionary is skipped rather than failing the whole page.
    if (!template) continue;
    if (!first) out.latin1(',');
    first = false;
    writeWord(out, template, ranks, occurrences[i]!);
  }
  out.latin1(
    `]},"totalItems":${order.length},"pageSize":${DECK_VOCABULARY_PAGE_SIZE},"currentOffset":${query.offset}}`,
  );
  return out.toBuffer();
}

/**
 * Each deck's frequency orders, computed once (~80 µs for 2,000 words) and kept as long as its
 * cached words are (a deck reloaded after a write is a new object); the globalFreq ones as long
 * as the rank table they were sorted with. At most 8 bytes a word for the four orders.
 */
const ordersOf = new WeakMap<
  PackedDeckWords,
  { ranks: FormRankTable; orders: Map<string, Uint16Array | Uint32Array> }
>();

function orderOf(
  words: PackedDeckWords,
  sortBy: VocabularySortBy,
  sortOrder: 0 | 1,
  ranks: FormRankTable,
): Uint16Array | Uint32Array {
  const rankOf = (key: number) => ranks.rank(key);
  if (sortBy === 'chrono') return deckWordOrder(words, sortBy, sortOrder, rankOf);
  let kept = ordersOf.get(words);
  if (!kept) ordersOf.set(words, (kept = { ranks, orders: new Map() }));
  if (kept.ranks !== ranks) {
    for (const key of kept.orders.keys()) if (key.startsWith('globalFreq')) kept.orders.delete(key);
    kept.ranks = ranks;
  }
  const key = `${sortBy}${sortOrder}`;
  let order = kept.orders.get(key);
  if (!order) kept.orders.set(key, (order = deckWordOrder(words, sortBy, sortOrder, rankOf)));
  return order;
}

const NO_WORDS: PackedDeckWords = {
  keys: new Uint32Array(0),
  occurrences: new Uint32Array(0),
  totalOccurrences: 0,
};
