/**
 * Whether a deck page shows its dialogue percentage: not for media that are all dialogue (anime,
 * drama, movies, video games, manga: a 56.3 % measured on subtitles means nothing), not when an
 * administrator hid it, and not at 0 or 100 % (no 「…」 at all, or nothing else), as the reference.
 */
import { allDialogueMediaTypes, type MediaType } from '@goi/contracts/values';

export function showsDialoguePercentage(deck: {
  mediaType: MediaType;
  dialoguePercentage: number;
  hideDialoguePercentage: boolean;
}): boolean {
  return (
    !deck.hideDialoguePercentage &&
    !allDialogueMediaTypes.includes(deck.mediaType) &&
    deck.dialoguePercentage > 0 &&
    deck.dialoguePercentage < 100
  );
}
