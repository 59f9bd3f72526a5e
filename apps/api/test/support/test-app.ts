/**
 * Builds the app for `inject` tests on a fresh in-memory SQLite database (or the handle a
 * `describeEachDialect` suite provides), with its log lines collected so a test can check what
 * was logged. `close()` closes the app and drops the database it opened.
 */
import type { DatabaseHandle } from '@goi/db';
import { createTestDatabase } from '@goi/db/testing';
import { buildApp } from '../../src/app';
import { parseApiConfig, type ApiConfigInput } from '../../src/config';
import type { AppDeps } from '../../src/deps';
import type { ApiRoutePlugin } from '../../src/routes/route-plugin';

export interface TestAppOptions {
  config?: ApiConfigInput;
  /** A database to use instead of a fresh in-memory SQLite one (which the app then owns). */
  database?: Pick<DatabaseHandle, 'db' | 'dialect'>;
  services?: Partial<AppDeps>;
  /**
   * Test-only routes. They are registered as a plugin, after the app's own plugins, so the
   * rate limits and the error handler apply to them as to real routes.
   */
  routes?: ApiRoutePlugin;
}

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  /** Parsed log lines, oldest first. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? undefined : await createTestDatabase('sqlite');
  const database = options.database ?? owned!;
  // No start-up warm unless a test asks for it: it would read the library behind the test's back.
  const config = parseApiConfig({
    logLevel: 'info',
    ...options.config,
    readCache: { warmOnStart: false, ...options.config?.readCache },
  });
  const logs: Record<string, unknown>[] = [];
  const app = buildApp(config, {
    db: database.db,
    dialect: database.dialect,
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    ...options.services,
  });
  if (options.routes) {
    void app.register(options.routes, {
      config,
      deps: { db: database.db, dialect: database.dialect },
    });
  }
  await app.ready();
  return {
    app,
    logs,
    close: async () => {
      await app.close();
      await owned?.drop();
    },
  };
}
