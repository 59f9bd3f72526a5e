/**
 * `GET media-deck/{id}/difficulty-profile` (issue 21): difficulty across a deck, per sub-deck
 * and per tenth of its own text.
 */
import { difficultyProfileDtoSchema } from '@goi/contracts';
import { getDeckListing, listDeckTextParts, listSubDeckDifficulties } from '@goi/db';
import { textPartsProfile } from '@goi/library';
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
        summary:
          "Difficulty across a deck: its sub-decks' difficulties in deck order, and its own text's by tenths",
        params: deckIdParamsSchema,
        response: { 200: difficultyProfileDtoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const deckId = request.params.id;
      const deck = await getDeckListing(deps.db, deckId);
      if (!deck) throw notFound(`Deck ${deckId} not found`);
      const [parts, textParts] = await Promise.all([
        listSubDeckDifficulties(deps.db, deckId),
        listDeckTextParts(deps.db, deckId),
      ]);
      publicCache(reply, 60);
      return { deckId, parts, textParts: textPartsProfile(textParts, deck) };
    },
  );
  done();
};
