/** "My decks" (issue 20): the reading statuses a user gives a media deck, and their labels. */
export const deckStatusValues = ['planned', 'in-progress', 'completed', 'dropped'] as const;
export type DeckStatus = (typeof deckStatusValues)[number];
export const deckStatusLabels: Record<DeckStatus, string> = {
  planned: 'Planned',
  'in-progress': 'In progress',
  completed: 'Completed',
  dropped: 'Dropped',
};
