/**
 * `{id}/vocabulary` (reference §1.2): 100 words per page in first-appearance, global-rank or
 * deck-frequency order, each with its furigana, other forms, readable parts of speech,
 * definitions, occurrences and pitch accents.
 *
 * Nothing of a page is asked of the database but the content version (and, the first time, the
 * deck): the deck's words come from the cached deck words (the coverage service's, in
 * first-appearance order), their order from the deck's kept orders (deck-orders.ts), and each
 * word is copied from its template in the word cache (routes/vocabulary/word-json-cache.ts,
 * built through the same `toWordDto`, with the rank table's fields written in) around its
 * occurrences. The page is written as UTF-8 JSON (`DeckVocabularyPage`) into one buffer: no
 * WordDto objects, no zod pass over 100 words, no `JSON.stringify` of them and no encoding of the
 * text for the socket; its size is added up first, so it is written into the buffer it is sent
 * in. The tests check every answer against `deckVocabularyPageSchema`
 * (http/json-text.ts).
 */
import { DECK_VOCABULARY_PAGE_SIZE, type VocabularySortBy } from '@goi/contracts';
import { dictionaryDigestOfVersion } from '@goi/db';
import type { PackedDeckWords } from '@goi/library';
import type { AppDeps } from '../../deps';
import { readCacheOf } from '../../read-cache/read-cache';
import type { FormRankTable } from '../vocabulary/form-rank-table';
import { JsonBytes } from '../../http/json-bytes';
import { checkInTests } from '../../http/json-text';
import { wordJsonLength, writeWord } from '../vocabulary/word-json-cache';
import { deckDtosOf } from './deck-dto';
import { deckPageIndexes, prepareDeckOrders } from './deck-orders';
import { coverageServiceOf } from './known-words';

/**
 * The page as UTF-8 JSON; undefined when the deck does not exist. `request` (when given) is the
 * HTTP request, whose content version its hooks may have read already.
 */
export async function deckVocabularyJson(
  deps: AppDeps,
  deckId: number,
  query: { sortBy: VocabularySortBy; sortOrder: 0 | 1; offset: number },
  request?: object,
): Promise<Buffer | undefined> {
  const cache = readCacheOf(deps);
  const version = await cache.version(request);
  const head = await cache.memo(version, `vocabulary-head:${deckId}`, () =>
    pageHead(deps, version, deckId),
  );
  if (!head) return undefined;
  const [cachedWords, ranks] = await Promise.all([
    cache.memoDeckWords(version, deckId, async () =>
      (await coverageServiceOf(deps).deckWords(deps.db, [deckId])).get(deckId),
    ),
    cache.formRanks(version),
  ]);
  const words = cachedWords ?? NO_WORDS;
  const { keys, occurrences } = words;
  const shown = deckPageIndexes(
    words,
    query.sortBy,
    query.sortOrder,
    ranks,
    query.offset,
    DECK_VOCABULARY_PAGE_SIZE,
  );
  const shownKeys = new Uint32Array(shown.length);
  for (let i = 0; i < shown.length; i++) shownKeys[i] = keys[shown[i]!]!;
  const templates = await cache.words.ofKeys(deps.db, shownKeys, {
    digest: version === undefined ? undefined : dictionaryDigestOfVersion(version),
    ranks,
  });
  const tail = `]},"totalItems":${keys.length},"pageSize":${DECK_VOCABULARY_PAGE_SIZE},"currentOffset":${query.offset}}`;
  // The page's size first, so that it is written into a buffer of its own at once.
  let length = head.length + tail.length;
  let shownWords = 0;
  for (let i = 0; i < shown.length; i++) {
    const template = templates[i];
    // A word whose entry left the dictionary is skipped rather than failing the whole page.
    if (!template) continue;
    length += wordJsonLength(template, ranks, occurrences[shown[i]!]!);
    shownWords++;
  }
  if (shownWords > 1) length += shownWords - 1;
  const out = new JsonBytes(length);
  out.bytes(head);
  let first = true;
  for (let i = 0; i < shown.length; i++) {
    const template = templates[i];
    if (!template) continue;
    if (!first) out.byte(COMMA);
    first = false;
    writeWord(out, template, ranks, occurrences[shown[i]!]!);
  }
  out.latin1(tail);
  // The sum above must match, or the page is copied once more (and the tests say so).
  if (checkInTests && out.length !== length)
    throw new Error(`vocabulary page: ${out.length} bytes written, ${length} expected`);
  return out.toBuffer();
}

/**
 * Readies the pages of these decks (the start-up warm): their words under this version, their
 * four orders sorted, and the head of their pages, so that a first reader pays for none of it.
 */
export async function prepareDeckVocabulary(
  deps: AppDeps,
  version: string | undefined,
  words: ReadonlyMap<number, PackedDeckWords>,
  ranks: FormRankTable,
): Promise<void> {
  let sorted = 0;
  for (const deckWords of words.values()) {
    prepareDeckOrders(deckWords, ranks);
    // ~1 ms a deck: let requests in between (a step holds 100 decks).
    if (++sorted % DECKS_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  // With the read cache off nothing under a version is kept.
  if (version === undefined) return;
  const cache = readCacheOf(deps);
  await deckDtosOf(deps, version, [...words.keys()]);
  for (const [deckId, deckWords] of words) {
    await cache.memoDeckWords(version, deckId, () => Promise.resolve(deckWords));
    await cache.memo(version, `vocabulary-head:${deckId}`, () => pageHead(deps, version, deckId));
  }
}

/** `{"data":{"parentDeck":…,"deck":…,"words":[` for the deck; undefined when it does not exist. */
async function pageHead(
  deps: AppDeps,
  version: string | undefined,
  deckId: number,
): Promise<Uint8Array | undefined> {
  const [deck] = await deckDtosOf(deps, version, [deckId]);
  if (!deck) return undefined;
  const [parent] =
    deck.parentDeckId === null ? [] : await deckDtosOf(deps, version, [deck.parentDeckId]);
  return new TextEncoder().encode(
    `{"data":{"parentDeck":${parent ? JSON.stringify(parent) : 'null'},"deck":${JSON.stringify(deck)},"words":[`,
  );
}

const COMMA = 0x2c;
const DECKS_PER_YIELD = 5;

const NO_WORDS: PackedDeckWords = {
  keys: new Uint32Array(0),
  occurrences: new Uint32Array(0),
  totalOccurrences: 0,
};
