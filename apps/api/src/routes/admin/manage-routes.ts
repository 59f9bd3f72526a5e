/** Library-wide actions: re-parse, recompute ranks and difficulties (jobs), clear caches. */
import {
  clearCachesResponseSchema,
  jobQueuedResponseSchema,
  reparseRequestSchema,
} from '@goi/contracts';
import { clearReadCaches, queueLibraryJob, queueReparse } from '@goi/library';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

const tags = ['admin'];
const admin = { auth: 'admin' as const };
const queued = { 202: jobQueuedResponseSchema, ...errorResponses(400, 401, 403, 429) };

export const manageRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.post(
    '/reparse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Re-parse decks by media type, added before a date, or all (a job)',
        body: reparseRequestSchema,
        response: queued,
      },
    },
    async (request, reply) =>
      reply.code(202).send({ jobId: await queueReparse(deps.db, request.body, request.user!.id) }),
  );

  for (const action of ['recompute-frequencies', 'recompute-difficulties'] as const)
    app.post(
      `/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            action === 'recompute-frequencies'
              ? 'Recompute the global frequency ranks (a job)'
              : 'Recompute every deck difficulty (a job)',
          response: queued,
        },
      },
      async (request, reply) =>
        reply.code(202).send({ jobId: await queueLibraryJob(deps.db, action, request.user!.id) }),
    );

  app.post(
    '/clear-caches',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Drop every read cache (all API processes: the library version moves on)',
        response: { 200: clearCachesResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      await clearReadCaches(deps.db, request.user!.id);
      return { cleared: true as const };
    },
  );
  done();
};
