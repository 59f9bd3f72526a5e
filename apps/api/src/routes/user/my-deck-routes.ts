/**
 * `/api/user/media-deck`: "My decks" (issue 20) — the signed-in user's status, favourite and
 * hidden marks per media deck. The media list's `mine`, `deckStatus` and `favourite` filters read
 * the same marks (media-deck/my-decks-filter.ts).
 */
import { userDeckBodySchema, userDeckSchema, type UserDeck } from '@goi/contracts';
import { createUserDecksService, type UserDecksService } from '@goi/library';
import { z } from 'zod';
import { accountCall } from '../../auth/account-http-error';
import { privateNoStore } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const tags = ['user'];
const signedIn = { auth: 'user' } as const;

/** The repository's marks with the status typed as the contract's enum. */
const asUserDeck = (marks: Awaited<ReturnType<UserDecksService['save']>>) => marks as UserDeck;

export const myDeckRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const decks = createUserDecksService({
    db: deps.db,
    ...(deps.now ? { now: deps.now } : {}),
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    privateNoStore(reply);
    return payload;
  });

  app.get(
    '/media-deck/statuses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Every media deck the user marked (status, favourite, hidden)',
        response: { 200: z.array(userDeckSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => (await decks.list(request.user!.id)).map(asUserDeck),
  );

  app.put(
    '/media-deck/:deckId/status',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Set the user's status, favourite or hidden mark of a media deck",
        description:
          'Body `{ status?: "planned" | "in-progress" | "completed" | "dropped" | null, favourite?: boolean, hidden?: boolean }`: fields left out keep their value, at least one is needed.',
        params: z.object({ deckId: z.coerce.number().int().min(1) }),
        body: userDeckBodySchema,
        response: { 200: userDeckSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      asUserDeck(
        await accountCall(decks.save(request.user!.id, request.params.deckId, request.body)),
      ),
  );

  done();
};
