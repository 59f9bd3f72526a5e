/**
 * `/api/user` word knowledge states (issue 20, spec §3 enum): one form by hand, a media deck's
 * words in bulk, and the list the web reads to show each form's state. Signed-in users only.
 */
import {
  deckWordStatesBodySchema,
  deckWordStatesResultSchema,
  userWordStatesSchema,
  wordStateBodySchema,
  wordStateResultSchema,
} from '@goi/contracts';
import { createWordStatesService } from '@goi/library';
import { z } from 'zod';
import { accountCall } from '../../auth/account-http-error';
import { privateNoStore } from '../../http/cache-headers';
import { readModelsOf } from '../../read-models/read-models-of';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { wordParamsSchema } from './user-schemas';

const tags = ['user'];
const signedIn = { auth: 'user' } as const;

export const wordStateRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const states = createWordStatesService({
    db: deps.db,
    readModels: readModelsOf(deps),
    ...(deps.now ? { now: deps.now } : {}),
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    privateNoStore(reply);
    return payload;
  });

  app.get(
    '/words/states',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Every form the user has a state for, as [wordId, readingIndex, state]',
        response: { 200: userWordStatesSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) =>
      (await states.list(request.user!.id)).map(
        (row) => [row.wordId, row.readingIndex, row.state] as [number, number, 0 | 1 | 2 | 3],
      ),
  );

  app.put(
    '/words/:wordId/:readingIndex/state',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Set a form's knowledge state (a kanji form also sets its kana form)",
        description: 'state: 0 Unknown (forgets the form), 1 Young, 2 Mature, 3 Suspended.',
        params: wordParamsSchema,
        body: wordStateBodySchema,
        response: { 200: wordStateResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      accountCall(
        states.setWordState(
          request.user!.id,
          request.params.wordId,
          request.params.readingIndex,
          request.body.state,
        ),
      ),
  );

  app.put(
    '/media-deck/:deckId/word-states',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Set the state of a deck's first `count` words in `order` (one transaction)",
        description:
          'Default order `deckFreq` (most used first), default count: every word. Kanji forms bring their kana forms; Suspended forms keep their state.',
        params: z.object({ deckId: z.coerce.number().int().min(1) }),
        body: deckWordStatesBodySchema,
        response: { 200: deckWordStatesResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      accountCall(states.setDeckWordStates(request.user!.id, request.params.deckId, request.body)),
  );

  done();
};
