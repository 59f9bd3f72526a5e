/**
 * `/api/ready`: whether this process can serve, for a load balancer's readiness probe: the
 * database and, in the distributed mode, Redis answer. `/api/health` stays the liveness probe.
 * A closing server answers 503 by itself (Fastify's `return503OnClosing`), so the balancer stops
 * sending requests to a process that is shutting down.
 */
import { pingDatabase } from '@goi/db';
import { HttpError } from '../../errors/http-error';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { readyResponseSchema } from './health-schemas';

export const readyRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const checks: Record<string, () => Promise<void>> = {
    database: () => pingDatabase(deps.db),
    ...deps.readinessChecks,
  };
  app.get(
    '',
    {
      config: { rateLimitPolicy: 'none' },
      schema: {
        tags: ['health'],
        summary: 'Whether the database (and Redis, when used) answer',
        response: { 200: readyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const down: string[] = [];
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
          } catch (error) {
            request.log.error({ err: error, service: name }, `ready: ${name} does not answer`);
            down.push(name);
          }
        }),
      );
      if (down.length > 0) throw new HttpError(503, `Not ready: ${down.sort().join(', ')} down`);
      return { status: 'ready' as const, checks: Object.keys(checks) };
    },
  );
  done();
};
