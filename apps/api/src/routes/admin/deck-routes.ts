/**
 * One deck: `GET /api/admin/deck/{id}`, `POST /api/admin/update-deck` (multipart),
 * `DELETE /api/admin/deck/{id}`, `POST /api/admin/deck/{id}/reparse` (reference §9.3).
 */
import {
  adminDeckSchema,
  deleteDeckResponseSchema,
  idField,
  jobQueuedResponseSchema,
  updateDeckFieldsSchema,
  updateDeckResponseSchema,
} from '@goi/contracts';
import {
  deleteDeck,
  getAdminDeck,
  queueDeckReparse,
  updateDeck,
  type SourceFile,
} from '@goi/library';
import { z } from 'zod';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { adminCall, parseFields } from './admin-http';
import { readDeckForm } from './read-deck-form';

const tags = ['admin'];
const admin = { auth: 'admin' as const };
const params = z.object({ id: idField });

export const deckRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  app.get(
    '/deck/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A deck with its statistics, sub-decks and audit log, for its edit page',
        params,
        response: { 200: adminDeckSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => adminCall(getAdminDeck(deps.db, request.params.id)),
  );

  app.post(
    '/update-deck',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Edit a deck (multipart): metadata, links, cover, sub-decks, replaced files, reparse=true',
        consumes: ['multipart/form-data'],
        response: {
          200: updateDeckResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429),
        },
      },
    },
    async (request) => {
      const form = await readDeckForm(request, {
        dataDir: config.dataDir,
        limitBytes: config.uploadLimitBytes,
      });
      try {
        const { coverImage, ...rest } = form.fields;
        const fields = parseFields(updateDeckFieldsSchema, {
          ...rest,
          ...(typeof coverImage === 'string' && coverImage.trim() !== ''
            ? { coverImageUrl: coverImage }
            : {}),
        });
        const subdeckFiles = new Map<number, SourceFile>();
        for (const [field, file] of form.files) {
          const match = /^subdecks\[(\d+)\]\.file$/.exec(field);
          if (match) subdeckFiles.set(Number(match[1]), file);
        }
        const coverFile = form.files.get('coverImage');
        return await adminCall(
          updateDeck(deps.db, {
            dataDir: config.dataDir,
            fields,
            file: form.files.get('file'),
            subdeckFiles,
            cover: coverFile ? { path: coverFile.path, name: coverFile.name } : null,
            userId: request.user!.id,
          }),
        );
      } finally {
        await form.dispose();
      }
    },
  );

  app.delete(
    '/deck/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a deck with its sub-decks (or one sub-deck); queues a rank recompute',
        params,
        response: { 200: deleteDeckResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) =>
      adminCall(
        deleteDeck(deps.db, {
          dataDir: config.dataDir,
          deckId: request.params.id,
          userId: request.user!.id,
        }),
      ),
  );

  app.post(
    '/deck/:id/reparse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Re-parse a deck (and its family) from its stored texts, keeping its metadata',
        params,
        response: { 202: jobQueuedResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const jobId = await adminCall(queueDeckReparse(deps.db, request.params.id, request.user!.id));
      return reply.code(202).send({ jobId });
    },
  );
  done();
};
