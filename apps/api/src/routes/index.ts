/**
 * Every resource of the API and the path it is mounted at, under `/api`. Add a resource with one
 * line here (see docs/api.md).
 */
import { healthRoutes } from './health/health-routes';
import type { ApiRoutePlugin } from './route-plugin';

const resources: { prefix: string; routes: ApiRoutePlugin }[] = [
  { prefix: '/health', routes: healthRoutes },
];

export const apiRoutes: ApiRoutePlugin = (app, context, done) => {
  for (const { prefix, routes } of resources) void app.register(routes, { ...context, prefix });
  done();
};
