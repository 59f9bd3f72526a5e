/**
 * `{id}/vocabulary` (reference §1.2): 100 words per page in first-appearance, global-rank or
 * deck-frequency order, each with its furigana, other forms, readable parts of speech,
 * definitions, occurrences and pitch accents.
 */
import {
  DECK_VOCABULARY_PAGE_SIZE,
  type DeckVocabularyPage,
  type VocabularySortBy,
} from '@goi/contracts';
import { getFormFrequencies, listDeckWords } from '@goi/db';
import type { AppDeps } from '../../deps';
import { wordDetailsCacheOf } from '../vocabulary/word-details-cache';
import { formsOf, toWordDto } from '../vocabulary/word-dto';
import { readCacheOf } from '../../read-cache/read-cache';
import { deckDtosOf } from './deck-dto';

/** Undefined when the deck does not exist. */
export async function deckVocabulary(
  deps: AppDeps,
  deckId: number,
  query: { sortBy: VocabularySortBy; sortOrder: 0 | 1; offset: number },
): Promise<DeckVocabularyPage | undefined> {
  const version = await readCacheOf(deps).version();
  const [deck] = await deckDtosOf(deps, version, [deckId]);
  if (!deck) return undefined;
  const [parent, page] = await Promise.all([
    deck.parentDeckId === null ? [] : deckDtosOf(deps, version, [deck.parentDeckId]),
    listDeckWords(deps.db, deckId, { ...query, limit: DECK_VOCABULARY_PAGE_SIZE }),
  ]);
  const details = await wordDetailsCacheOf(deps.db).get(
    deps.db,
    page.words.map((word) => word.wordId),
  );
  const ranks = await getFormFrequencies(deps.db, formsOf(details));
  const byId = new Map(details.map((entry) => [entry.wordId, entry]));
  const words = page.words.flatMap((word) => {
    const entry = byId.get(word.wordId);
    // A word whose entry left the dictionary is skipped rather than failing the whole page.
    const dto =
      entry &&
      toWordDto({
        details: entry,
        readingIndex: word.readingIndex,
        ranks,
        view: 'deck-list',
        occurrences: word.occurrences,
      });
    return dto ? [dto] : [];
  });
  return {
    data: { parentDeck: parent[0] ?? null, deck, words },
    totalItems: page.total,
    pageSize: DECK_VOCABULARY_PAGE_SIZE,
    currentOffset: query.offset,
  };
}
