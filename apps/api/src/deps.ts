/**
 * The services the API calls, handed to `buildApp` by whoever starts it (the CLI, a test). The app
 * never opens a database or reads the environment itself, so tests pass real or fake services
 * and the same app runs embedded or distributed. Add a service here when a route needs one.
 */
import type { Db, Dialect } from '@goi/db';
import type { RateLimitCounter } from './rate-limit/rate-limit-counter';

export interface AppDeps {
  /** The database (`openDatabase(...).db`); a `DatabaseHandle` fits `{ db, dialect }` as it is. */
  db: Db;
  dialect: Dialect;
  /**
   * Where rate-limit hits are counted. Default: this process's memory. The distributed mode
   * (REDIS_URL) passes a shared counter here so every API process sees the same totals.
   */
  rateLimitCounter?: RateLimitCounter;
  /** Where log lines go (default: standard output); tests pass a collector. */
  logStream?: { write(line: string): void };
}
