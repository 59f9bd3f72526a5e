/**
 * A pasted text's deck after `parse-custom-deck` (issue 21, `/parse-deck`): nothing is stored,
 * so the browser sends the parse answer's words back for the word list (the deck vocabulary's
 * order and filters), the coverage curve (from the reader's known words: signed in, or sent in
 * the body) and every download format. Answers are private: they hold the reader's text.
 */
import { Readable } from 'node:stream';
import {
  customDeckDownloadInputSchema,
  customDeckVocabularyPageSchema,
  customDeckWordsInputSchema,
  coverageCurveDtoSchema,
} from '@goi/contracts';
import { contentDisposition } from '@goi/exports';
import { z } from 'zod';
import { packCustomDeckWords, prepareCustomDeckDownload } from '@goi/library';
import { privateNoStore } from '../../http/cache-headers';
import { contractSerializerCompiler } from '../../http/contract-serializer';
import { readModelsOf } from '../../read-models/read-models-of';
import { asBadRequest } from '../downloads/invalid-download-request';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { readerOf } from './known-words';
import { vocabularyQuerySchema } from './media-deck-schemas';
import { vocabularyFiltersOf } from './vocabulary-filters';

const tags = ['media decks'];

export const customDeckRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const readModels = readModelsOf(deps);

  app.post(
    '/custom-deck/vocabulary',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: "A pasted text's words, 100 per page, in the deck vocabulary's orders and filters",
        description:
          "Body: the `words` of the parse-custom-deck answer, and a visitor's known words (as get-media-decks-with-coverage). Query: as `{id}/vocabulary`.",
        querystring: vocabularyQuerySchema,
        body: customDeckWordsInputSchema,
        response: { 200: customDeckVocabularyPageSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request, request.body);
      const userId = reader && 'userId' in reader ? reader.userId : undefined;
      const filters = vocabularyFiltersOf(request.query, reader !== undefined, userId);
      const page = await readModels.customDeckVocabularyPage(
        packCustomDeckWords(request.body.words),
        { ...request.query, filters },
        reader,
      );
      privateNoStore(reply);
      return page;
    },
  );

  app.post(
    '/custom-deck/coverage-curve',
    {
      schema: {
        tags,
        summary: "A pasted text's coverage curve from the reader's known words",
        body: customDeckWordsInputSchema,
        response: { 200: coverageCurveDtoSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request, request.body);
      const curve = await readModels.customDeckCoverageCurve(
        packCustomDeckWords(request.body.words),
        reader,
      );
      privateNoStore(reply);
      return curve;
    },
  );

  app.post(
    '/custom-deck/download',
    {
      config: { rateLimitPolicy: 'download' },
      schema: {
        tags: ['downloads'],
        summary: "A pasted text's deck as Anki, CSV, TXT, TXT repeated or Yomitan",
        description:
          'Body: `words` and `sentences` of the parse-custom-deck answer, and `request` as the deck download body.',
        body: customDeckDownloadInputSchema,
        response: {
          200: z.unknown().describe('The file: .apkg, .csv, .txt or Yomitan .zip'),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const now = (deps.now ?? (() => new Date()))();
      const file = await prepareCustomDeckDownload(deps.db, request.body, now, {
        siteUrl: config.publicUrl,
      }).catch(asBadRequest);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(file.body));
    },
  );

  done();
};
