/** `/api/stats`: library-wide figures (reference §1 "/other"). */
import { globalStatsDtoSchema } from '@goi/contracts';
import { publicCache } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { globalStats } from './global-stats';

const ONE_DAY = 86_400;

export const statsRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  app.get(
    '/get-global-stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Top-level decks per media type (keyed by enum name), total characters and decks',
        response: { 200: globalStatsDtoSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      publicCache(reply, ONE_DAY);
      return globalStats(deps.db);
    },
  );
  done();
};
