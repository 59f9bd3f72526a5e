/**
 * Calls to the JSON API. Loaders call it in process when the API runs in the same server
 * (`context.apiFetch`, set by `server.ts`), else over HTTP (`context.apiBaseUrl`, or
 * `API_BASE_URL`, or the page's own origin + `/api`); the browser calls `/api` directly for
 * interactive work. Errors carry the status and the API's message.
 */
import type { ErrorBody } from '@goi/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly url: string,
    /** The API's `Retry-After` (seconds) when it refused for too many requests. */
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

/** How a call reaches the API: `fetch`, or the in-process dispatch of `server.ts`. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

export function apiUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, 'http://local');
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') {
      url.searchParams.set(key, String(value));
    }
  }
  return base.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Fetches JSON; a non-2xx answer throws `ApiError` with the API's message when it sent one. */
export async function fetchJson<T>(
  url: string,
  init: RequestInit = {},
  fetchImpl: ApiFetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new ApiError(503, `The API could not be reached (${String(error)})`, url);
  }
  if (!response.ok) {
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const body: unknown = await response.json();
      if (isErrorBody(body)) message = body.message;
    } catch {
      // Not JSON (a proxy's error page): keep the status text.
    }
    throw new ApiError(
      response.status,
      message,
      url,
      response.headers.get('retry-after') ?? undefined,
    );
  }
  return (await response.json()) as T;
}

/** The API base the browser uses. */
export const BROWSER_API_BASE = '/api';

export function browserApi<T>(
  path: string,
  query?: Record<string, QueryValue>,
  init?: RequestInit,
) {
  return fetchJson<T>(apiUrl(BROWSER_API_BASE, path, query), init);
}
