/**
 * Administration of decks: references for duplicate checks and the issues lists, metadata
 * edits (titles, links), sub-deck moves, whole-family deletes. Every function that changes
 * what the public reads show bumps the library's version in the caller's transaction.
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '../connection';
import { deleteDeckTextParts } from './deck-text-parts';
import { TitleType, titleSearchKey } from './decks-read';
import { bumpLibraryVersion } from './library-version';

const REF_COLUMNS = [
  'decks.deckId',
  'decks.originalTitle',
  'decks.romajiTitle',
  'decks.englishTitle',
  'decks.mediaType',
] as const;

export interface DeckRefRow {
  deckId: number;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  mediaType: number;
}

export async function findDeckRef(db: DbOrTrx, deckId: number): Promise<DeckRefRow | undefined> {
  return db.selectFrom('decks').select(REF_COLUMNS).where('deckId', '=', deckId).executeTakeFirst();
}

/** The top-level deck with this original title and media type (the duplicate rule). */
export async function findDuplicateDeckRef(
  db: DbOrTrx,
  originalTitle: string,
  mediaType: number,
): Promise<DeckRefRow | undefined> {
  return db
    .selectFrom('decks')
    .select(REF_COLUMNS)
    .where('parentDeckId', 'is', null)
    .where('originalTitle', '=', originalTitle)
    .where('mediaType', '=', mediaType)
    .orderBy('deckId')
    .executeTakeFirst();
}

export type DeckIssue =
  | 'missingRomajiTitle'
  | 'noLinks'
  | 'zeroCharacters'
  | 'missingReleaseDate'
  | 'missingDescription'
  | 'noCover';

/** Decks with one metadata problem (top-level decks; zero characters includes sub-decks). */
export async function findDecksWithIssue(
  db: DbOrTrx,
  issue: DeckIssue,
  limit: number,
): Promise<DeckRefRow[]> {
  let query = db.selectFrom('decks').select(REF_COLUMNS);
  const blank = (
    column: 'decks.romajiTitle' | 'decks.releaseDate' | 'decks.description' | 'decks.coverName',
  ) => sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} = '')`;
  if (issue !== 'zeroCharacters') query = query.where('decks.parentDeckId', 'is', null);
  switch (issue) {
    case 'missingRomajiTitle':
      // A romaji title is pointless when the original is already the English (Latin) one.
      query = query
        .where(blank('decks.romajiTitle'))
        .where((eb) =>
          eb.or([
            eb('decks.englishTitle', 'is', null),
            eb('decks.englishTitle', '<>', eb.ref('decks.originalTitle')),
          ]),
        );
      break;
    case 'noLinks':
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('deckLinks')
              .select('deckLinks.linkId')
              .whereRef('deckLinks.deckId', '=', 'decks.deckId'),
          ),
        ),
      );
      break;
    case 'zeroCharacters':
      query = query.where('decks.characterCount', '=', 0);
      break;
    case 'missingReleaseDate':
      query = query.where(blank('decks.releaseDate'));
      break;
    case 'missingDescription':
      query = query.where(blank('decks.description'));
      break;
    case 'noCover':
      query = query.where(blank('decks.coverName'));
      break;
  }
  return query.orderBy('decks.deckId').limit(limit).execute();
}

export async function findDeckLinkRows(db: DbOrTrx, deckId: number) {
  return db
    .selectFrom('deckLinks')
    .select(['linkId', 'linkType', 'url'])
    .where('deckId', '=', deckId)
    .orderBy('linkId')
    .execute();
}

export async function findDeckAliases(db: DbOrTrx, deckId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('deckTitles')
    .select('title')
    .where('deckId', '=', deckId)
    .where('titleType', '=', TitleType.Alias)
    .orderBy('title')
    .execute();
  return rows.map((row) => row.title);
}

/** Which of these decks keep a stored text (re-parse needs it). */
export async function findDecksWithRawText(
  db: DbOrTrx,
  deckIds: readonly number[],
): Promise<Set<number>> {
  if (deckIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('deckRawTexts')
    .select('deckId')
    .where('deckId', 'in', deckIds)
    .execute();
  return new Set(rows.map((row) => row.deckId));
}

export interface DeckMetadataUpdate {
  mediaType: number;
  originalTitle: string;
  romajiTitle: string | null;
  englishTitle: string | null;
  description: string | null;
  releaseDate: string | null;
  aliases: readonly string[];
  difficultyOverride: number;
  hideDialoguePercentage: boolean;
  /** undefined: unchanged. */
  coverName?: string | null;
  /** Links with an id are updated, without one added; the deck's other links are deleted. */
  links: readonly { linkId?: number | undefined; linkType: number; url: string }[];
  now: string;
}

/** Updates a top-level deck's metadata, titles and links; sub-decks follow its media type. */
export async function updateDeckMetadata(
  db: DbOrTrx,
  deckId: number,
  update: DeckMetadataUpdate,
): Promise<void> {
  await db
    .updateTable('decks')
    .set({
      mediaType: update.mediaType,
      originalTitle: update.originalTitle,
      romajiTitle: update.romajiTitle,
      englishTitle: update.englishTitle,
      description: update.description,
      releaseDate: update.releaseDate,
      difficultyOverride: update.difficultyOverride,
      hideDialoguePercentage: update.hideDialoguePercentage ? 1 : 0,
      ...(update.coverName === undefined ? {} : { coverName: update.coverName }),
      lastUpdate: update.now,
    })
    .where('deckId', '=', deckId)
    .execute();
  await db
    .updateTable('decks')
    .set({ mediaType: update.mediaType })
    .where('parentDeckId', '=', deckId)
    .execute();

  await db.deleteFrom('deckTitles').where('deckId', '=', deckId).execute();
  const titles = new Map<
    string,
    { deckId: number; titleType: number; title: string; searchKey: string }
  >();
  const add = (titleType: number, title: string | null) => {
    if (title)
      titles.set(`${titleType}\u0000${title}`, {
        deckId,
        titleType,
        title,
        searchKey: titleSearchKey(title),
      });
  };
  add(TitleType.Original, update.originalTitle);
  add(TitleType.Romaji, update.romajiTitle);
  add(TitleType.English, update.englishTitle);
  for (const alias of update.aliases) add(TitleType.Alias, alias);
  await db
    .insertInto('deckTitles')
    .values([...titles.values()])
    .execute();

  const kept = update.links.flatMap((link) => (link.linkId === undefined ? [] : [link.linkId]));
  let removed = db.deleteFrom('deckLinks').where('deckId', '=', deckId);
  if (kept.length > 0) removed = removed.where('linkId', 'not in', kept);
  await removed.execute();
  for (const link of update.links) {
    if (link.linkId === undefined)
      await db
        .insertInto('deckLinks')
        .values({ deckId, linkType: link.linkType, url: link.url })
        .execute();
    else
      await db
        .updateTable('deckLinks')
        .set({ linkType: link.linkType, url: link.url })
        .where('linkId', '=', link.linkId)
        .where('deckId', '=', deckId)
        .execute();
  }
  await bumpLibraryVersion(db);
}

/** Renames or moves a sub-deck (its original title row follows). */
export async function updateSubdeckRow(
  db: DbOrTrx,
  deckId: number,
  update: {
    originalTitle: string;
    deckOrder: number;
    difficultyOverride?: number | undefined;
    now: string;
  },
): Promise<void> {
  await db
    .updateTable('decks')
    .set({
      originalTitle: update.originalTitle,
      deckOrder: update.deckOrder,
      ...(update.difficultyOverride === undefined
        ? {}
        : { difficultyOverride: update.difficultyOverride }),
      lastUpdate: update.now,
    })
    .where('deckId', '=', deckId)
    .execute();
  await db.deleteFrom('deckTitles').where('deckId', '=', deckId).execute();
  await db
    .insertInto('deckTitles')
    .values({
      deckId,
      titleType: TitleType.Original,
      title: update.originalTitle,
      searchKey: titleSearchKey(update.originalTitle),
    })
    .execute();
  await bumpLibraryVersion(db);
}

/**
 * Deletes decks and everything that hangs off them (words, raw texts, example sentences and
 * their words, text parts, titles, links), sub-decks before parents. Users' known words are untouched:
 * they belong to the user, not to a deck. Returns the cover names the rows held.
 */
export async function deleteDecks(db: DbOrTrx, deckIds: readonly number[]): Promise<string[]> {
  if (deckIds.length === 0) return [];
  const covers = await db
    .selectFrom('decks')
    .select('coverName')
    .where('deckId', 'in', deckIds)
    .where('coverName', 'is not', null)
    .execute();
  const sentenceIds = db
    .selectFrom('exampleSentences')
    .select('sentenceId')
    .where('deckId', 'in', deckIds);
  await db.deleteFrom('exampleSentenceWords').where('sentenceId', 'in', sentenceIds).execute();
  await db.deleteFrom('exampleSentences').where('deckId', 'in', deckIds).execute();
  await db.deleteFrom('deckWords').where('deckId', 'in', deckIds).execute();
  await db.deleteFrom('deckRawTexts').where('deckId', 'in', deckIds).execute();
  await deleteDeckTextParts(db, deckIds);
  await db.deleteFrom('deckTitles').where('deckId', 'in', deckIds).execute();
  await db.deleteFrom('deckLinks').where('deckId', 'in', deckIds).execute();
  await db.deleteFrom('decks').where('parentDeckId', 'in', deckIds).execute();
  await db.deleteFrom('decks').where('deckId', 'in', deckIds).execute();
  await bumpLibraryVersion(db);
  return covers.map((row) => row.coverName!);
}

/** Whether any deck still uses this cover file (covers are named by content, so shared). */
export async function isCoverInUse(db: DbOrTrx, coverName: string): Promise<boolean> {
  const row = await db
    .selectFrom('decks')
    .select('deckId')
    .where('coverName', '=', coverName)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A deck's words in order of first appearance (to aggregate a parent from its children). */
export async function findDeckWordsInOrder(db: DbOrTrx, deckId: number) {
  return db
    .selectFrom('deckWords')
    .select(['wordId', 'readingIndex', 'occurrences'])
    .where('deckId', '=', deckId)
    .orderBy('firstPosition')
    .execute();
}

/** Top-level decks to re-parse: by media type, added before a date, or all. */
export async function findTopLevelDeckIdsForReparse(
  db: DbOrTrx,
  filter: { mediaType?: number | undefined; addedBefore?: string | undefined },
): Promise<number[]> {
  let query = db.selectFrom('decks').select('deckId').where('parentDeckId', 'is', null);
  if (filter.mediaType !== undefined) query = query.where('mediaType', '=', filter.mediaType);
  if (filter.addedBefore !== undefined)
    query = query.where('creationDate', '<', filter.addedBefore);
  return (await query.orderBy('deckId').execute()).map((row) => row.deckId);
}

export async function setDeckCover(
  db: DbOrTrx,
  deckId: number,
  coverName: string | null,
): Promise<void> {
  await db.updateTable('decks').set({ coverName }).where('deckId', '=', deckId).execute();
  await bumpLibraryVersion(db);
}

/** Replaces the stored text of a leaf deck (a re-parse then makes its content from it). */
export async function replaceDeckRawText(
  db: DbOrTrx,
  deckId: number,
  rawText: string,
): Promise<void> {
  await db.deleteFrom('deckRawTexts').where('deckId', '=', deckId).execute();
  await db.insertInto('deckRawTexts').values({ deckId, rawText }).execute();
}
