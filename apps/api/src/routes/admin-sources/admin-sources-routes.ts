/**
 * External sources under `/api/admin` (issue 19): metadata providers and Jimaku. Built once per
 * app from `config.providers`, so each provider's rate limit spans every request of the process.
 * Every route is `auth: 'admin'`.
 */
import { coverFetchFor, createExternalSources, providerHosts } from '@goi/library';
import type { ApiRoutePlugin } from '../route-plugin';
import { fetchMetadataRoutes } from './fetch-metadata-routes';
import { jimakuRoutes } from './jimaku-routes';
import { metadataRoutes } from './metadata-routes';

export const adminSourceRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const sources = createExternalSources(config.providers);
  const coverFetch = coverFetchFor(providerHosts(config.providers));
  for (const routes of [
    metadataRoutes(sources),
    jimakuRoutes(sources, coverFetch),
    fetchMetadataRoutes,
  ])
    void app.register(routes, { config, deps });
  done();
};
