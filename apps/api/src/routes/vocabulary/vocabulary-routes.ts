/** `/api/vocabulary`: one word (reference §7), the short-text parser, and example sentences. */
import {
  PARSE_TEXT_MAX_LENGTH,
  deckWordDtoSchema,
  exampleSentenceDtoSchema,
  wellFormedText,
  wordDtoSchema,
} from '@goi/contracts';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { contractSerializerCompiler } from '../../http/contract-serializer';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { exampleSentences } from './example-sentences';
import { parseWorkOf } from '../../parse-pool/parse-work-of';
import { readModelsOf } from '../../read-models/read-models-of';

const tags = ['vocabulary'];
const ONE_HOUR = 3600;

const wordParamsSchema = z.object({
  wordId: z.coerce.number().int().positive(),
  readingIndex: z.coerce.number().int().min(0).max(255),
});

export const vocabularyRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const readModels = readModelsOf(deps);
  app.get(
    '/parse',
    {
      schema: {
        tags,
        summary: `Parse a short text (≤ ${PARSE_TEXT_MAX_LENGTH} characters) into words and gaps that tile it`,
        querystring: z.object({
          text: wellFormedText(
            z
              .string()
              .min(1, 'Must not be empty')
              .max(PARSE_TEXT_MAX_LENGTH, `Must be at most ${PARSE_TEXT_MAX_LENGTH} characters`),
          ),
        }),
        response: { 200: z.array(deckWordDtoSchema), ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      const words = await parseWorkOf(deps).run({ kind: 'vocabulary', text: request.query.text });
      publicCache(reply, ONE_HOUR);
      return words;
    },
  );

  app.get(
    '/:wordId/:readingIndex',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'A word: every form with its rank and share, definitions, pitch accents, usage',
        params: wordParamsSchema,
        response: { 200: wordDtoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { wordId, readingIndex } = request.params;
      const word = await readModels.wordPage(wordId, readingIndex);
      if (!word) throw notFound(`Word ${wordId}/${readingIndex} not found`);
      publicCache(reply, ONE_HOUR);
      return word;
    },
  );

  app.post(
    '/:wordId/:readingIndex/random-example-sentences',
    {
      schema: {
        tags,
        summary: 'Up to 3 random sentences using the word, from decks not already shown',
        description: 'Body: the ids of the decks whose sentences are already on screen.',
        params: wordParamsSchema,
        body: z.array(z.number().int().positive()).max(1000, 'At most 1000 deck ids'),
        response: { 200: z.array(exampleSentenceDtoSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { wordId, readingIndex } = request.params;
      const sentences = await exampleSentences(deps.db, wordId, readingIndex, request.body);
      if (!sentences) throw notFound(`Word ${wordId}/${readingIndex} not found`);
      privateNoStore(reply);
      return sentences;
    },
  );

  done();
};
