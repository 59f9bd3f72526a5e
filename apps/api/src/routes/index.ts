/**
 * Every resource of the API and the path it is mounted at, under `/api`. Add a resource with one
 * line here (see docs/api.md).
 */
import { healthRoutes } from './health/health-routes';
import { mediaDeckRoutes } from './media-deck/media-deck-routes';
import type { ApiRoutePlugin } from './route-plugin';
import { statsRoutes } from './stats/stats-routes';
import { vocabularyRoutes } from './vocabulary/vocabulary-routes';

const resources: { prefix: string; routes: ApiRoutePlugin }[] = [
  { prefix: '/health', routes: healthRoutes },
  { prefix: '/media-deck', routes: mediaDeckRoutes },
  { prefix: '/vocabulary', routes: vocabularyRoutes },
  { prefix: '/stats', routes: statsRoutes },
];

export const apiRoutes: ApiRoutePlugin = (app, context, done) => {
  for (const { prefix, routes } of resources) void app.register(routes, { ...context, prefix });
  done();
};
