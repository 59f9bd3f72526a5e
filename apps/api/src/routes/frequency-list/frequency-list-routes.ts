/**
 * `/api/frequency-list`: the global frequency lists as files (`download`) and the Yomitan index
 * (`index`) the extension polls to update its installed list. The URLs and their `mediaType`
 * names are kept by Yomitan installations: don't change them.
 */
import { frequencyListDownloadQuerySchema, frequencyListIndexQuerySchema } from '@goi/contracts';
import { contentDisposition } from '@goi/exports';
import { createFrequencyListService, NoMediaOfTypeError } from '@goi/library';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { publicCache } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';

/** Lists change when ranks are recomputed (rarely); clients may keep them for a while. */
const CACHE_SECONDS = 600;

/** What Yomitan reads from `index.json` (format 3) to decide whether to update. */
const yomitanIndexSchema = z
  .object({
    title: z.string(),
    revision: z.string(),
    format: z.literal(3),
    sequenced: z.literal(false),
    frequencyMode: z.enum(['occurrence-based', 'rank-based']),
    author: z.string(),
    description: z.string(),
    url: z.string().optional(),
    isUpdatable: z.literal(true).optional(),
    indexUrl: z.string().optional(),
    downloadUrl: z.string().optional(),
  })
  .meta({ id: 'YomitanIndex' });

export const frequencyListRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const lists = createFrequencyListService(deps.db, { publicUrl: config.publicUrl });

  app.get(
    '/download',
    {
      config: { rateLimitPolicy: 'download' },
      schema: {
        tags: ['frequency lists'],
        summary: 'The global (or one media type’s) frequency list as CSV or a Yomitan dictionary',
        querystring: frequencyListDownloadQuerySchema,
        response: {
          200: z.unknown().describe('goi_freq_{global|MediaType}.csv or .zip'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { downloadType, mediaType } = request.query;
      const file = await lists.file(downloadType, mediaType).catch((error: unknown) => {
        throw error instanceof NoMediaOfTypeError ? notFound(error.message) : error;
      });
      publicCache(reply, CACHE_SECONDS);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );

  app.get(
    '/index',
    {
      config: { rateLimitPolicy: 'download' },
      schema: {
        tags: ['frequency lists'],
        summary: 'The Yomitan index.json of a frequency list, for its auto-update',
        querystring: frequencyListIndexQuerySchema,
        response: { 200: yomitanIndexSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const index = await lists.index(request.query.mediaType);
      publicCache(reply, CACHE_SECONDS);
      return index;
    },
  );
  done();
};
