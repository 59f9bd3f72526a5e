import { TitleLanguage } from '@goi/contracts/values';
import type { DeckDto } from '@goi/contracts';

type Titles = Pick<DeckDto, 'originalTitle' | 'romajiTitle' | 'englishTitle'>;

/** The title in the reader's language, falling back to romaji, then the original. */
export function localizedTitle(deck: Titles, language: TitleLanguage): string {
  if (language === TitleLanguage.English && deck.englishTitle) return deck.englishTitle;
  if (language !== TitleLanguage.Original && deck.romajiTitle) return deck.romajiTitle;
  return deck.originalTitle;
}

/** Other titles to show under the main one (distinct, non-empty). */
export function secondaryTitles(deck: Titles, language: TitleLanguage): string[] {
  const main = localizedTitle(deck, language);
  return [deck.originalTitle, deck.romajiTitle, deck.englishTitle].filter(
    (title, index, all): title is string =>
      !!title && title !== main && all.indexOf(title) === index,
  );
}
