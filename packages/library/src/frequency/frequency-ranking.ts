/** The ranking over the library's top-level decks, read from the database (nothing written). */
import {
  countTopLevelDecks,
  entryUsageOverTopLevelDecks,
  formUsageOverTopLevelDecks,
  listEntryPriors,
  listFormPriors,
  type DbOrTrx,
} from '@goi/db';
import type { MediaType } from '@goi/contracts';
import type { FrequencyBlendOptions } from './frequency-blend';
import { rankFrequencies, type FrequencyRanking } from './rank-frequencies';

export type FrequencyRankingProgress = (step: 'counting deck words' | 'ranking') => void;

/**
 * Word and form ranks over every top-level deck, or over those of one media type (the
 * per-type downloadable lists). The blend's weight follows that population's deck count.
 */
export async function computeFrequencyRanking(
  db: DbOrTrx,
  mediaType?: MediaType,
  options: FrequencyBlendOptions & { onProgress?: FrequencyRankingProgress } = {},
): Promise<FrequencyRanking & { mediaType: MediaType | null }> {
  options.onProgress?.('counting deck words');
  const [forms, entries, formUsage, entryUsage, deckCount] = await Promise.all([
    listFormPriors(db),
    listEntryPriors(db),
    formUsageOverTopLevelDecks(db, mediaType),
    entryUsageOverTopLevelDecks(db, mediaType),
    countTopLevelDecks(db, mediaType),
  ]);
  options.onProgress?.('ranking');
  const ranking = rankFrequencies({ forms, entries, formUsage, entryUsage, deckCount }, options);
  return { ...ranking, mediaType: mediaType ?? null };
}
