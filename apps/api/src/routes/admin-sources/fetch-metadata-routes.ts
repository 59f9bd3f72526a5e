/**
 * `POST /api/admin/fetch-metadata/{deckId}` and `POST /api/admin/fetch-missing-metadata`
 * (reference §9.3): each queues the durable `fetch-metadata` job → `202 { jobId }`. Body
 * `{ overwrite?: boolean }`: without it only empty fields are filled.
 */
import { fetchMetadataSchema, jobQueuedResponseSchema } from '@goi/contracts';
import { getAdminDeck, queueFetchMetadata } from '@goi/library';
import { z } from 'zod';
import { adminCall } from '../admin/admin-http';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const tags = ['admin'];
const admin = { auth: 'admin' as const };
const body = fetchMetadataSchema.prefault({});

export const fetchMetadataRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.post(
    '/fetch-metadata/:deckId',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Fetch a deck's metadata from its provider (a job; only empty fields unless overwrite)",
        params: z.object({ deckId: z.coerce.number().int().positive() }),
        body,
        response: { 202: jobQueuedResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const deck = await adminCall(getAdminDeck(deps.db, request.params.deckId));
      const jobId = await queueFetchMetadata(deps.db, {
        deckId: deck.deckId,
        overwrite: request.body.overwrite,
        userId: request.user!.id,
      });
      return reply.code(202).send({ jobId });
    },
  );

  app.post(
    '/fetch-missing-metadata',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Fetch metadata for every top-level deck missing a release date or description (a job)',
        body,
        response: { 202: jobQueuedResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const jobId = await queueFetchMetadata(deps.db, {
        deckId: null,
        overwrite: request.body.overwrite,
        userId: request.user!.id,
      });
      return reply.code(202).send({ jobId });
    },
  );
  done();
};
