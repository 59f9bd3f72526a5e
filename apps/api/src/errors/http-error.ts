/**
 * An error whose status code and message are meant for the client: handlers throw it for
 * "not found", "conflict" and the like, and the error handler sends it as `{ statusCode, message,
 * errors? }`. Any other thrown error becomes a 500 whose details stay in the log.
 */
import type { ErrorBody } from '@goi/contracts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Problems by field path (`{ "offset": ["Must be ≥ 0"] }`). */
    readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, errors?: ErrorBody['errors']) =>
  new HttpError(400, message, errors);
