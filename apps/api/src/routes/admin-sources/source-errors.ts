/**
 * Provider failures as HTTP answers the admin pages can show, each message naming the provider:
 * an unknown provider or id is a 400, a missing item a 404, a provider without its key (or
 * refusing it) a 409 "not configured", an unreachable, busy or changed provider a 424 (Failed
 * Dependency). Not 502/503: the error handler hides 5xx messages, and these must reach the admin.
 */
import { ProviderError, type ProviderErrorKind } from '@goi/library';
import { HttpError } from '../../errors/http-error';
import { toAdminHttpError } from '../admin/admin-http';

const statusOfKind: Record<ProviderErrorKind, number> = {
  'bad-request': 400,
  'not-found': 404,
  'not-configured': 409,
  unavailable: 424,
  'bad-answer': 424,
};

export function toSourceHttpError(error: unknown): unknown {
  if (error instanceof ProviderError) return new HttpError(statusOfKind[error.kind], error.message);
  return toAdminHttpError(error);
}

export async function sourceCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toSourceHttpError(error);
  }
}
