/** The job queue for administrators: list, one job, retry a failed one, cancel a queued one. */
import { adminJobSchema, idField, jobsPageSchema, jobsQuerySchema } from '@goi/contracts';
import { changeJob, getAdminJob, listAdminJobs } from '@goi/library';
import { z } from 'zod';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { adminCall } from './admin-http';

const tags = ['admin'];
const admin = { auth: 'admin' as const };
const params = z.object({ id: idField });

export const jobRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/jobs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Jobs, newest first (kind, state, progress, attempts, error, deck, who, times)',
        querystring: jobsQuerySchema,
        response: { 200: jobsPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => listAdminJobs(deps.db, request.query),
  );

  app.get(
    '/jobs/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One job with its progress',
        params,
        response: { 200: adminJobSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => adminCall(getAdminJob(deps.db, request.params.id)),
  );

  for (const action of ['retry', 'cancel'] as const)
    app.post(
      `/jobs/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            action === 'retry'
              ? 'Put a failed or cancelled job back on the queue'
              : 'Cancel a queued job',
          params,
          response: { 200: adminJobSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      (request) => adminCall(changeJob(deps.db, request.params.id, action, request.user!.id)),
    );
  done();
};
