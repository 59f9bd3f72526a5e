/**
 * Deleting a deck: a top-level deck goes with its sub-decks, a sub-deck alone (its parent's
 * statistics are then made again from the others). Rows go in one transaction with the audit
 * entry and a queued rank recompute; cover files no deck uses any more are removed after the
 * commit. Users' known words are untouched.
 */
import { deleteDecks, findChildDeckRows, findDeckRow, type Db } from '@goi/db';
import { findQueuedRecompute, requestFrequencyRecompute } from '../frequency';
import { AdminError } from './admin-error';
import { recordAudit } from './audit';
import { refreshParentFromChildren } from './parent-aggregate';
import { removeUnusedCovers } from './unused-covers';

export async function deleteDeck(
  db: Db,
  input: { dataDir: string; deckId: number; userId: string | null; now?: () => Date },
): Promise<{ deletedDeckIds: number[]; jobId: number }> {
  const deck = await findDeckRow(db, input.deckId);
  if (!deck) throw new AdminError('not-found', `Deck ${input.deckId} does not exist`, 'deckId');
  const now = (input.now?.() ?? new Date()).toISOString();
  const children = deck.parentDeckId === null ? await findChildDeckRows(db, deck.deckId) : [];
  const deletedDeckIds = [...children.map((child) => child.deckId), deck.deckId];
  const { covers, jobId } = await db.transaction().execute(async (trx) => {
    const covers = await deleteDecks(trx, deletedDeckIds);
    if (deck.parentDeckId !== null) {
      const left = await refreshParentFromChildren(trx, deck.parentDeckId, now);
      if (left === 0)
        throw new AdminError(
          'bad-request',
          'This is the last sub-deck: delete the parent deck instead',
          'deckId',
        );
    }
    await recordAudit(trx, {
      userId: input.userId,
      action: 'delete-deck',
      deckId: deck.deckId,
      detail: `Deleted "${deck.originalTitle}"${children.length > 0 ? ` with ${children.length} sub-decks` : ''}`,
    });
    const jobId = (await requestFrequencyRecompute(trx)) ?? (await findQueuedRecompute(trx))!.jobId;
    return { covers, jobId };
  });
  await removeUnusedCovers(db, input.dataDir, covers);
  return { deletedDeckIds, jobId };
}
