/**
 * A parent deck's content made again from what its children store, with the aggregation the
 * ingest uses (`parentDeck`: union of the words with occurrences summed in the children's
 * order, distinct pairs and kanji at every level, dialogue weighted by characters, difficulty
 * weighted by length). Used after sub-decks are removed, reordered or added, in the same
 * transaction, so the parent's counts are always the distinct words of its children.
 */
import {
  findChildDeckRows,
  replaceDeckContent,
  type DbOrTrx,
  type DeckRow,
  findDeckWordsInOrder,
} from '@goi/db';
import { wordPairKey, type DeckSummary } from '@goi/text';
import { contentRecord, parentDeck } from '../ingest';

export async function summaryOfStoredDeck(db: DbOrTrx, deck: DeckRow): Promise<DeckSummary> {
  const words = await findDeckWordsInOrder(db, deck.deckId);
  const kanji = deck.kanjiCounts ? (JSON.parse(deck.kanjiCounts) as Record<string, number>) : {};
  return {
    characterCount: deck.characterCount,
    dialogueCharacterCount: Math.round((deck.dialoguePercentage * deck.characterCount) / 100),
    sentenceCount: deck.sentenceCount,
    unknownWordCount: 0,
    words: new Map(
      words.map((word) => [wordPairKey(word.wordId, word.readingIndex), word.occurrences]),
    ),
    kanji: new Map(Object.entries(kanji)),
  };
}

/** Rebuilds the parent's words and statistics from its children; returns how many there are. */
export async function refreshParentFromChildren(
  db: DbOrTrx,
  parentDeckId: number,
  now: string,
): Promise<number> {
  const children = await findChildDeckRows(db, parentDeckId);
  if (children.length === 0) return 0;
  const summaries = [];
  for (const child of children) summaries.push({ summary: await summaryOfStoredDeck(db, child) });
  const parent = parentDeck(
    summaries,
    children.map((child) => child.difficulty),
  );
  await replaceDeckContent(
    db,
    parentDeckId,
    contentRecord(parent, parent.difficulty, false, []),
    now,
  );
  return children.length;
}
