/** Genres and tags of decks (migration 013): read a deck's, replace them in one transaction. */
import type { DbOrTrx } from '../connection';
import { bumpLibraryVersion } from './library-version';

export interface DeckLabels {
  genres: string[];
  tags: string[];
}

/** A deck's genres and tags, each sorted. */
export async function getDeckLabels(db: DbOrTrx, deckId: number): Promise<DeckLabels> {
  const [genres, tags] = await Promise.all([
    db
      .selectFrom('deckGenres')
      .select('genre')
      .where('deckId', '=', deckId)
      .orderBy('genre')
      .execute(),
    db.selectFrom('deckTags').select('tag').where('deckId', '=', deckId).orderBy('tag').execute(),
  ]);
  return { genres: genres.map((row) => row.genre), tags: tags.map((row) => row.tag) };
}

const cleaned = (names: readonly string[]) => [
  ...new Set(names.map((name) => name.trim()).filter((name) => name !== '')),
];

/**
 * Replaces a deck's genres and/or tags (a list left undefined is kept) and moves the library
 * version. Runs in the caller's transaction when given one, else in its own.
 */
export async function setDeckLabels(
  db: DbOrTrx,
  deckId: number,
  labels: Partial<DeckLabels>,
): Promise<void> {
  const write = async (trx: DbOrTrx) => {
    if (labels.genres) {
      await trx.deleteFrom('deckGenres').where('deckId', '=', deckId).execute();
      const genres = cleaned(labels.genres);
      if (genres.length > 0)
        await trx
          .insertInto('deckGenres')
          .values(genres.map((genre) => ({ deckId, genre })))
          .execute();
    }
    if (labels.tags) {
      await trx.deleteFrom('deckTags').where('deckId', '=', deckId).execute();
      const tags = cleaned(labels.tags);
      if (tags.length > 0)
        await trx
          .insertInto('deckTags')
          .values(tags.map((tag) => ({ deckId, tag })))
          .execute();
    }
    // Lists and facets in the read caches depend on them.
    await bumpLibraryVersion(trx);
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** Every genre and tag name in use, for the admin form's suggestions. */
export async function listDeckLabelNames(db: DbOrTrx): Promise<DeckLabels> {
  const [genres, tags] = await Promise.all([
    db.selectFrom('deckGenres').select('genre').distinct().orderBy('genre').execute(),
    db.selectFrom('deckTags').select('tag').distinct().orderBy('tag').execute(),
  ]);
  return { genres: genres.map((row) => row.genre), tags: tags.map((row) => row.tag) };
}
