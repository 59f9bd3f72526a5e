/** Account refusals (`AccountError` from @goi/library) as HTTP errors with the same message. */
import { AccountError, type AccountErrorKind } from '@goi/library';
import { HttpError } from '../errors/http-error';

const statusOfKind: Record<AccountErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  disabled: 404,
};

export function toHttpError(error: unknown): unknown {
  return error instanceof AccountError
    ? new HttpError(statusOfKind[error.kind], error.message, error.fields)
    : error;
}

/** Awaits an account call, turning its refusals into HTTP errors. */
export async function accountCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toHttpError(error);
  }
}
