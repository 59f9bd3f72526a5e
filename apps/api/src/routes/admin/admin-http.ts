/**
 * Admin use-case refusals as HTTP errors: `AdminError` by kind (400, 404, 409, 413) naming its
 * field, `MediaRequestError` (bad metadata, a cover that cannot be stored) as 400.
 */
import { AdminError, MediaRequestError, type AdminErrorKind } from '@goi/library';
import type { z } from 'zod';
import { HttpError } from '../../errors/http-error';

const statusOfKind: Record<AdminErrorKind, number> = {
  'bad-request': 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
};

/** Form names of the library's fields (`cover` is the form's `coverImage`). */
const formField = (field: string) => (field === 'cover' ? 'coverImage' : field);

export function toAdminHttpError(error: unknown): unknown {
  if (error instanceof AdminError)
    return new HttpError(
      statusOfKind[error.kind],
      error.message,
      error.field ? { [error.field]: [error.message] } : undefined,
    );
  if (error instanceof MediaRequestError) {
    const field = formField(error.field);
    return new HttpError(400, `${field}: ${error.message.slice(error.field.length + 2)}`, {
      [field]: [error.message],
    });
  }
  return error;
}

export async function adminCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toAdminHttpError(error);
  }
}

/** `links[0].url` from a zod path. */
export function formPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number'
        ? `${text}[${part}]`
        : text
          ? `${text}.${String(part)}`
          : String(part),
    '',
  );
}

/** Parses form fields, or throws a 400 naming every bad field. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[formPath(issue.path) || 'form'] ??= []).push(issue.message);
  const message = Object.entries(errors)
    .map(([field, messages]) => `"${field}": ${messages.join(', ')}`)
    .join('; ');
  throw new HttpError(
    400,
    `Invalid form field${Object.keys(errors).length === 1 ? '' : 's'} ${message}`,
    errors,
  );
}
