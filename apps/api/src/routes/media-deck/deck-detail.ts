/** `{id}/detail`: the deck, its parent, and 25 of its sub-decks per page in deck order. */
import { SUB_DECKS_PAGE_SIZE, type DeckDetailDto, type Paginated } from '@goi/contracts';
import { listSubDeckIds } from '@goi/db';
import type { DeckCoverage, KnownWordSet } from '@goi/library';
import type { AppDeps } from '../../deps';
import { readCacheOf } from '../../read-cache/read-cache';
import { deckDtosOf } from './deck-dto';
import { readerCoverage } from './known-words';

/** Undefined when the deck does not exist. */
export async function deckDetail(
  deps: AppDeps,
  deckId: number,
  offset: number,
  known: KnownWordSet | undefined,
  request?: object,
): Promise<Paginated<DeckDetailDto> | undefined> {
  const version = await readCacheOf(deps).version(request);
  const [main] = await deckDtosOf(deps, version, [deckId]);
  if (!main) return undefined;
  const subDecks = await readCacheOf(deps).memo(version, `sub-decks:${deckId}:${offset}`, () =>
    listSubDeckIds(deps.db, deckId, offset, SUB_DECKS_PAGE_SIZE),
  );
  const ids = [
    ...(main.parentDeckId === null ? [] : [main.parentDeckId]),
    deckId,
    ...subDecks.deckIds,
  ];
  const coverage: Map<number, DeckCoverage> = known
    ? await readerCoverage(deps, version, known, ids)
    : new Map<number, DeckCoverage>();
  const decks = await deckDtosOf(deps, version, ids, (id) => ({ coverage: coverage.get(id) }));
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
