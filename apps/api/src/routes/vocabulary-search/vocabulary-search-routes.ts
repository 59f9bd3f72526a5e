/** `/api/vocabulary/search`: dictionary search by Japanese, romaji or English (issue 21). */
import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  vocabularySearchPageSchema,
  wellFormedText,
} from '@goi/contracts';
import { searchDictionary, searchResultsPage } from '@goi/library';
import { z } from 'zod';
import { publicCache } from '../../http/cache-headers';
import { offsetSchema } from '../media-deck/media-deck-schemas';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

/** Ranks change only when frequencies are recomputed; a few minutes stale is harmless. */
const FIVE_MINUTES = 300;

export const vocabularySearchRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['vocabulary'],
        summary: 'Search the dictionary: kanji, kana, conjugated forms, romaji or English words',
        description: `Pages of ${SEARCH_PAGE_SIZE}; exact and deinflected Japanese matches first, then romaji, then meanings (best gloss match, earliest sense, most frequent).`,
        querystring: z.object({
          query: wellFormedText(
            z
              .string()
              .trim()
              .min(1, 'Must not be empty')
              .max(
                SEARCH_QUERY_MAX_LENGTH,
                `Must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
              ),
          ),
          offset: offsetSchema,
        }),
        response: { 200: vocabularySearchPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { query, offset } = request.query;
      const hits = await searchDictionary(deps.db, query);
      const data = await searchResultsPage(deps.db, hits.slice(offset, offset + SEARCH_PAGE_SIZE));
      publicCache(reply, FIVE_MINUTES);
      return { data, totalItems: hits.length, pageSize: SEARCH_PAGE_SIZE, currentOffset: offset };
    },
  );
  done();
};
