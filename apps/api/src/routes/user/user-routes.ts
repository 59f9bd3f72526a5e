/**
 * `/api/user`: the signed-in user's known words (reference §4.4 paths). Single changes answer at
 * once; imports run as jobs whose progress `GET /jobs/{id}` reports to their owner only.
 */
import {
  ACCOUNT_JOB_TYPES,
  ANKI_LIMITS,
  ANKI_PACKAGE_LIMITS,
  ankiNoteWords,
  chooseAnkiWords,
  readAnkiUpload,
  summarizeAnkiExport,
  createUploadStore,
  enqueueJob,
  getJob,
  jobUserId,
  type AccountJobPayload,
  type ImportState,
} from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountCall } from '../../auth/account-http-error';
import { requireAccounts } from '../../auth/require-accounts';
import { badRequest, notFound } from '../../errors/http-error';
import { privateNoStore } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { readUploadedBytes, readUploadedText } from './read-upload';
import {
  ankiPackagePreviewSchema,
  ankiPackageQuerySchema,
  ankiPreviewSchema,
  frequencyParamsSchema,
  importStateQuerySchema,
  jobAcceptedSchema,
  knownAmountSchema,
  userJobSchema,
  wordIdsBodySchema,
  wordParamsSchema,
} from './user-schemas';

const tags = ['user'];

/** The payload's `state` field, only when the user chose one (absent means Mature). */
function stateOf(query: { state?: number }): { state?: ImportState } {
  return query.state === undefined ? {} : { state: query.state as ImportState };
}
const signedIn = { auth: 'user' } as const;

export const userRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const { knownWords, ankiPackages } = requireAccounts(deps);

  app.addHook('onSend', async (_request, reply, payload) => {
    privateNoStore(reply);
    return payload;
  });

  const uploads = createUploadStore(config.uploadDir);

  async function enqueue(payload: AccountJobPayload) {
    const { type, ...rest } = payload;
    return { jobId: await enqueueJob(deps.db, type, rest) };
  }

  app.get(
    '/vocabulary/known-ids/amount',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many entries and forms the user knows',
        response: { 200: knownAmountSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => knownWords.amount(request.user!.id),
  );

  app.get(
    '/vocabulary/known-ids',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The ids of the entries the user knows (export: one per line)',
        response: { 200: z.array(z.number().int()), ...errorResponses(401, 429) },
      },
    },
    async (request) => knownWords.ids(request.user!.id),
  );

  app.delete(
    '/vocabulary/known-ids/clear',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Forget every known word of the user',
        response: { 200: z.object({ removed: z.number().int() }), ...errorResponses(401, 429) },
      },
    },
    async (request) => knownWords.clear(request.user!.id),
  );

  app.post(
    '/vocabulary/add/:wordId/:readingIndex',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark a form known (a kanji form also marks its kana form)',
        params: wordParamsSchema,
        response: {
          200: z.object({ added: z.number().int() }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      accountCall(
        knownWords.addWord(request.user!.id, request.params.wordId, request.params.readingIndex),
      ),
  );

  app.post(
    '/vocabulary/remove/:wordId/:readingIndex',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark a form unknown (a kanji form also unmarks its kana form)',
        params: wordParamsSchema,
        response: {
          200: z.object({ removed: z.number().int() }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      accountCall(
        knownWords.removeWord(request.user!.id, request.params.wordId, request.params.readingIndex),
      ),
  );

  app.post(
    '/vocabulary/import-from-ids',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Give every form of these entries a state, Mature unless `state` says (a job; also migrates local storage)',
        querystring: importStateQuerySchema,
        body: wordIdsBodySchema,
        response: { 202: jobAcceptedSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return enqueue({
        type: ACCOUNT_JOB_TYPES.importIds,
        userId: request.user!.id,
        wordIds: request.body,
        ...stateOf(request.query),
      });
    },
  );

  app.post(
    '/vocabulary/import-from-frequency/:min/:max',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Give every form of the entries ranked min..max a state, Mature unless `state` says (a job)',
        params: frequencyParamsSchema,
        querystring: importStateQuerySchema,
        response: { 202: jobAcceptedSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { min, max } = request.params;
      if (min > max) throw badRequest(`min (${min}) must not be greater than max (${max})`);
      reply.code(202);
      return enqueue({
        type: ACCOUNT_JOB_TYPES.importFrequency,
        userId: request.user!.id,
        minRank: min,
        maxRank: max,
        ...stateOf(request.query),
      });
    },
  );

  app.post(
    '/vocabulary/import-from-anki-txt/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'How many words an Anki notes export would give the state (Mature by default; changes nothing)',
        consumes: ['multipart/form-data'],
        querystring: importStateQuerySchema,
        response: { 200: ankiPreviewSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const text = await readUploadedText(request);
      return accountCall(
        knownWords.previewAnkiText(request.user!.id, text, request.query.state as ImportState),
      );
    },
  );

  app.post(
    '/vocabulary/import-from-anki-txt',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Give every word of an Anki notes export a state, Mature unless `state` says (a job)',
        consumes: ['multipart/form-data'],
        querystring: importStateQuerySchema,
        response: { 202: jobAcceptedSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const text = await readUploadedText(request);
      // The preview's limits, checked before queuing: a refused file never becomes a job.
      await accountCall(Promise.resolve().then(() => ankiNoteWords(text)));
      // The file waits in the upload store, not in jobs.payload; the job deletes it.
      const upload = await uploads.save(text);
      try {
        const accepted = await enqueue({
          type: ACCOUNT_JOB_TYPES.importAnkiText,
          userId: request.user!.id,
          upload,
          ...stateOf(request.query),
        });
        reply.code(202);
        return accepted;
      } catch (error) {
        await uploads.remove(upload);
        throw error;
      }
    },
  );

  /** The upload read as an Anki export, and the chosen words when a note type and field are given. */
  async function readAnkiRequest(
    request: FastifyRequest,
    query: { noteTypeId?: number; field?: string },
  ) {
    if ((query.noteTypeId === undefined) !== (query.field === undefined))
      throw badRequest('Give both noteTypeId and field, or neither');
    const upload = await readUploadedBytes(
      request,
      ANKI_PACKAGE_LIMITS.maxUploadBytes,
      `${ANKI_PACKAGE_LIMITS.maxUploadBytes / (1024 * 1024)} MB; export again without media`,
    );
    const exported = await accountCall(readAnkiUpload(upload.name, upload.bytes));
    const chosen =
      query.noteTypeId !== undefined && query.field !== undefined
        ? {
            noteTypeId: query.noteTypeId,
            field: query.field,
            ...(await accountCall(
              Promise.resolve().then(() =>
                chooseAnkiWords(exported, { noteTypeId: query.noteTypeId!, field: query.field! }),
              ),
            )),
          }
        : undefined;
    return { exported, chosen };
  }

  app.post(
    '/vocabulary/import-from-anki-package/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Read an Anki export (.apkg/.colpkg): its note types, and with `noteTypeId` and `field` the states and words an import would write (changes nothing)',
        consumes: ['multipart/form-data'],
        querystring: ankiPackageQuerySchema,
        response: { 200: ankiPackagePreviewSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const { exported, chosen } = await readAnkiRequest(request, request.query);
      const summary = summarizeAnkiExport(exported);
      if (!chosen) return { ...summary, selection: null };
      const preview = await ankiPackages.preview(request.user!.id, chosen);
      return {
        ...summary,
        selection: { noteTypeId: chosen.noteTypeId, field: chosen.field, ...preview },
      };
    },
  );

  app.post(
    '/vocabulary/import-from-anki-package',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Give the words of an Anki export the states of their cards: interval ≥ 21 days Mature, learning or younger Young, suspended Suspended, new left alone (a job)',
        consumes: ['multipart/form-data'],
        querystring: ankiPackageQuerySchema,
        response: { 202: jobAcceptedSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      if (request.query.noteTypeId === undefined)
        throw badRequest('Choose a note type and a field (noteTypeId and field)');
      const { chosen } = await readAnkiRequest(request, request.query);
      // The job gets the chosen words with their states (the file, media and all, is not kept).
      const words = chosen!.words.flatMap((word) =>
        word.state === 'new' ? [] : [{ text: word.text, state: word.state }],
      );
      const saved = JSON.stringify({ words });
      if (Buffer.byteLength(saved) > ANKI_LIMITS.maxBytes)
        throw badRequest(
          `The chosen field holds ${words.length} studied words, more than one import takes; export one deck at a time`,
        );
      const upload = await uploads.save(saved);
      try {
        const accepted = await enqueue({
          type: ACCOUNT_JOB_TYPES.importAnkiPackage,
          userId: request.user!.id,
          upload,
        });
        reply.code(202);
        return accepted;
      } catch (error) {
        await uploads.remove(upload);
        throw error;
      }
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "One of the user's jobs with its progress",
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 200: userJobSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const job = await getJob(deps.db, request.params.id);
      // Another user's job is "not found", not "forbidden": ids must not reveal others' work.
      if (!job || jobUserId(job.payload) !== request.user!.id)
        throw notFound(`Job ${request.params.id} not found`);
      const { jobId, type, status, progress, step, error, result } = job;
      return { jobId, type, status, progress, step, error, result };
    },
  );

  done();
};
