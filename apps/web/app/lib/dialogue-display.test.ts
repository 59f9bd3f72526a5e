import { MediaType } from '@goi/contracts/values';
import { describe, expect, it } from 'vitest';
import { showsDialoguePercentage } from './dialogue-display';

const deck = (mediaType: MediaType, dialoguePercentage = 56.3, hideDialoguePercentage = false) => ({
  mediaType,
  dialoguePercentage,
  hideDialoguePercentage,
});

describe('showsDialoguePercentage', () => {
  it.each([
    MediaType.Anime,
    MediaType.Drama,
    MediaType.Movie,
    MediaType.VideoGame,
    MediaType.Manga,
  ])('hides it for media type %d, which is all dialogue', (mediaType) => {
    expect(showsDialoguePercentage(deck(mediaType))).toBe(false);
  });

  it.each([MediaType.Novel, MediaType.NonFiction, MediaType.VisualNovel, MediaType.WebNovel])(
    'shows it for prose (media type %d)',
    (mediaType) => {
      expect(showsDialoguePercentage(deck(mediaType))).toBe(true);
    },
  );

  it('hides 0 %, 100 % and a figure the administrator hid', () => {
    expect(showsDialoguePercentage(deck(MediaType.Novel, 0))).toBe(false);
    expect(showsDialoguePercentage(deck(MediaType.Novel, 100))).toBe(false);
    expect(showsDialoguePercentage(deck(MediaType.Novel, 40, true))).toBe(false);
  });
});
