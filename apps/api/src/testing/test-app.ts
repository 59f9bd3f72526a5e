/**
 * Builds the app for `inject` tests on a fresh in-memory SQLite database (or the handle a
 * `describeEachDialect` suite provides), with its log lines collected so a test can check what
 * was logged. `close()` closes the app and drops the database it opened.
 */
import type { DatabaseHandle } from '@goi/db';
import { createTestDatabase } from '@goi/db/testing';
import { buildApp } from '../app';
import { parseApiConfig, type ApiConfigInput } from '../config';
import type { AppDeps } from '../deps';

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  /** Parsed log lines, oldest first. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export async function createTestApp(
  config: ApiConfigInput = {},
  deps: Partial<AppDeps> & { database?: Pick<DatabaseHandle, 'db' | 'dialect'> } = {},
): Promise<TestApp> {
  const { database: given, ...services } = deps;
  const owned = given ? undefined : await createTestDatabase('sqlite');
  const database = given ?? owned!;
  const logs: Record<string, unknown>[] = [];
  const app = buildApp(parseApiConfig({ logLevel: 'info', ...config }), {
    db: database.db,
    dialect: database.dialect,
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
    ...services,
  });
  return {
    app,
    logs,
    close: async () => {
      await app.close();
      await owned?.drop();
    },
  };
}
