/**
 * Request-time parsing off the event loop. Parsing 200,000 characters takes a second or two of
 * CPU; on the main thread every other request (and `/api/health`) would wait as long. The pool
 * (piscina) keeps `threads` worker threads, each loading the parser once, and bounds the work:
 *   - at most `threads + maxQueue` tasks in flight: one more is refused at once;
 *   - a task not finished within `timeBudgetMs` of its arrival is answered 503; if it is still
 *     queued the worker skips it when it comes up (a running parse is not killed: killing the
 *     thread would throw away the loaded parser, and a parse is linear in its bounded input).
 *   - the threads load their parser when the pool starts (seconds; more on a busy machine). That
 *     one-time load is not a request's work: a request that comes before it is done waits for it,
 *     and its budget starts once the parser is ready (else the first visitors after a start would
 *     all get 503).
 * Both refusals are `503 Service Unavailable` with `Retry-After`.
 */
import Piscina from 'piscina';
import type { DatabaseConfig } from '@goi/db';
import { HttpError } from '../errors/http-error';
import type { ParseResult, ParseTask, ParseWork } from './parse-tasks';
import type { ParseWorkerData, WorkerAnswer, WorkerTask } from './parse-worker';

export interface ParsePoolSettings {
  threads: number;
  timeBudgetMs: number;
  maxQueue: number;
}

export interface ParsePoolOptions extends ParsePoolSettings {
  database: DatabaseConfig;
  lexiconCacheDir?: string;
}

/** The parser is busy: come back in `retryAfterSeconds`. */
export class ParserBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

export function createParsePool(options: ParsePoolOptions): ParseWork {
  const workerData: ParseWorkerData = {
    database: options.database,
    ...(options.lexiconCacheDir ? { lexiconCacheDir: options.lexiconCacheDir } : {}),
  };
  const pool = new Piscina({
    filename: new URL('./parse-worker-entry.mjs', import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // A thread holds a loaded parser: never let it go idle and reload.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData,
  });
  const retryAfterSeconds = Math.max(1, Math.ceil(options.timeBudgetMs / 1000));
  const parserReady = (pool.run({ kind: 'warm' } satisfies WorkerTask) as Promise<unknown>).then(
    () => undefined,
  );
  // A failed load is reported to the requests that wait for it, not as an unhandled rejection.
  parserReady.catch(() => undefined);
  let inFlight = 0;

  return {
    async run<T extends ParseTask>(task: T): Promise<ParseResult<T>> {
      if (inFlight >= options.threads + options.maxQueue) {
        throw new ParserBusyError(
          'The text parser is busy with other requests; try again shortly',
          retryAfterSeconds,
        );
      }
      inFlight += 1;
      try {
        await parserReady;
      } catch (error) {
        inFlight -= 1;
        throw error;
      }
      const work = (
        pool.run({
          ...task,
          deadline: Date.now() + options.timeBudgetMs,
        } satisfies WorkerTask) as Promise<WorkerAnswer>
      ).finally(() => {
        inFlight -= 1;
      });
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), options.timeBudgetMs);
      });
      try {
        const answer = await Promise.race([work, budget]);
        if (answer === 'late' || answer.expired) {
          // The worker still finishes (or skips) the task; nobody waits for it.
          work.catch(() => undefined);
          throw new ParserBusyError(
            `The text could not be parsed within ${options.timeBudgetMs} ms (the parser is busy); try again shortly`,
            retryAfterSeconds,
          );
        }
        return answer.result as ParseResult<T>;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.destroy(),
  };
}
