/**
 * The services the API calls, handed to `buildApp` by whoever starts it (the CLI, a test). The app
 * never opens a database or reads the environment itself, so tests pass real or fake services
 * and the same app runs embedded or distributed. Add a service here when a route needs one.
 */
import type { DatabaseConfig, Db, Dialect } from '@goi/db';
import type { Mailer, ReadModels, ReadVersions } from '@goi/library';
import type { Parser } from '@goi/text';
import type { AccountsModule } from './auth/accounts-module';
import type { ParseWork } from './parse-pool/parse-tasks';
import type { Metrics } from './metrics/metrics';
import type { RateLimitCounter } from './rate-limit/rate-limit-counter';
import type { VersionPublisher } from './scale-out/version-channel';

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
  /**
   * The text parser (kuromoji + the dictionary's lexicon: seconds and hundreds of MB to build).
   * Default: built from `db` on the first parse request and shared by the process.
   */
  getParser?: () => Promise<Parser>;
  /**
   * The database as the parse pool's worker threads open it (they cannot share `db`), and where
   * the lexicon snapshot lives. Without it, request-time parsing runs in this process.
   */
  parseSource?: { database: DatabaseConfig; lexiconCacheDir?: string };
  /** Where request-time parsing runs. Default: built by `buildApp` (see `parseSource`). */
  parseWork?: ParseWork;
  /** Accounts, sessions and known words. Default: built from the config by `buildApp`. */
  accounts?: AccountsModule;
  /** Where account e-mails go. Default: SMTP when configured, else the outbox directory. */
  mailer?: Mailer;
  /**
   * The public reads and their one cache (@goi/library read-models). Default: built by
   * `buildApp` from `config.readCache` and `readVersions`.
   */
  readModels?: ReadModels;
  /**
   * Where the read models learn the content and known-words versions. Default: read from the
   * database on each request; the distributed mode passes one kept current through Redis.
   */
  readVersions?: ReadVersions;
  /** The clock (the media update log's windows); tests fix it. Default: `new Date()`. */
  now?: () => Date;
  /**
   * Services `/api/ready` checks besides the database (the distributed mode adds Redis): each
   * throws when its service does not answer.
   */
  readinessChecks?: Record<string, () => Promise<void>>;
  /** The process's Prometheus metrics. Default: a registry of this app's own. */
  metrics?: Metrics;
  /**
   * Told after every successful write request (its transaction has committed), so that other
   * processes drop what the write made stale (the distributed mode publishes on Redis).
   */
  versionPublisher?: VersionPublisher;
}
