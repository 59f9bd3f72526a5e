/**
 * Selection problems the request schema cannot see (a coverage goal out of reach once kana are
 * excluded) arrive as `InvalidDownloadRequestError { field }`; the client gets them as the same
 * 400 a schema error gives, naming the body field.
 */
import { InvalidDownloadRequestError } from '@goi/exports';
import { badRequest } from '../../errors/http-error';

export function asBadRequest(error: unknown): never {
  if (error instanceof InvalidDownloadRequestError) {
    const problem = error.message.slice(error.field.length + 2);
    const message = problem.charAt(0).toUpperCase() + problem.slice(1);
    throw badRequest(`Invalid body field "${error.field}": ${message}`, {
      [error.field]: [message],
    });
  }
  throw error;
}
