/** `{id}/detail`: the deck, its parent, and 25 of its sub-decks per page in deck order. */
import { SUB_DECKS_PAGE_SIZE, type DeckDetailDto, type Paginated } from '@goi/contracts';
import { listSubDeckIds } from '@goi/db';
import type { DeckCoverage, KnownWordSet } from '@goi/library';
import type { AppDeps } from '../../deps';
import { loadDeckDtos } from './deck-dto';
import { coverageServiceOf } from './known-words';

/** Undefined when the deck does not exist. */
export async function deckDetail(
  deps: AppDeps,
  deckId: number,
  offset: number,
  known: KnownWordSet | undefined,
): Promise<Paginated<DeckDetailDto> | undefined> {
  const [main] = await loadDeckDtos(deps.db, [deckId]);
  if (!main) return undefined;
  const subDecks = await listSubDeckIds(deps.db, deckId, offset, SUB_DECKS_PAGE_SIZE);
  const ids = [
    ...(main.parentDeckId === null ? [] : [main.parentDeckId]),
    deckId,
    ...subDecks.deckIds,
  ];
  const coverage: Map<number, DeckCoverage> = known
    ? await coverageServiceOf(deps).coverageForDecks(deps.db, ids, known)
    : new Map<number, DeckCoverage>();
  const decks = await loadDeckDtos(deps.db, ids, (id) => ({ coverage: coverage.get(id) }));
  const byId = new Map(decks.map((deck) => [deck.deckId, deck]));
  return {
    data: {
      parentDeck: main.parentDeckId === null ? null : (byId.get(main.parentDeckId) ?? null),
      mainDeck: byId.get(deckId) ?? main,
      subDecks: subDecks.deckIds.flatMap((id) => byId.get(id) ?? []),
    },
    totalItems: subDecks.total,
    pageSize: SUB_DECKS_PAGE_SIZE,
    currentOffset: offset,
  };
}
