/**
 * `{id}/vocabulary` (reference §1.2): 100 words per page in first-appearance, global-rank or
 * deck-frequency order, each with its furigana, other forms, readable parts of speech,
 * definitions, occurrences and pitch accents.
 *
 * The page is answered as UTF-8 JSON (`DeckVocabularyPage`) written into one buffer: each word
 * is copied from its template in the word cache (routes/vocabulary/word-json-cache.ts, built
 * through the same `toWordDto`) with this request's ranks and occurrences filled in, so a page
 * costs no WordDto objects, no zod pass over 100 words, no `JSON.stringify` of them and no
 * encoding of the text for the socket. The tests check every answer against
 * `deckVocabularyPageSchema` (http/json-text.ts).
 */
import { DECK_VOCABULARY_PAGE_SIZE, type VocabularySortBy } from '@goi/contracts';
import {
  READING_INDEX_LIMIT,
  dictionaryDigestOfVersion,
  formKey,
  getFormFrequencies,
  listDeckWords,
  wordIdOfFormKey,
} from '@goi/db';
import type { AppDeps } from '../../deps';
import { readCacheOf } from '../../read-cache/read-cache';
import { JsonBytes, writeWord } from '../vocabulary/word-json-cache';
import { deckDtosOf } from './deck-dto';

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
  const [parent, page] = await Promise.all([
    deck.parentDeckId === null ? [] : deckDtosOf(deps, version, [deck.parentDeckId]),
    listDeckWords(deps.db, deckId, { ...query, limit: DECK_VOCABULARY_PAGE_SIZE }),
  ]);
  const templates = await cache.words.get(
    deps.db,
    page.words,
    version === undefined ? undefined : dictionaryDigestOfVersion(version),
  );
  const forms: { wordId: number; readingIndex: number }[] = [];
  for (const template of templates.values())
    for (const key of template.formKeys)
      forms.push({ wordId: wordIdOfFormKey(key), readingIndex: key % READING_INDEX_LIMIT });
  const ranks = await getFormFrequencies(deps.db, forms);
  const out = new JsonBytes();
  out
    .latin1('{"data":{"parentDeck":')
    .utf8(parent[0] ? JSON.stringify(parent[0]) : 'null')
    .latin1(',"deck":')
    .utf8(JSON.stringify(deck))
    .latin1(',"words":[');
  let first = true;
  for (const word of page.words) {
    const template = templates.get(formKey(word.wordId, word.readingIndex));
    // A word whose entry left the dictionary is skipped rather than failing the whole page.
    if (!template) continue;
    if (!first) out.latin1(',');
    first = false;
    writeWord(out, template, ranks, word.occurrences);
  }
  out.latin1(
    `]},"totalItems":${page.total},"pageSize":${DECK_VOCABULARY_PAGE_SIZE},"currentOffset":${query.offset}}`,
  );
  return out.toBuffer();
}
