/**
 * "My decks" (issue 20): a user's status (planned, in progress, completed, dropped), favourite
 * and "hide from the list" marks per media deck. One transaction per change.
 */
import {
  findUserDecks,
  getDeckListing,
  hasHiddenUserDecks,
  saveUserDeck,
  type Db,
  type UserDeckChange,
} from '@goi/db';
import { AccountError } from './account-error';

export interface UserDecksServiceOptions {
  db: Db;
  now?: () => Date;
}

export type UserDecksService = ReturnType<typeof createUserDecksService>;

export function createUserDecksService(options: UserDecksServiceOptions) {
  const { db } = options;
  const now = () => (options.now?.() ?? new Date()).toISOString();
  return {
    /** Every deck the user marked. */
    list: (userId: string) => findUserDecks(db, userId),

    /** Whether the user hid any deck (their media list then leaves those out). */
    hasHidden: (userId: string) => hasHiddenUserDecks(db, userId),

    /** Applies the change (fields left out keep their value); 404 for no such deck. */
    async save(userId: string, deckId: number, change: UserDeckChange) {
      if (!(await getDeckListing(db, deckId)))
        throw new AccountError('not-found', `Deck ${deckId} not found`);
      return db.transaction().execute((trx) => saveUserDeck(trx, userId, deckId, change, now()));
    },
  };
}
