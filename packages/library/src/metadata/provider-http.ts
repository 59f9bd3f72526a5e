/**
 * The one HTTP edge of every provider: a timeout per request, requests spaced to respect the
 * provider's published rate limit, retries with backoff on 429 and 5xx (honouring
 * `Retry-After`), and the answer validated with zod, so a changed answer is a clear
 * `ProviderError` naming the provider rather than a crash deeper down.
 */
import type { z } from 'zod';
import { ProviderError } from './provider-error';

export interface ProviderHttpOptions {
  /** Shown in errors: "AniList", "TMDB", … */
  provider: string;
  /** Smallest gap between two requests (the published rate limit). */
  minIntervalMs: number;
  timeoutMs?: number;
  /** Retries after a 429 or 5xx (default 3). */
  maxRetries?: number;
  /** Longest wait a `Retry-After` may ask for before giving up (default 60 s). */
  maxRetryAfterMs?: number;
  fetchImpl?: typeof fetch;
  /** Waiting, replaceable in tests so they assert the delay instead of spending it. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ProviderHttp {
  readonly provider: string;
  /** Fetches and validates JSON; 404 → `not-found`. */
  json<S extends z.ZodType>(url: string | URL, init: RequestInit, schema: S): Promise<z.output<S>>;
  /** Fetches bytes (a subtitle file), at most `maxBytes`. */
  bytes(url: string | URL, init: RequestInit, maxBytes: number): Promise<Uint8Array>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const BACKOFF_BASE_MS = 500;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` in seconds or as an HTTP date; Jimaku's `x-ratelimit-reset-after` in seconds. */
export function retryDelayMs(headers: Headers, attempt: number, now = Date.now()): number {
  const value = headers.get('retry-after') ?? headers.get('x-ratelimit-reset-after');
  if (value) {
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return BACKOFF_BASE_MS * 2 ** attempt;
}

export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const {
    provider,
    minIntervalMs,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxRetries = 3,
    maxRetryAfterMs = 60_000,
    fetchImpl = fetch,
    sleep = defaultSleep,
  } = options;
  let nextSlot = 0;

  async function waitForSlot(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + minIntervalMs;
    if (slot > now) await sleep(slot - now);
  }

  async function request(url: string | URL, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      await waitForSlot();
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const reason =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
            ? `did not answer within ${timeoutMs / 1000} s`
            : `could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
        throw new ProviderError('unavailable', provider, reason);
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable) return response;
      const delay = retryDelayMs(response.headers, attempt);
      await response.body?.cancel();
      if (attempt >= maxRetries || delay > maxRetryAfterMs)
        throw new ProviderError(
          'unavailable',
          provider,
          response.status === 429
            ? 'is rate-limiting us; try again in a minute'
            : `answered HTTP ${response.status}; try again later`,
        );
      await sleep(delay);
    }
  }

  async function failure(response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    let detail = '';
    try {
      const body = JSON.parse(text) as {
        error?: unknown;
        message?: unknown;
        errors?: { message?: unknown }[];
      };
      const message = body.error ?? body.message ?? body.errors?.[0]?.message;
      if (typeof message === 'string') detail = `: ${message.slice(0, 200)}`;
    } catch {
      // not JSON: the status says enough
    }
    if (response.status === 404)
      throw new ProviderError('not-found', provider, `not found${detail}`);
    if (response.status === 401 || response.status === 403)
      throw new ProviderError(
        'not-configured',
        provider,
        `refused our key (HTTP ${response.status})${detail}`,
      );
    throw new ProviderError('bad-request', provider, `answered HTTP ${response.status}${detail}`);
  }

  return {
    provider,
    async json(url, init, schema) {
      const response = await request(url, {
        ...init,
        headers: { Accept: 'application/json', ...(init.headers as Record<string, string>) },
      });
      if (!response.ok) return failure(response);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ProviderError('bad-answer', provider, 'answered with something that is not JSON');
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ProviderError(
          'bad-answer',
          provider,
          `answered in an unexpected shape (${issue.path.join('.') || 'the answer'}: ${issue.message})`,
        );
      }
      return parsed.data;
    },
    async bytes(url, init, maxBytes) {
      const response = await request(url, init);
      if (!response.ok) return failure(response);
      const length = Number(response.headers.get('content-length'));
      if (Number.isFinite(length) && length > maxBytes) {
        await response.body?.cancel();
        throw new ProviderError(
          'bad-answer',
          provider,
          `file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
        );
      }
      const chunks: Uint8Array[] = [];
      let total = 0;
      for await (const chunk of response.body ?? []) {
        total += (chunk as Uint8Array).length;
        if (total > maxBytes)
          throw new ProviderError(
            'bad-answer',
            provider,
            `file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
          );
        chunks.push(chunk as Uint8Array);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
