/**
 * Jimaku (reference §9.2): `GET /api/admin/jimaku-search`, `GET /api/admin/get-jimaku/{id}`
 * (the entry and its files) and `POST /api/admin/add-jimaku-deck` (downloads, checks and queues
 * the ingest; `202 { jobId }`, a 409 for a duplicate title as add-deck).
 */
import {
  addJimakuDeckSchema,
  duplicateConflictSchema,
  errorBodySchema,
  jimakuEntrySchema,
  jimakuEntryWithFilesSchema,
  jimakuSearchQuerySchema,
  jobQueuedResponseSchema,
} from '@goi/contracts';
import { addJimakuDeck, AdminError, type ExternalSources } from '@goi/library';
import { z } from 'zod';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { sourceCall, toSourceHttpError } from './source-errors';

const tags = ['admin'];
const admin = { auth: 'admin' as const };

export const jimakuRoutes =
  (sources: ExternalSources, coverFetch: typeof fetch): ApiRoutePlugin =>
  (app, { config, deps }, done) => {
    app.get(
      '/jimaku-search',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Search Jimaku entries by title or AniList id',
          querystring: jimakuSearchQuerySchema,
          response: {
            200: z.array(jimakuEntrySchema),
            ...errorResponses(400, 401, 403, 409, 424, 429),
          },
        },
      },
      (request) =>
        sourceCall(
          sources.jimaku.search({
            query: request.query.query,
            anilistId: request.query.anilistId,
            anime: request.query.anime === undefined ? undefined : request.query.anime === 'true',
          }),
        ),
    );

    app.get(
      '/get-jimaku/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'A Jimaku entry and its files',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: {
            200: jimakuEntryWithFilesSchema,
            ...errorResponses(400, 401, 403, 404, 409, 424, 429),
          },
        },
      },
      (request) =>
        sourceCall(
          (async () => ({
            entry: await sources.jimaku.entry(request.params.id),
            files: await sources.jimaku.files(request.params.id),
          }))(),
        ),
    );

    app.post(
      '/add-jimaku-deck',
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Add a deck from Jimaku files in the given order (episodes as sub-decks); queues its ingest',
          body: addJimakuDeckSchema,
          response: {
            202: jobQueuedResponseSchema,
            // A duplicate title (with the existing deck), or a provider not configured.
            409: z.union([duplicateConflictSchema, errorBodySchema]),
            ...errorResponses(400, 401, 403, 404, 413, 424, 429),
          },
        },
      },
      async (request, reply) => {
        try {
          const queued = await addJimakuDeck(deps.db, sources, request.body, {
            dataDir: config.dataDir,
            userId: request.user!.id,
            coverFetch,
            maxTotalBytes: config.uploadLimitBytes,
          });
          return await reply.code(202).send({ jobId: queued.jobId });
        } catch (error) {
          if (error instanceof AdminError && error.existing)
            return reply
              .code(409)
              .send({ statusCode: 409, message: error.message, existing: error.existing });
          throw toSourceHttpError(error);
        }
      },
    );
    done();
  };
