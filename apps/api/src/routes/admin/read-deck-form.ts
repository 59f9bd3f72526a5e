/**
 * Reads the multipart form of add-deck and update-deck: text fields into an object
 * (`links[0].url` → `links[0].url`; a `coverImage` text part → `coverImageUrl`), files streamed to a staging folder of the data directory
 * with the whole request bounded (`uploadLimitBytes`, 413 past it). The caller removes the
 * staging folder when done (`dispose`), whatever happened.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stagingDir, type SourceFile } from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../errors/http-error';

export interface DeckForm {
  fields: Record<string, unknown>;
  /** Files by form field (`file`, `subdecks[2].file`, `coverImage`). */
  files: Map<string, SourceFile>;
  dispose(): Promise<void>;
}

const KEY = /^([A-Za-z]\w*)(?:\[(\d{1,4})\](?:\.([A-Za-z]\w*))?)?$/;

/** Puts `links[0].url` = value into `fields.links[0].url`; unknown shapes are refused. */
function setField(fields: Record<string, unknown>, key: string, value: unknown): void {
  const match = KEY.exec(key);
  if (!match) throw badRequest(`Unknown form field "${key}"`, { [key]: ['Unknown field'] });
  const [, name, index, property] = match as unknown as [string, string, string?, string?];
  if (index === undefined) {
    fields[name] = value;
    return;
  }
  const list = (Array.isArray(fields[name]) ? fields[name] : (fields[name] = [])) as unknown[];
  const position = Number(index);
  if (property === undefined) list[position] = value;
  else ((list[position] ??= {}) as Record<string, unknown>)[property] = value;
}

/** Fills holes a sparse form leaves (`aliases[0]`, `aliases[2]`) so zod names them. */
function compact(fields: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) fields[key] = Array.from(value, (item: unknown) => item ?? {});
  return fields;
}

export async function readDeckForm(
  request: FastifyRequest,
  options: { dataDir: string; limitBytes: number },
): Promise<DeckForm> {
  if (!request.isMultipart()) throw badRequest('Send the form as multipart/form-data');
  const dir = path.join(stagingDir(options.dataDir), randomUUID());
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, unknown> = {};
  const files = new Map<string, SourceFile>();
  let total = 0;
  const tooLarge = () =>
    new HttpError(
      413,
      `The upload is larger than ${Math.round(options.limitBytes / (1024 * 1024))} MiB (all files of a request together)`,
    );
  try {
    await fs.mkdir(dir, { recursive: true });
    const parts = request.parts({
      limits: { fileSize: options.limitBytes, files: 2002, fields: 10_000, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        total += Buffer.byteLength(String(part.value));
        if (total > options.limitBytes) throw tooLarge();
        setField(fields, part.fieldname, part.value);
        continue;
      }
      if (!KEY.test(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`, {
          [part.fieldname]: ['Unexpected file'],
        });
      }
      const name = path.basename(part.filename || part.fieldname);
      const target = path.join(dir, `${files.size}`);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          total += chunk.length;
          callback(total > options.limitBytes ? tooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(part.file, counter, createWriteStream(target));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      files.set(part.fieldname, { path: target, name, title: null, field: part.fieldname });
    }
    // `coverImage` is a file part or a text part holding a URL; the schemas take the URL apart.
    const { coverImage, ...rest } = compact(fields);
    const coverUrl = typeof coverImage === 'string' ? coverImage.trim() : '';
    return { fields: coverUrl ? { ...rest, coverImageUrl: coverUrl } : rest, files, dispose };
  } catch (error) {
    await dispose();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('The form has too many fields or files');
    throw error;
  }
}
