/** The dashboard's counts, the issues lists and the users' reports. */
import {
  dashboardSchema,
  idField,
  issuesSchema,
  reportSchema,
  reportsPageSchema,
  reportsQuerySchema,
} from '@goi/contracts';
import { getDashboard, getIssues, handleReport, listReports } from '@goi/library';
import { z } from 'zod';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { adminCall } from './admin-http';

const tags = ['admin'];
const admin = { auth: 'admin' as const };

export const dashboardRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/dashboard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Decks per media type, jobs queued/running/failed, open reports',
        response: { 200: dashboardSchema, ...errorResponses(401, 403, 429) },
      },
    },
    () => getDashboard(deps.db),
  );

  app.get(
    '/issues',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Decks with missing metadata or no text, and failed jobs',
        response: { 200: issuesSchema, ...errorResponses(401, 403, 429) },
      },
    },
    () => getIssues(deps.db),
  );

  app.get(
    '/reports',
    {
      config: admin,
      schema: {
        tags,
        summary: "Users' reports about decks, newest first",
        querystring: reportsQuerySchema,
        response: { 200: reportsPageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => listReports(deps.db, request.query),
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['dismiss', 'dismissed'],
  ] as const)
    app.post(
      `/reports/:id/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Mark a report ${status} (who and when are kept)`,
          params: z.object({ id: idField }),
          response: { 200: reportSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      (request) => adminCall(handleReport(deps.db, request.params.id, status, request.user!.id)),
    );
  done();
};
