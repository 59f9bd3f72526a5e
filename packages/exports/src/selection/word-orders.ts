import { DeckOrder } from '@goi/contracts';
import type { SelectableWord } from './selection-request';

type Comparator = (a: SelectableWord, b: SelectableWord) => number;

/** First appearance, then identity: every order ends in a total order, so results are stable. */
const byFirstAppearance: Comparator = (a, b) =>
  a.firstAppearance - b.firstAppearance || a.wordId - b.wordId || a.readingIndex - b.readingIndex;

/** Most used in the deck first; ties in order of first appearance. */
export const byDeckFrequency: Comparator = (a, b) =>
  b.occurrences - a.occurrences || byFirstAppearance(a, b);

/** Best global rank first; unranked words last. */
const byGlobalRank: Comparator = (a, b) => {
  if (a.globalRank !== b.globalRank) {
    if (a.globalRank === null) return 1;
    if (b.globalRank === null) return -1;
    return a.globalRank - b.globalRank;
  }
  return byFirstAppearance(a, b);
};

export const chronological: Comparator = byFirstAppearance;

export function comparatorFor(order: DeckOrder): Comparator {
  switch (order) {
    case DeckOrder.Chronological:
      return byFirstAppearance;
    case DeckOrder.GlobalFrequency:
      return byGlobalRank;
    case DeckOrder.DeckFrequency:
      return byDeckFrequency;
  }
}
