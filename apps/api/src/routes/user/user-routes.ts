/**
 * `/api/user`: the signed-in user's known words (reference §4.4 paths). Single changes answer at
 * once; imports run as jobs whose progress `GET /jobs/{id}` reports to their owner only.
 */
import {
  ACCOUNT_JOB_TYPES,
  ankiNoteWords,
  createUploadStore,
  enqueueJob,
  getJob,
  jobUserId,
  type AccountJobPayload,
} from '@goi/library';
import { z } from 'zod';
import { accountCall } from '../../auth/account-http-error';
import { requireAccounts } from '../../auth/require-accounts';
import { badRequest, notFound } from '../../errors/http-error';
import { privateNoStore } from '../../http/cache-headers';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { readUploadedText } from './read-upload';
import {
  ankiPreviewSchema,
  frequencyParamsSchema,
  jobAcceptedSchema,
  knownAmountSchema,
  userJobSchema,
  wordIdsBodySchema,
  wordParamsSchema,
} from './user-schemas';

const tags = ['user'];
const signedIn = { auth: 'user' } as const;

export const userRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  const { knownWords } = requireAccounts(deps);

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
        summary: 'Mark every form of these entries known (a job; also migrates local storage)',
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
      });
    },
  );

  app.post(
    '/vocabulary/import-from-frequency/:min/:max',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark every form of the entries ranked min..max known (a job)',
        params: frequencyParamsSchema,
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
      });
    },
  );

  app.post(
    '/vocabulary/import-from-anki-txt/preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many words an Anki notes export would mark known (changes nothing)',
        consumes: ['multipart/form-data'],
        response: { 200: ankiPreviewSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const text = await readUploadedText(request);
      return accountCall(knownWords.previewAnkiText(request.user!.id, text));
    },
  );

  app.post(
    '/vocabulary/import-from-anki-txt',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark every word of an Anki notes export known (a job)',
        consumes: ['multipart/form-data'],
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
