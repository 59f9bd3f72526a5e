/**
 * The read API over the fixture library, as the read-route suites use it: the library inserted
 * into the suite's database and an app with rate limits off and the fixture's clock.
 */
import type { DatabaseHandle } from '@goi/db';
import { createTestApp, type TestApp } from './test-app';
import { NOW, insertFixtureLibrary, type FixtureLibrary } from './read-api-fixture';

export async function startFixtureApp(
  database: DatabaseHandle,
): Promise<{ testApp: TestApp; ids: FixtureLibrary }> {
  const ids = await insertFixtureLibrary(database.db);
  const testApp = await createTestApp({
    database,
    config: { rateLimit: { enabled: false } },
    services: { now: () => NOW },
  });
  return { testApp, ids };
}
