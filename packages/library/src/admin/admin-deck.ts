/** A deck as its edit page shows it: metadata, statistics, sub-decks and its audit log. */
import type { AdminDeck, LinkType, MediaType } from '@goi/contracts';
import {
  findChildDeckRows,
  findDeckAliases,
  findDeckLinkRows,
  findDeckRow,
  findDecksWithRawText,
  getDeckLabels,
  type Db,
} from '@goi/db';
import { AdminError } from './admin-error';
import { auditOfDecks } from './audit';

export async function getAdminDeck(db: Db, deckId: number): Promise<AdminDeck> {
  const deck = await findDeckRow(db, deckId);
  if (!deck) throw new AdminError('not-found', `Deck ${deckId} does not exist`, 'deckId');
  const children = await findChildDeckRows(db, deckId);
  const ids = [deckId, ...children.map((child) => child.deckId)];
  const withText = await findDecksWithRawText(db, ids);
  const links = await findDeckLinkRows(db, deckId);
  return {
    deckId,
    parentDeckId: deck.parentDeckId,
    mediaType: deck.mediaType as MediaType,
    originalTitle: deck.originalTitle,
    romajiTitle: deck.romajiTitle,
    englishTitle: deck.englishTitle,
    aliases: await findDeckAliases(db, deckId),
    ...(await getDeckLabels(db, deckId)),
    description: deck.description,
    releaseDate: deck.releaseDate,
    coverUrl: deck.coverName,
    links: links.map((link) => ({ ...link, linkType: link.linkType as LinkType })),
    difficulty: deck.difficultyOverride >= 0 ? deck.difficultyOverride : deck.difficulty,
    difficultyOverride: deck.difficultyOverride,
    hideDialoguePercentage: deck.hideDialoguePercentage === 1,
    statistics: {
      characterCount: deck.characterCount,
      wordCount: deck.wordCount,
      uniqueWordCount: deck.uniqueWordCount,
      uniqueKanjiCount: deck.uniqueKanjiCount,
      sentenceCount: deck.sentenceCount,
      dialoguePercentage: deck.dialoguePercentage,
    },
    hasRawText: withText.has(deckId),
    subdecks: children.map((child) => ({
      deckId: child.deckId,
      deckOrder: child.deckOrder,
      originalTitle: child.originalTitle,
      characterCount: child.characterCount,
      wordCount: child.wordCount,
      uniqueWordCount: child.uniqueWordCount,
      difficultyOverride: child.difficultyOverride,
      hasRawText: withText.has(child.deckId),
    })),
    audit: await auditOfDecks(db, ids, 50),
  };
}
