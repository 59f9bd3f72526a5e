/**
 * `/api/media-deck`: the public deck reads (reference §1, §1.1, §1.2) and the custom-deck parse.
 * Handlers only do HTTP (input checks, status, cache headers); the read models
 * (@goi/library read-models) do the work and the response schemas serialize. Lists answer
 * publicly cacheable unless they used a reader's known words.
 */
import {
  coverageCurveDtoSchema,
  decksCountDtoSchema,
  deckDetailDtoSchema,
  deckDtoSchema,
  deckListPageSchema,
  deckVocabularyPageSchema,
  knownWordsInputSchema,
  paginatedSchema,
  parseCustomDeckRequestSchema,
  parseCustomDeckResponseSchema,
  type KnownWordsInput,
} from '@goi/contracts';
import { createUserDecksService, type DeckListQuery } from '@goi/library';
import {
  findDeckIdsByLink,
  getDeckListing,
  countDeckWordsInRankRange,
  listTopLevelDeckIds,
  listTopLevelDeckIdsByType,
} from '@goi/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors/http-error';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { contractSerializerCompiler } from '../../http/contract-serializer';
import { readModelsOf } from '../../read-models/read-models-of';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { parseWorkOf } from '../../parse-pool/parse-work-of';
import { decksCount } from './decks-count';
import { readerOf } from './known-words';
import { myDecksFilter } from './my-decks-filter';
import {
  deckIdParamsSchema,
  linkParamsSchema,
  mediaDeckListQuerySchema,
  mediaTypeParamsSchema,
  offsetSchema,
  rankRangeQuerySchema,
  updateLogQuerySchema,
  vocabularyQuerySchema,
} from './media-deck-schemas';
import { deckListFiltersOf } from './media-deck-list-filters';
import { vocabularyFiltersOf } from './vocabulary-filters';
import { mediaUpdateLog } from './media-update-log';

const tags = ['media decks'];
const LIST_CACHE_SECONDS = 60;
const TEN_MINUTES = 600;

/** Public when nobody's known words shaped the answer, private otherwise. */
function cacheFor(reply: FastifyReply, personal: boolean, seconds: number) {
  if (personal) privateNoStore(reply);
  else publicCache(reply, seconds);
}

type ListQuery = z.infer<typeof mediaDeckListQuerySchema>;

/** The read models' query, once the combinations the schema cannot express are checked. */
function deckListQuery(query: ListQuery, hasReader: boolean): DeckListQuery {
  if ((query.wordId === undefined) !== (query.readingIndex === undefined)) {
    const missing = query.wordId === undefined ? 'wordId' : 'readingIndex';
    throw badRequest(`Query parameter "${missing}" is required with "wordId" and "readingIndex"`, {
      [missing]: ['Required when filtering by a word'],
    });
  }
  const word =
    query.wordId === undefined || query.readingIndex === undefined
      ? undefined
      : { wordId: query.wordId, readingIndex: query.readingIndex };
  if (query.sortBy === 'occurrences' && !word)
    throw badRequest('sortBy "occurrences" needs "wordId" and "readingIndex"', {
      sortBy: ['"occurrences" needs a word filter'],
    });
  if (
    (['coverage', 'uCoverage', 'youngCoverage', 'uYoungCoverage'] as const).some(
      (sort) => sort === query.sortBy,
    ) &&
    !hasReader
  )
    throw badRequest(`sortBy "${query.sortBy}" needs known words`, {
      sortBy: [
        'Coverage sorts need known words: sign in or send them to get-media-decks-with-coverage',
      ],
    });
  return {
    offset: query.offset,
    mediaType: query.mediaType,
    titleFilter: query.titleFilter,
    word,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...deckListFiltersOf(query, hasReader),
  };
}

export const mediaDeckRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const readModels = readModelsOf(deps);
  const userDecks = createUserDecksService({ db: deps.db });
  const listDecks = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ListQuery,
    sent?: KnownWordsInput,
  ) => {
    const reader = await readerOf(request, sent);
    const page = await readModels.deckListPage(
      {
        ...deckListQuery(query, reader !== undefined),
        ...(await myDecksFilter(request, query, userDecks)),
      },
      reader,
    );
    cacheFor(reply, reader !== undefined, LIST_CACHE_SECONDS);
    return page;
  };

  app.get(
    '/get-media-decks',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'Top-level decks: filter by type, title or word; sort; 50 per page',
        querystring: mediaDeckListQuerySchema,
        response: { 200: deckListPageSchema, ...errorResponses(400, 429) },
      },
    },
    (request, reply) => listDecks(request, reply, request.query),
  );

  app.post(
    '/get-media-decks-with-coverage',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'The same list with the coverage of the known words sent in the body',
        description:
          "Query as `get-media-decks`; body `{ knownWordIds: number[], knownForms: [wordId, readingIndex][] }` (a visitor's known words from local storage). Enables `sortBy=coverage|uCoverage|youngCoverage|uYoungCoverage`.",
        querystring: mediaDeckListQuerySchema,
        body: knownWordsInputSchema,
        response: { 200: deckListPageSchema, ...errorResponses(400, 413, 429) },
      },
    },
    (request, reply) => listDecks(request, reply, request.query, request.body),
  );

  app.get(
    '/get-media-decks-id',
    {
      schema: {
        tags,
        summary: 'Every top-level deck id (sitemap)',
        response: { 200: z.array(z.number().int()), ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      publicCache(reply, TEN_MINUTES);
      return listTopLevelDeckIds(deps.db);
    },
  );

  app.get(
    '/get-media-decks-by-type/:mediaType',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'Every top-level deck of a media type, by romaji title',
        params: mediaTypeParamsSchema,
        response: { 200: z.array(deckDtoSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const ids = await listTopLevelDeckIdsByType(deps.db, request.params.mediaType);
      publicCache(reply, TEN_MINUTES);
      return readModels.decks(ids);
    },
  );

  const detail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    deckId: number,
    offset: number,
    sent?: KnownWordsInput,
  ) => {
    const reader = await readerOf(request, sent);
    const page = await readModels.deckDetail(deckId, offset, reader);
    if (!page) throw notFound(`Deck ${deckId} not found`);
    cacheFor(reply, reader !== undefined, LIST_CACHE_SECONDS);
    return page;
  };
  const detailPageSchema = paginatedSchema(deckDetailDtoSchema).meta({ id: 'DeckDetailPage' });

  app.get(
    '/:id/detail',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'A deck with its parent and 25 sub-decks per page (deck order)',
        params: deckIdParamsSchema,
        querystring: z.object({ offset: offsetSchema }),
        response: { 200: detailPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (request, reply) => detail(request, reply, request.params.id, request.query.offset),
  );

  app.post(
    '/:id/detail-with-coverage',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'The same with the coverage of the known words sent in the body',
        params: deckIdParamsSchema,
        querystring: z.object({ offset: offsetSchema }),
        body: knownWordsInputSchema,
        response: { 200: detailPageSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    (request, reply) =>
      detail(request, reply, request.params.id, request.query.offset, request.body),
  );

  const curve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    deckId: number,
    sent?: KnownWordsInput,
  ) => {
    const reader = await readerOf(request, sent);
    const answer = await readModels.deckCoverageCurve(deckId, reader);
    if (!answer) throw notFound(`Deck ${deckId} not found`);
    cacheFor(reply, reader !== undefined, LIST_CACHE_SECONDS);
    return answer;
  };

  app.get(
    '/:id/coverage-curve',
    {
      schema: {
        tags,
        summary: "The reader's coverage as the deck's most frequent unknown words are learned",
        description:
          'Points of the curve and the words to learn to reach 80, 90, 95 and 98 %. A signed-in reader starts from their known words; without them, from none.',
        params: deckIdParamsSchema,
        response: { 200: coverageCurveDtoSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (request, reply) => curve(request, reply, request.params.id),
  );

  app.post(
    '/:id/coverage-curve-with-coverage',
    {
      schema: {
        tags,
        summary: 'The same curve from the known words sent in the body (a visitor)',
        params: deckIdParamsSchema,
        body: knownWordsInputSchema,
        response: { 200: coverageCurveDtoSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    (request, reply) => curve(request, reply, request.params.id, request.body),
  );

  /** Known words are only used (and the answer private) when the known filter asks for them. */
  const vocabulary = async (
    request: FastifyRequest,
    reply: FastifyReply,
    deckId: number,
    query: z.infer<typeof vocabularyQuerySchema>,
    sent?: KnownWordsInput,
  ) => {
    const personal = query.known !== undefined || query.state !== undefined || sent;
    const reader = personal ? await readerOf(request, sent) : undefined;
    const userId = reader && 'userId' in reader ? reader.userId : undefined;
    const filters = vocabularyFiltersOf(query, reader !== undefined, userId);
    const page = await readModels.deckVocabularyPage(deckId, { ...query, filters }, reader);
    if (page === undefined) throw notFound(`Deck ${deckId} not found`);
    cacheFor(reply, reader !== undefined, LIST_CACHE_SECONDS);
    return page;
  };

  app.get(
    '/:id/vocabulary',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: "A deck's words, 100 per page: chrono, globalFreq or deckFreq; filters",
        description:
          '`deckFreq` is inverted as in the reference: sortOrder 0 lists the most used words first. Filters: `search` (kanji, kana or romaji), `known=known|unknown` (signed in), `partsOfSpeech` / `excludePartsOfSpeech` (JMdict codes, `v*` = every code starting with v), `hideKana=1`, `state=0..3` (a signed-in reader’s word state: 0 none stored, 1 young, 2 mature, 3 suspended).',
        params: deckIdParamsSchema,
        querystring: vocabularyQuerySchema,
        response: { 200: deckVocabularyPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (request, reply) => vocabulary(request, reply, request.params.id, request.query),
  );

  app.post(
    '/:id/vocabulary-with-coverage',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: "The same list with the known words sent in the body (a visitor's)",
        params: deckIdParamsSchema,
        querystring: vocabularyQuerySchema,
        body: knownWordsInputSchema,
        response: { 200: deckVocabularyPageSchema, ...errorResponses(400, 404, 413, 429) },
      },
    },
    (request, reply) => vocabulary(request, reply, request.params.id, request.query, request.body),
  );

  app.get(
    '/:id/vocabulary-count-frequency',
    {
      schema: {
        tags,
        summary:
          "How many of a deck's words have a global form rank in [minFrequency, maxFrequency]",
        params: deckIdParamsSchema,
        querystring: rankRangeQuerySchema,
        response: { 200: z.number().int().nonnegative(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await getDeckListing(deps.db, request.params.id)))
        throw notFound(`Deck ${request.params.id} not found`);
      publicCache(reply, LIST_CACHE_SECONDS);
      return countDeckWordsInRankRange(
        deps.db,
        request.params.id,
        request.query.minFrequency,
        request.query.maxFrequency,
      );
    },
  );

  app.get(
    '/media-update-log',
    {
      serializerCompiler: contractSerializerCompiler,
      schema: {
        tags,
        summary: 'Top-level decks added in the 30-day window ending offset × 30 days ago',
        querystring: updateLogQuerySchema,
        response: { 200: deckListPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      publicCache(reply, TEN_MINUTES);
      return mediaUpdateLog(deps, request.query.offset);
    },
  );

  app.get(
    '/decks-count',
    {
      schema: {
        tags,
        summary: 'Top-level decks per media type (keys are the type numbers)',
        response: { 200: decksCountDtoSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      publicCache(reply, TEN_MINUTES);
      return decksCount(deps.db);
    },
  );

  app.get(
    '/by-link-id/:linkType/:id',
    {
      schema: {
        tags,
        summary: 'Decks with a link of that type whose URL ends in /{id} (case-insensitive)',
        params: linkParamsSchema,
        response: { 200: z.array(z.number().int()), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      publicCache(reply, TEN_MINUTES);
      return findDeckIdsByLink(deps.db, request.params.linkType, request.params.id);
    },
  );

  app.post(
    '/parse-custom-deck',
    {
      config: { rateLimitPolicy: 'download' },
      schema: {
        tags,
        summary: 'Parse a pasted text (≤ 200,000 characters) into a deck and its Anki file',
        body: parseCustomDeckRequestSchema,
        response: { 200: parseCustomDeckResponseSchema, ...errorResponses(400, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const now = (deps.now ?? (() => new Date()))();
      const deck = await parseWorkOf(deps).run({
        kind: 'custom-deck',
        text: request.body.text,
        now: now.toISOString(),
      });
      privateNoStore(reply);
      return deck;
    },
  );

  done();
};
