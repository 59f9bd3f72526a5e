/**
 * Writing media decks: one deck row with everything that hangs off it (titles, links, words,
 * raw text, example sentences). These functions never open a transaction themselves; the
 * caller passes one so that a deck, or a parent with all its children, appears whole or not at
 * all (library/src/ingest).
 */
import { BatchWriter } from '../dictionary/bulk-insert';
import type { DbOrTrx } from '../connection';
import type { DeckRow, DeckTable } from '../schema';
import {
  deleteDeckTextParts,
  insertDeckTextParts,
  type DeckTextPartRecord,
} from './deck-text-parts';
import { bumpLibraryVersion } from './library-version';

/** The stored statistics of a deck (see `DeckStatistics` in @goi/text). */
export type DeckCounts = Pick<
  DeckTable,
  | 'characterCount'
  | 'wordCount'
  | 'uniqueWordCount'
  | 'uniqueWordUsedOnceCount'
  | 'uniqueKanjiCount'
  | 'uniqueKanjiUsedOnceCount'
  | 'kanjiCharacterCount'
  | 'sentenceCount'
  | 'dialoguePercentage'
>;

export interface DeckWordRecord {
  wordId: number;
  readingIndex: number;
  occurrences: number;
}

export interface ExampleSentenceRecord {
  text: string;
  /** Index of the sentence in the deck; unique within a deck. */
  position: number;
  words: { wordId: number; readingIndex: number; position: number; length: number }[];
}

/** What parsing a deck's text produces: replaced as a whole when the deck is re-parsed. */
export interface DeckContentRecord {
  counts: DeckCounts;
  difficulty: number;
  /** JSON `Record<kanji, occurrences>` of the kanji seen. */
  kanjiCounts: string;
  /** In order of first appearance: `firstPosition` is the index in this list. */
  words: readonly DeckWordRecord[];
  /** The text the deck was parsed from (leaf decks); null keeps none. */
  rawText: string | null;
  exampleSentences: readonly ExampleSentenceRecord[];
  /** The text by tenths with their difficulties (leaf decks of a long enough text); else []. */
  textParts: readonly DeckTextPartRecord[];
}

/** The deck's own columns, as the schema types them. */
export type DeckMetadataColumns = Pick<
  DeckRow,
  | 'parentDeckId'
  | 'deckOrder'
  | 'mediaType'
  | 'originalTitle'
  | 'romajiTitle'
  | 'englishTitle'
  | 'description'
  | 'coverName'
  | 'releaseDate'
>;

export interface DeckRecord extends DeckContentRecord, DeckMetadataColumns {
  /** Title rows with their search keys (original 0, romaji 1, English 2, alias 3). */
  titles: readonly { titleType: number; title: string; searchKey: string }[];
  links: readonly { linkType: number; url: string }[];
}

/** Inserts a deck and everything that hangs off it; returns its id. */
export async function insertDeck(db: DbOrTrx, deck: DeckRecord, now: string): Promise<number> {
  const row = await db
    .insertInto('decks')
    .values({
      parentDeckId: deck.parentDeckId,
      deckOrder: deck.deckOrder,
      mediaType: deck.mediaType,
      originalTitle: deck.originalTitle,
      romajiTitle: deck.romajiTitle,
      englishTitle: deck.englishTitle,
      description: deck.description,
      coverName: deck.coverName,
      releaseDate: deck.releaseDate,
      creationDate: now,
      lastUpdate: now,
      ...deck.counts,
      hideDialoguePercentage: 0,
      difficulty: deck.difficulty,
      difficultyOverride: -1,
      externalRating: null,
      isNsfw: 0,
      kanjiCounts: deck.kanjiCounts,
    })
    .returning('deckId')
    .executeTakeFirstOrThrow();
  const { deckId } = row;

  // The same title may be given twice (an alias equal to the romaji title): keep one row.
  const titles = new Map<
    string,
    { deckId: number; titleType: number; title: string; searchKey: string }
  >();
  for (const title of deck.titles)
    titles.set(`${title.titleType}\u0000${title.title}`, { deckId, ...title });
  if (titles.size > 0)
    await db
      .insertInto('deckTitles')
      .values([...titles.values()])
      .execute();
  if (deck.links.length > 0)
    await db
      .insertInto('deckLinks')
      .values(deck.links.map((link) => ({ deckId, ...link })))
      .execute();
  await writeContent(db, deckId, deck);
  await bumpLibraryVersion(db);
  return deckId;
}

/**
 * Replaces what parsing produced (statistics, words, raw text, example sentences, text parts);
 * keeps metadata.
 */
export async function replaceDeckContent(
  db: DbOrTrx,
  deckId: number,
  content: DeckContentRecord,
  now: string,
): Promise<void> {
  await db
    .updateTable('decks')
    .set({
      ...content.counts,
      difficulty: content.difficulty,
      kanjiCounts: content.kanjiCounts,
      lastUpdate: now,
    })
    .where('deckId', '=', deckId)
    .execute();
  await db.deleteFrom('deckWords').where('deckId', '=', deckId).execute();
  await db.deleteFrom('deckRawTexts').where('deckId', '=', deckId).execute();
  await deleteDeckTextParts(db, [deckId]);
  const sentenceIds = db
    .selectFrom('exampleSentences')
    .select('sentenceId')
    .where('deckId', '=', deckId);
  await db.deleteFrom('exampleSentenceWords').where('sentenceId', 'in', sentenceIds).execute();
  await db.deleteFrom('exampleSentences').where('deckId', '=', deckId).execute();
  await writeContent(db, deckId, content);
  await bumpLibraryVersion(db);
}

async function writeContent(db: DbOrTrx, deckId: number, content: DeckContentRecord) {
  const words = new BatchWriter(db, 'deckWords');
  await words.add(content.words.map((word, firstPosition) => ({ deckId, ...word, firstPosition })));
  await words.flush();
  if (content.rawText !== null)
    await db.insertInto('deckRawTexts').values({ deckId, rawText: content.rawText }).execute();
  await writeExampleSentences(db, deckId, content.exampleSentences);
  await insertDeckTextParts(db, deckId, content.textParts);
}

const SENTENCES_PER_STATEMENT = 2000;

async function writeExampleSentences(
  db: DbOrTrx,
  deckId: number,
  sentences: readonly ExampleSentenceRecord[],
): Promise<void> {
  const sentenceWords = new BatchWriter(db, 'exampleSentenceWords');
  for (let from = 0; from < sentences.length; from += SENTENCES_PER_STATEMENT) {
    const batch = sentences.slice(from, from + SENTENCES_PER_STATEMENT);
    // RETURNING order is not guaranteed by either dialect: match ids by the unique position.
    const inserted = await db
      .insertInto('exampleSentences')
      .values(batch.map(({ text, position }) => ({ deckId, text, position })))
      .returning(['sentenceId', 'position'])
      .execute();
    const idByPosition = new Map(inserted.map((row) => [row.position, row.sentenceId]));
    for (const sentence of batch) {
      const sentenceId = idByPosition.get(sentence.position);
      if (sentenceId === undefined)
        throw new Error(`Example sentence at position ${sentence.position} was not inserted`);
      await sentenceWords.add(sentence.words.map((word) => ({ sentenceId, ...word })));
    }
  }
  await sentenceWords.flush();
}

/** The top-level deck with this original title and media type (the reference's duplicate rule). */
export async function findTopLevelDeckId(
  db: DbOrTrx,
  originalTitle: string,
  mediaType: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('decks')
    .select('deckId')
    .where('parentDeckId', 'is', null)
    .where('originalTitle', '=', originalTitle)
    .where('mediaType', '=', mediaType)
    .orderBy('deckId')
    .executeTakeFirst();
  return row?.deckId;
}

export async function findDeckRow(db: DbOrTrx, deckId: number): Promise<DeckRow | undefined> {
  return db.selectFrom('decks').selectAll().where('deckId', '=', deckId).executeTakeFirst();
}

/** Sub-decks in deck order. */
export async function findChildDeckRows(db: DbOrTrx, parentDeckId: number): Promise<DeckRow[]> {
  return db
    .selectFrom('decks')
    .selectAll()
    .where('parentDeckId', '=', parentDeckId)
    .orderBy('deckOrder')
    .orderBy('deckId')
    .execute();
}

export async function findDeckRawText(db: DbOrTrx, deckId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('deckRawTexts')
    .select('rawText')
    .where('deckId', '=', deckId)
    .executeTakeFirst();
  return row?.rawText;
}
