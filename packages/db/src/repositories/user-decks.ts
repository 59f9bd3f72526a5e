/**
 * "My decks" (issue 20): a user's reading status, favourite and hidden marks per media deck
 * (`user_decks`). A row lives only while something is set: clearing every mark deletes it.
 */
import type { DbOrTrx } from '../connection';

export interface UserDeckMarks {
  deckId: number;
  /** 'planned' | 'in-progress' | 'completed' | 'dropped', or null. */
  status: string | null;
  favourite: boolean;
  hidden: boolean;
}

export interface UserDeckChange {
  status?: string | null;
  favourite?: boolean;
  hidden?: boolean;
}

/** The user's marks of these decks (absent: none set). */
export async function findUserDecks(
  db: DbOrTrx,
  userId: string,
  deckIds?: readonly number[],
): Promise<UserDeckMarks[]> {
  if (deckIds && deckIds.length === 0) return [];
  const rows = await db
    .selectFrom('userDecks')
    .select(['deckId', 'status', 'isFavourite', 'isHidden'])
    .where('userId', '=', userId)
    .$if(deckIds !== undefined, (qb) => qb.where('deckId', 'in', [...deckIds!]))
    .orderBy('deckId')
    .execute();
  return rows.map((row) => ({
    deckId: row.deckId,
    status: row.status,
    favourite: row.isFavourite === 1,
    hidden: row.isHidden === 1,
  }));
}

/**
 * Applies the change over what is stored (fields not given keep their value) and returns the
 * deck's marks afterwards. Call it inside a transaction: it reads, then writes.
 */
export async function saveUserDeck(
  db: DbOrTrx,
  userId: string,
  deckId: number,
  change: UserDeckChange,
  now: string,
): Promise<UserDeckMarks> {
  const [before] = await findUserDecks(db, userId, [deckId]);
  const after: UserDeckMarks = {
    deckId,
    status: change.status !== undefined ? change.status : (before?.status ?? null),
    favourite: change.favourite ?? before?.favourite ?? false,
    hidden: change.hidden ?? before?.hidden ?? false,
  };
  if (after.status === null && !after.favourite && !after.hidden) {
    await db
      .deleteFrom('userDecks')
      .where('userId', '=', userId)
      .where('deckId', '=', deckId)
      .execute();
    return after;
  }
  const values = {
    status: after.status,
    isFavourite: after.favourite ? 1 : 0,
    isHidden: after.hidden ? 1 : 0,
    updatedAt: now,
  };
  await db
    .insertInto('userDecks')
    .values({ userId, deckId, ...values })
    .onConflict((conflict) => conflict.columns(['userId', 'deckId']).doUpdateSet(values))
    .execute();
  return after;
}

/** Whether the user hid any deck (one indexed look-up per media-list request). */
export async function hasHiddenUserDecks(db: DbOrTrx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('userDecks')
    .select('deckId')
    .where('userId', '=', userId)
    .where('isHidden', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
