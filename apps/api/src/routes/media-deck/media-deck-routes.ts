/**
 * `/api/media-deck`: the public deck reads (reference §1, §1.1, §1.2) and the custom-deck parse.
 * Handlers only do HTTP; the services next to this file do the work. Lists answer publicly
 * cacheable unless they used a reader's known words. `config.readCache` marks the GETs whose
 * answers the read cache may keep (src/read-cache): 'anonymous' where known words can shape the
 * answer; the media update log is not among them (its windows move with the clock).
 */
import {
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
import {
  findDeckIdsByLink,
  getDeckListing,
  countDeckWordsInRankRange,
  listTopLevelDeckIds,
  listTopLevelDeckIdsByType,
} from '@goi/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { sendJsonText } from '../../http/json-text';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { parseWorkOf } from '../../parse-pool/parse-work-of';
import { loadDeckDtos } from './deck-dto';
import { deckDetail } from './deck-detail';
import { deckVocabularyJson } from './deck-vocabulary';
import { decksCount } from './decks-count';
import { resolveKnownWords } from './known-words';
import { listMediaDecks } from './list-media-decks';
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
import { mediaUpdateLog } from './media-update-log';

const tags = ['media decks'];
const LIST_CACHE_SECONDS = 60;
const TEN_MINUTES = 600;

/** Public when nobody's known words shaped the answer, private otherwise. */
function cacheFor(reply: FastifyReply, personal: boolean, seconds: number) {
  if (personal) privateNoStore(reply);
  else publicCache(reply, seconds);
}

export const mediaDeckRoutes: ApiRoutePlugin = (app, { deps }, done) => {
  const listDecks = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: z.infer<typeof mediaDeckListQuerySchema>,
    sent?: KnownWordsInput,
  ) => {
    const known = await resolveKnownWords(deps, request, sent);
    const page = await listMediaDecks(deps, query, known, request);
    cacheFor(reply, known !== undefined, LIST_CACHE_SECONDS);
    // JSON written from kept deck templates (list-media-decks.ts), sent as it is.
    return sendJsonText(reply, page, deckListPageSchema);
  };

  app.get(
    '/get-media-decks',
    {
      config: { readCache: 'anonymous' },
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
      schema: {
        tags,
        summary: 'The same list with the coverage of the known words sent in the body',
        description:
          "Query as `get-media-decks`; body `{ knownWordIds: number[], knownForms: [wordId, readingIndex][] }` (a visitor's known words from local storage). Enables `sortBy=coverage|uCoverage`.",
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
      config: { readCache: 'public' },
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
      config: { readCache: 'public' },
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
      return loadDeckDtos(deps.db, ids);
    },
  );

  const detail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    deckId: number,
    offset: number,
    sent?: KnownWordsInput,
  ) => {
    const known = await resolveKnownWords(deps, request, sent);
    const page = await deckDetail(deps, deckId, offset, known, request);
    if (!page) throw notFound(`Deck ${deckId} not found`);
    cacheFor(reply, known !== undefined, LIST_CACHE_SECONDS);
    return page;
  };
  const detailPageSchema = paginatedSchema(deckDetailDtoSchema).meta({ id: 'DeckDetailPage' });

  app.get(
    '/:id/detail',
    {
      config: { readCache: 'anonymous' },
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

  app.get(
    '/:id/vocabulary',
    {
      // Not kept whole in the read cache: a page is written from in-memory models in ~0.5 ms,
      // and keeping 90 kB answers alive made V8 run a full collection every second under load.
      schema: {
        tags,
        summary: "A deck's words, 100 per page: chrono, globalFreq or deckFreq",
        description:
          '`deckFreq` is inverted as in the reference: sortOrder 0 lists the most used words first.',
        params: deckIdParamsSchema,
        querystring: vocabularyQuerySchema,
        response: { 200: deckVocabularyPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      // JSON text stitched from word templates (deck-vocabulary.ts), sent as it is.
      const page = await deckVocabularyJson(deps, request.params.id, request.query, request);
      if (page === undefined) throw notFound(`Deck ${request.params.id} not found`);
      publicCache(reply, LIST_CACHE_SECONDS);
      return sendJsonText(reply, page, deckVocabularyPageSchema);
    },
  );

  app.get(
    '/:id/vocabulary-count-frequency',
    {
      config: { readCache: 'public' },
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
      config: { readCache: 'public' },
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
      config: { readCache: 'public' },
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
