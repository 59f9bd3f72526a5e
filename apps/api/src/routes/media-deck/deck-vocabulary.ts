/**
 * `{id}/vocabulary` (reference §1.2): 100 words per page in first-appearance, global-rank or
 * deck-frequency order, each with its furigana, other forms, readable parts of speech,
 * definitions, occurrences and pitch accents.
 *
 * The page is answered as JSON text (`DeckVocabularyPage`): each word comes from its template in
 * the word cache (routes/vocabulary/word-json-cache.ts, built through the same `toWordDto` and
 * zod schema) with this request's ranks and occurrences filled in, so a page costs no WordDto
 * objects, no zod pass over 100 words and no `JSON.stringify` of them. The route tests check
 * every answer against `deckVocabularyPageSchema`.
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
import { renderWord } from '../vocabulary/word-json-cache';
import { deckDtosOf } from './deck-dto';

/** The page as JSON text; undefined when the deck does not exist. */
export async function deckVocabularyJson(
  deps: AppDeps,
  deckId: number,
  query: { sortBy: VocabularySortBy; sortOrder: 0 | 1; offset: number },
): Promise<string | undefined> {
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
  const words: string[] = [];
  for (const word of page.words) {
    const template = templates.get(formKey(word.wordId, word.readingIndex));
    // A word whose entry left the dictionary is skipped rather than failing the whole page.
    if (template) words.push(renderWord(template, ranks, word.occurrences));
  }
  return (
    `{"data":{"parentDeck":${parent[0] ? JSON.stringify(parent[0]) : 'null'},` +
    `"deck":${JSON.stringify(deck)},"words":[${words.join(',')}]},` +
    `"totalItems":${page.total},"pageSize":${DECK_VOCABULARY_PAGE_SIZE},"currentOffset":${query.offset}}`
  );
}
