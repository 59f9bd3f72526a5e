/** `GET media-deck/{id}/difficulty-profile` (issue 21): difficulty across a deck, per sub-deck. */
import { difficultyProfileDtoSchema } from '@goi/contracts';
import { getDeckListing, listSubDeckDifficulties } from '@goi/db';
import { notFound } from '../../errors/http-error';
import { publicCache } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { deckIdParamsSchema } from './media-deck-schemas';

export const difficultyProfileRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/:id/difficulty-profile',
    {
      schema: {
        tags: ['media decks'],
        summary: "Difficulty across a deck: its sub-decks' difficulties in deck order",
        params: deckIdParamsSchema,
        response: { 200: difficultyProfileDtoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const deckId = request.params.id;
      if (!(await getDeckListing(deps.db, deckId))) throw notFound(`Deck ${deckId} not found`);
      publicCache(reply, 60);
      return { deckId, parts: await listSubDeckDifficulties(deps.db, deckId) };
    },
  );
  done();
};
