/**
 * `GET /api/admin/metadata/providers`, `GET /api/admin/search-media` and
 * `GET /api/admin/metadata/{provider}/{id}`: the metadata providers, for the add-media and edit pages.
 */
import { metadataProviderSchema, metadataSchema, searchMediaQuerySchema } from '@goi/contracts';
import type { ExternalSources } from '@goi/library';
import { z } from 'zod';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { sourceCall } from './source-errors';

const tags = ['admin'];
const admin = { auth: 'admin' as const };

export const metadataRoutes =
  (sources: ExternalSources): ApiRoutePlugin =>
  (app, _context, done) => {
    app.get(
      '/metadata/providers',
      {
        config: admin,
        schema: {
          tags,
          summary: 'The metadata providers, what each searches, and whether it is configured',
          response: { 200: z.array(metadataProviderSchema), ...errorResponses(401, 403, 429) },
        },
      },
      () => sources.list(),
    );

    app.get(
      '/search-media',
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Search a provider (`provider=anilist-manga`, `tmdb-movie`, `vndb`, …) for titles',
          querystring: searchMediaQuerySchema,
          response: {
            200: z.array(metadataSchema),
            ...errorResponses(400, 401, 403, 409, 424, 429),
          },
        },
      },
      (request) =>
        sourceCall(
          (async () => {
            const { source, kind } = sources.resolve(request.query.provider, request.query.kind);
            return source.search(request.query.query, kind);
          })(),
        ),
    );

    app.get(
      '/metadata/:provider/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'One title of a provider by its id (`21`, `movie:129`, `v17`, …)',
          params: z.object({ provider: z.string().min(1).max(40), id: z.string().min(1).max(60) }),
          response: { 200: metadataSchema, ...errorResponses(400, 401, 403, 404, 409, 424, 429) },
        },
      },
      (request) =>
        sourceCall(
          (async () => sources.resolve(request.params.provider).source.byId(request.params.id))(),
        ),
    );
    done();
  };
