/**
 * The text of an uploaded file (multipart field `file`): at most 10 MB of UTF-8, as the reference
 * accepted for Anki notes exports.
 */
import { textProblem } from '@goi/contracts';
import { ANKI_LIMITS } from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../errors/http-error';

export async function readUploadedText(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data, field "file"');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: ANKI_LIMITS.maxBytes, files: 1 } });
  } catch (error) {
    // busboy refuses a body it cannot split (no boundary in the Content-Type, a broken part).
    throw badRequest(
      `Malformed multipart/form-data body: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  if (!file || file.fieldname !== 'file') throw badRequest('Missing the multipart field "file"');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new HttpError(413, `The file "${file.filename}" is larger than 10 MB`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`The file "${file.filename}" is not UTF-8 text`, {
      file: ['Must be UTF-8 text (Anki: Export → Notes in Plain Text)'],
    });
  }
  const problem = textProblem(text);
  if (problem)
    throw badRequest(`The file "${file.filename}" is not plain text`, { file: [problem] });
  return text;
}

/** The bytes of an uploaded file (multipart field `file`), at most `maxBytes`. */
export async function readUploadedBytes(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data, field "file"');
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw badRequest(
      `Malformed multipart/form-data body: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  if (!file || file.fieldname !== 'file') throw badRequest('Missing the multipart field "file"');
  try {
    return { name: file.filename || 'upload', bytes: await file.toBuffer() };
  } catch {
    throw new HttpError(413, `The file "${file.filename}" is larger than ${tooLarge}`);
  }
}
