/**
 * `/api/admin`: every route here is for Administrators (`config: { auth: 'admin' }`: 401
 * without a session, 403 for other users), checked on the server before the handler runs.
 */
import type { ApiRoutePlugin } from '../route-plugin';
import { addDeckRoutes } from './add-deck-routes';
import { dashboardRoutes } from './dashboard-routes';
import { deckRoutes } from './deck-routes';
import { jobRoutes } from './job-routes';
import { manageRoutes } from './manage-routes';

export const adminRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  // A route added here without the guard would be open to anyone: refuse to start instead.
  app.addHook('onRoute', (route) => {
    if ((route.config as { auth?: string } | undefined)?.auth !== 'admin')
      throw new Error(`${String(route.method)} ${route.url} lacks config: { auth: 'admin' }`);
  });
  // Only the context: this plugin's own prefix must not be applied a second time.
  for (const routes of [addDeckRoutes, deckRoutes, manageRoutes, jobRoutes, dashboardRoutes])
    void app.register(routes, { config, deps });
  done();
};
