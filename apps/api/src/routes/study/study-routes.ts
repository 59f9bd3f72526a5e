/**
 * `/api/study`: the signed-in user's study with FSRS (issue 20). Every route needs a session;
 * the service scopes every card and deck by the user, so another user's ids answer 404.
 */
import {
  createStudyDeckSchema,
  createdStudyDeckSchema,
  studyDeckSchema,
  studyNextSchema,
  studyReviewBodySchema,
  studyReviewResultSchema,
  studySettingsSchema,
  studyStatsSchema,
  studyUndoResultSchema,
} from '@goi/contracts';
import { createStudyService } from '@goi/library';
import { z } from 'zod';
import { accountCall } from '../../auth/account-http-error';
import { privateNoStore } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const tags = ['study'];
const signedIn = { auth: 'user' } as const;

export const studyRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const study = createStudyService({ db: deps.db, ...(deps.now ? { now: deps.now } : {}) });

  app.addHook('onSend', async (_request, reply, payload) => {
    privateNoStore(reply);
    return payload;
  });

  app.get(
    '/decks',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The user's study decks with their card counts",
        response: { 200: z.array(studyDeckSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => study.listDecks(request.user!.id),
  );

  app.post(
    '/decks',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Make a study deck from a media deck, the global frequency list or a list',
        body: createStudyDeckSchema,
        response: { 200: createdStudyDeckSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => accountCall(study.createDeck(request.user!.id, request.body)),
  );

  app.delete(
    '/decks/:studyDeckId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a study deck with its cards and their review history',
        params: z.object({ studyDeckId: z.coerce.number().int().positive() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await accountCall(study.deleteDeck(request.user!.id, request.params.studyDeckId));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/next',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The next card to study now (learning, then due reviews, then new cards)',
        response: { 200: studyNextSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => study.next(request.user!.id),
  );

  app.post(
    '/review',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Answer a card: 1 Again, 2 Hard, 3 Good, 4 Easy',
        body: studyReviewBodySchema,
        response: { 200: studyReviewResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      accountCall(
        study.review(
          request.user!.id,
          request.body.cardId,
          request.body.rating,
          request.body.durationMs,
        ),
      ),
  );

  app.post(
    '/undo',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Take back the last answer',
        response: { 200: studyUndoResultSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => accountCall(study.undo(request.user!.id)),
  );

  app.get(
    '/settings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Daily limits, desired retention and whether cards show a sentence',
        response: { 200: studySettingsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => study.settings(request.user!.id),
  );

  app.put(
    '/settings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save the study settings',
        body: studySettingsSchema,
        response: { 200: studySettingsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => study.saveSettings(request.user!.id, request.body),
  );

  app.get(
    '/stats',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Reviews per day, retention, a 30-day forecast and cards by state',
        response: { 200: studyStatsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => study.stats(request.user!.id),
  );

  done();
};
