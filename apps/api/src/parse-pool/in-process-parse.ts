/**
 * Parsing in this process, on the event loop: the fallback when the parse pool is off
 * (`parsePool.threads = 0`) or the app was given no database to open in a worker (tests with a
 * fake parser). The CLI and jobs keep using the in-process parser directly.
 */
import type { AppDeps } from '../deps';
import { parserOf } from '../routes/vocabulary/parser-provider';
import { runParseTask, type ParseResult, type ParseTask, type ParseWork } from './parse-tasks';

export function inProcessParseWork(deps: AppDeps): ParseWork {
  return {
    run: async <T extends ParseTask>(task: T) =>
      (await runParseTask(deps.db, await parserOf(deps), task)) as ParseResult<T>,
    close: async () => {},
  };
}
