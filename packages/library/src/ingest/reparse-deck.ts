/**
 * Re-parses a deck from its stored raw texts (after the parser or the dictionary improved),
 * keeping its metadata, titles, links and ids. A sub-deck is re-parsed with its whole family,
 * because the parent's words and statistics are made from all of its children. Like ingest, all
 * the parsing happens first and the new content replaces the old in one transaction.
 */
import {
  findChildDeckRows,
  findDeckRawText,
  findDeckRow,
  replaceDeckContent,
  type Db,
} from '@goi/db';
import type { Parser } from '@goi/text';
import { deckDifficulty, loadRanks } from '../difficulty';
import {
  contentRecord,
  parentDeck,
  ratedTextParts,
  type IngestOptions,
  type IngestProgress,
} from './ingest-media';
import { prepareDeck, type PreparedDeck } from './prepare-deck';

export interface ReparseResult {
  /** The top-level deck that was re-parsed. */
  deckId: number;
  /** Every deck whose content was replaced (sub-decks first, then the parent). */
  reparsedDeckIds: number[];
}

export async function reparseDeck(
  db: Db,
  parser: Parser,
  deckId: number,
  progress: IngestProgress = () => undefined,
  options: IngestOptions = {},
): Promise<ReparseResult> {
  const deck = await findDeckRow(db, deckId);
  if (!deck) throw new Error(`Deck ${deckId} does not exist`);
  const root = deck.parentDeckId === null ? deck : await findDeckRow(db, deck.parentDeckId);
  if (!root) throw new Error(`Deck ${deckId}: its parent deck ${deck.parentDeckId} does not exist`);
  const children = await findChildDeckRows(db, root.deckId);
  const leaves = children.length > 0 ? children : [root];

  const texts: { deckId: number; title: string; text: string }[] = [];
  for (const leaf of leaves) {
    const text = await findDeckRawText(db, leaf.deckId);
    if (text === undefined)
      throw new Error(`Deck ${leaf.deckId} (${leaf.originalTitle}) has no stored text to re-parse`);
    texts.push({ deckId: leaf.deckId, title: leaf.originalTitle, text });
  }
  const total = texts.reduce((sum, { text }) => sum + text.length, 0) || 1;
  const prepared: PreparedDeck[] = [];
  let before = 0;
  for (const [index, { title, text }] of texts.entries()) {
    const step = `Parsing ${title} (${index + 1}/${texts.length})`;
    prepared.push(
      await prepareDeck(
        parser,
        text,
        root.mediaType,
        (fraction) => progress((90 * (before + fraction * text.length)) / total, step),
        options.signal,
      ),
    );
    before += text.length;
  }
  await progress(90, 'Estimating difficulty');
  const ranks = await loadRanks(
    db,
    prepared.flatMap((leaf) => leaf.words),
  );
  const difficulties = prepared.map((leaf) => deckDifficulty(leaf.statistics, leaf.words, ranks));
  const textParts = prepared.map((leaf) => ratedTextParts(leaf, ranks));

  await progress(95, 'Saving');
  const now = (options.now?.() ?? new Date()).toISOString();
  const reparsedDeckIds = texts.map((text) => text.deckId);
  await db.transaction().execute(async (trx) => {
    for (const [index, leaf] of prepared.entries())
      await replaceDeckContent(
        trx,
        texts[index]!.deckId,
        contentRecord(leaf, difficulties[index]!, true, textParts[index]!),
        now,
      );
    if (children.length > 0) {
      const parent = parentDeck(prepared, difficulties);
      await replaceDeckContent(
        trx,
        root.deckId,
        contentRecord(parent, parent.difficulty, false, []),
        now,
      );
      reparsedDeckIds.push(root.deckId);
    }
  });
  await progress(100, 'Done');
  return { deckId: root.deckId, reparsedDeckIds };
}
