/**
 * `media-update-log?offset=N`: top-level decks created in the 30-day window that ends N × 30 days
 * before now, newest first. `pageSize` is the number of items in the window (the reference's
 * shape); `totalItems` counts every deck created before the window's end, so a client knows
 * whether older windows hold anything (more when totalItems > pageSize).
 */
import { MEDIA_UPDATE_WINDOW_DAYS, type DeckListPage } from '@goi/contracts';
import { listTopLevelDecksCreatedBetween } from '@goi/db';
import type { AppDeps } from '../../deps';
import { loadDeckDtos } from '@goi/library';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function mediaUpdateLog(deps: AppDeps, offset: number): Promise<DeckListPage> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const windowMs = MEDIA_UPDATE_WINDOW_DAYS * DAY_MS;
  const to = new Date(now - offset * windowMs);
  const from = new Date(to.getTime() - windowMs);
  const { deckIds, createdBefore } = await listTopLevelDecksCreatedBetween(
    deps.db,
    from.toISOString(),
    // Inclusive of "now" for the first window: a deck created this millisecond is listed.
    new Date(to.getTime() + (offset === 0 ? 1 : 0)).toISOString(),
  );
  return {
    data: await loadDeckDtos(deps.db, deckIds),
    totalItems: createdBefore,
    pageSize: deckIds.length,
    currentOffset: offset,
  };
}
