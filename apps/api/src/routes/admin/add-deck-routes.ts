/** `GET /api/admin/duplicate` and `POST /api/admin/add-deck` (reference §9.1). */
import {
  addDeckFieldsSchema,
  duplicateConflictSchema,
  duplicateQuerySchema,
  duplicateResponseSchema,
  jobQueuedResponseSchema,
} from '@goi/contracts';
import { findDuplicateDeckRef } from '@goi/db';
import { addDeck, AdminError, toDeckRef, type SourceFile } from '@goi/library';
import { badRequest } from '../../errors/http-error';
import { errorResponses, type ApiRoutePlugin } from '../route-plugin';
import { parseFields, toAdminHttpError } from './admin-http';
import { readDeckForm } from './read-deck-form';

const tags = ['admin'];
const admin = { auth: 'admin' as const };

export const addDeckRoutes: ApiRoutePlugin = (app, { config, deps }, done) => {
  app.get(
    '/duplicate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The top-level deck with this original title and media type, if any',
        querystring: duplicateQuerySchema,
        response: { 200: duplicateResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { originalTitle, mediaType } = request.query;
      const row = await findDuplicateDeckRef(deps.db, originalTitle, mediaType);
      return { deck: row ? toDeckRef(row) : null };
    },
  );

  app.post(
    '/add-deck',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Add a deck from files (multipart): metadata fields, then `file` or `subdecks[i].file`; queues its ingest',
        consumes: ['multipart/form-data'],
        response: {
          202: jobQueuedResponseSchema,
          409: duplicateConflictSchema,
          ...errorResponses(400, 401, 403, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const form = await readDeckForm(request, {
        dataDir: config.dataDir,
        limitBytes: config.uploadLimitBytes,
      });
      try {
        const { coverImage, ...rest } = form.fields;
        const fields = parseFields(addDeckFieldsSchema, {
          ...rest,
          ...(typeof coverImage === 'string' && coverImage.trim() !== ''
            ? { coverImageUrl: coverImage }
            : {}),
        });
        const files: SourceFile[] = [];
        const main = form.files.get('file');
        if (main && fields.subdecks.length > 0)
          throw badRequest('Give either `file` or sub-decks, not both', {
            file: ['Give either file or subdecks'],
          });
        if (main) files.push(main);
        for (const [index, subdeck] of fields.subdecks.entries()) {
          const file = form.files.get(`subdecks[${index}].file`);
          if (!file)
            throw badRequest(`Sub-deck ${index + 1} has no file`, {
              [`subdecks[${index}].file`]: ['Is required'],
            });
          files.push({ ...file, title: subdeck.originalTitle });
        }
        if (files.length === 0)
          throw badRequest('Give a file, or sub-decks with a file each', { file: ['Is required'] });
        const coverFile = form.files.get('coverImage');
        const { onDuplicate, coverImageUrl, subdecks: _subdecks, ...metadata } = fields;
        const cover = coverFile
          ? { path: coverFile.path, name: coverFile.name }
          : coverImageUrl
            ? { url: coverImageUrl }
            : null;
        const queued = await addDeck(deps.db, {
          dataDir: config.dataDir,
          metadata,
          files,
          cover,
          onDuplicate,
          userId: request.user!.id,
        });
        return reply.code(202).send({ jobId: queued.jobId });
      } catch (error) {
        if (error instanceof AdminError && error.existing)
          return reply
            .code(409)
            .send({ statusCode: 409, message: error.message, existing: error.existing });
        throw toAdminHttpError(error);
      } finally {
        await form.dispose();
      }
    },
  );
  done();
};
