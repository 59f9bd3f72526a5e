/** `POST /api/media-deck/report`: a signed-in user reports a problem with a deck (kept, not mailed). */
import { reportCreatedSchema, reportRequestSchema } from '@goi/contracts';
import { createReport } from '@goi/library';
import { adminCall } from '../admin/admin-http';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

export const reportRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.post(
    '/report',
    {
      // The download policy (5 a minute, sliding): reports are written, and rarely many.
      config: { auth: 'user', rateLimitPolicy: 'download' },
      schema: {
        tags: ['media decks'],
        summary: 'Report a problem with a deck (wrong title, metadata, bad parse, …)',
        body: reportRequestSchema,
        response: { 201: reportCreatedSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const reportId = await adminCall(createReport(deps.db, request.user!.id, request.body));
      return reply.code(201).send({ reportId });
    },
  );
  done();
};
