/**
 * `POST /api/media-deck/{id}/download`: a deck as an Anki, CSV, TXT or Yomitan file. Mounted at
 * `/media-deck` next to the deck read routes (another plugin, same prefix). The file streams from
 * the database to the client: selection happens first (so a bad request is still a JSON 400),
 * then the writer pulls the selected words in batches while the response is being sent.
 */
import { Readable } from 'node:stream';
import { deckDownloadRequestSchema } from '@goi/contracts';
import { contentDisposition } from '@goi/exports';
import { prepareDeckDownload } from '@goi/library';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { asBadRequest } from './invalid-download-request';

export const downloadRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  app.post(
    '/:id/download',
    {
      config: { rateLimitPolicy: 'download' },
      schema: {
        tags: ['downloads'],
        summary: 'Download a deck as Anki, CSV, TXT, TXT repeated or Yomitan (a file stream)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: deckDownloadRequestSchema,
        response: {
          200: z.unknown().describe('The file: .apkg, .csv, .txt or Yomitan .zip (streamed)'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      // `onlyState` reads a signed-in reader's word states (issue 20); others send known ids.
      const user = request.body.onlyState === undefined ? undefined : await request.getUser();
      const file = await prepareDeckDownload(deps.db, request.params.id, request.body, {
        siteUrl: config.publicUrl,
        ...(user ? { userId: user.id } : {}),
      }).catch(asBadRequest);
      if (!file) throw notFound(`Deck ${request.params.id} not found`);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(Readable.from(file.body));
    },
  );
  done();
};
