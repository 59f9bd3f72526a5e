/**
 * The text of an uploaded file (multipart field `file`): at most 10 MB of UTF-8, as the reference
 * accepted for Anki notes exports.
 */
import { ANKI_LIMITS } from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../errors/http-error';

export async function readUploadedText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data, field "file"');
  const file = await request.file({ limits: { fileSize: ANKI_LIMITS.maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'file') throw badRequest('Missing the multipart field "file"');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new HttpError(413, `The file "${file.filename}" is larger than 10 MB`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`The file "${file.filename}" is not UTF-8 text`, {
      file: ['Must be UTF-8 text (Anki: Export → Notes in Plain Text)'],
    });
  }
}
