/**
 * `/api/health`: for load balancers, the CLI and the status line of the web app. The example of
 * the route pattern: zod schemas for input and every response, a handler that only does HTTP.
 */
import { HttpError } from '../../errors/http-error';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { checkHealth } from './check-health';
import { healthResponseSchema } from './health-schemas';

export const healthRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  // '' rather than '/': the route is /api/health, without a trailing slash.
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthResponseSchema, ...errorResponses(429, 503) },
      },
    },
    async (request) => {
      try {
        return await checkHealth(deps, config.version);
      } catch (error) {
        request.log.error({ err: error }, 'health: the database does not answer');
        throw new HttpError(503, 'The database does not answer');
      }
    },
  );
  done();
};
