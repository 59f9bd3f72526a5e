/** Facts about the demo library the scenarios rely on, read from the API rather than assumed. */
import type { DeckListPage } from '@goi/contracts';

/** The id of the one top-level demo deck whose title matches (`kokoro` → こころ). */
export async function demoDeckId(baseUrl: string, title: string): Promise<number> {
  const response = await fetch(
    `${baseUrl}/api/media-deck/get-media-decks?titleFilter=${encodeURIComponent(title)}`,
  );
  if (!response.ok)
    throw new Error(`Looking up the demo deck "${title}" answered ${response.status}`);
  const page = (await response.json()) as DeckListPage;
  const deck = page.data[0];
  if (page.totalItems !== 1 || !deck) {
    throw new Error(`Expected one demo deck titled "${title}", found ${page.totalItems}`);
  }
  return deck.deckId;
}
