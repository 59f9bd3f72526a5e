import type { DeckRef, MediaType, UserRef } from '@goi/contracts';
import type { DeckRefRow } from '@goi/db';

export function toDeckRef(row: DeckRefRow): DeckRef {
  return {
    deckId: row.deckId,
    originalTitle: row.originalTitle,
    romajiTitle: row.romajiTitle,
    englishTitle: row.englishTitle,
    mediaType: row.mediaType as MediaType,
  };
}

/** A joined deck (its columns null when the deck is gone) as a reference, or null. */
export function optionalDeckRef(row: {
  deckId: number | null;
  originalTitle: string | null;
  romajiTitle: string | null;
  englishTitle: string | null;
  mediaType: number | null;
}): DeckRef | null {
  if (row.deckId === null || row.originalTitle === null || row.mediaType === null) return null;
  return toDeckRef(row as DeckRefRow);
}

/** A user reference; a deleted user keeps their id with an empty name. */
export function userRef(userId: string | null, userName: string | null): UserRef | null {
  return userId === null ? null : { userId, userName: userName ?? '' };
}
