/**
 * The services the API calls, handed to `buildApp` by whoever starts it (the CLI, a test). The app
 * never opens a database or reads the environment itself, so tests pass real or fake services
 * and the same app runs embedded or distributed. Add a service here when a route needs one.
 */
import type { DatabaseConfig, Db, Dialect } from '@goi/db';
import type { CoverageService, KnownWordSet, Mailer } from '@goi/library';
import type { Parser } from '@goi/text';
import type { FastifyRequest } from 'fastify';
import type { AccountsModule } from './auth/accounts-module';
import type { ParseWork } from './parse-pool/parse-tasks';
import type { ReadCache } from './read-cache/read-cache';
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
  /**
   * The known words of the signed-in user behind a request, or undefined for a visitor (who sends
   * known word ids in the request body instead). Filled by the accounts module.
   */
  resolveKnownWords?: (request: FastifyRequest) => Promise<KnownWordSet | undefined>;
  /**
   * Reader coverage of decks and the cached deck words vocabulary pages are ordered from.
   * Default: the process-wide service of `@goi/library`.
   */
  coverage?: Pick<CoverageService, 'coverageForDecks' | 'sortDeckIdsByCoverage' | 'deckWords'>;
  /** Accounts, sessions and known words. Default: built from the config by `buildApp`. */
  accounts?: AccountsModule;
  /** Where account e-mails go. Default: SMTP when configured, else the outbox directory. */
  mailer?: Mailer;
  /** The cache of public reads. Default: built by `buildApp` from `config.readCache`. */
  readCache?: ReadCache;
  /** The clock (the media update log's windows); tests fix it. Default: `new Date()`. */
  now?: () => Date;
}
