/**
 * API calls from loaders. A 404 from the API becomes the route's 404 page ("Page Not Found:
 * {fullPath}", spec §8); anything else becomes the error page with the API's status.
 */
import { data } from 'react-router';
import { webEnv } from '../env.server';
import { ApiError, apiUrl, fetchJson, type ApiFetch, type QueryValue } from './api-client';

export interface LoaderApiContext {
  apiBaseUrl?: string;
  clientIp?: string;
  /** The API in this process (server.ts), used instead of HTTP when set. */
  apiFetch?: ApiFetch;
}

export function serverApiBase(request: Request, context: LoaderApiContext | undefined): string {
  if (context?.apiBaseUrl) return context.apiBaseUrl;
  const configured = webEnv().apiBaseUrl;
  if (configured) return configured;
  return `${new URL(request.url).origin}/api`;
}

export function routeNotFound(request: Request): never {
  const url = new URL(request.url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status from a loader
  throw data(`Page Not Found: ${url.pathname}${url.search}`, { status: 404 });
}

export async function loadFromApi<T>(
  request: Request,
  context: LoaderApiContext | undefined,
  path: string,
  query?: Record<string, QueryValue>,
  init?: RequestInit,
): Promise<T> {
  try {
    return await fetchJson<T>(
      apiUrl(serverApiBase(request, context), path, query),
      {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string> | undefined),
          ...(context?.clientIp ? { 'x-forwarded-for': context.clientIp } : {}),
        },
        signal: request.signal,
      },
      context?.apiFetch,
    );
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404 || error.status === 400) routeNotFound(request);
      if (error.status === 429) tooManyRequests(error);
      console.error(`API ${error.status} for ${error.url}: ${error.message}`);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- see routeNotFound
      throw data(error.message, { status: error.status >= 500 ? error.status : 500 });
    }
    throw error;
  }
}

/**
 * The reader's own API limit is spent: the styled error page with 429 and the API's Retry-After
 * (root.tsx's `headers` passes it on), not a 500.
 */
function tooManyRequests(error: ApiError): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see routeNotFound
  throw data(error.message, {
    status: 429,
    headers: { 'retry-after': error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS },
  });
}

const DEFAULT_RETRY_AFTER_SECONDS = '60';

/** A path parameter that must be a positive integer id; anything else is a 404. */
export function idParam(request: Request, value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value) || Number(value) <= 0) routeNotFound(request);
  return Number(value);
}
