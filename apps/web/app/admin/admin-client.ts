/**
 * The browser's calls to the admin API (bearer token, refresh and one retry through the auth
 * client). A refusal throws with the API's message, so the page can show it beside the form.
 */
import type { AuthClient } from '../auth/auth-client';

export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** Field errors of a 400 (`errors: { field: [problems] }`) as one line each. */
export function describeFailure(body: Record<string, unknown>, status: number): string {
  const message = typeof body.message === 'string' ? body.message : `The server answered ${status}`;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return message;
  const lines = Object.entries(errors as Record<string, unknown>).map(
    ([field, problems]) =>
      `${field}: ${Array.isArray(problems) ? problems.join('; ') : String(problems)}`,
  );
  return lines.length ? `${message} (${lines.join(' · ')})` : message;
}

export async function adminRequest<T>(
  client: AuthClient | null,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  if (!client) throw new Error('The page is still loading.');
  const { json, ...rest } = init;
  const response = await client.apiFetch(
    path,
    json === undefined
      ? rest
      : {
          ...rest,
          headers: { 'content-type': 'application/json', ...rest.headers },
          body: JSON.stringify(json),
        },
  );
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new AdminRequestError(response.status, describeFailure(body, response.status), body);
  return body as T;
}
