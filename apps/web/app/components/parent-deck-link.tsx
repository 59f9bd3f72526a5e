import type { DeckDto } from '@goi/contracts';
import { localizedTitle } from '../lib/deck-title';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';

/** "← {parent title}" above a sub-deck's pages, or nothing for a top-level deck. */
export function ParentDeckLink({ parentDeck }: { parentDeck: DeckDto | null | undefined }) {
  const { preferences } = usePreferences();
  if (!parentDeck) return null;
  return (
    <AppLink
      to={`/decks/media/${parentDeck.deckId}/detail`}
      className="text-sm text-purple-700 hover:underline dark:text-purple-300"
    >
      ← {localizedTitle(parentDeck, preferences.titleLanguage)}
    </AppLink>
  );
}
