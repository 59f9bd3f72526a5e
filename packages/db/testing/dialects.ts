/**
 * Test harness: runs a suite once per database dialect. `DIALECTS=sqlite,postgres` selects them
 * (default: sqlite). Each suite gets a fresh, migrated database: an in-memory SQLite database, or
 * a PostgreSQL database created for the suite on `TEST_DATABASE_URL` and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Dialect } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/connection';
import { migrateToLatest } from '../src/migrate';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDialects(): Dialect[] {
  const requested = (process.env.DIALECTS ?? 'sqlite')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of requested) {
    if (name !== 'sqlite' && name !== 'postgres')
      throw new Error(`Unknown dialect in DIALECTS: ${name}`);
  }
  return requested as Dialect[];
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL,
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Opens a fresh migrated database of the dialect; `drop()` closes and removes it. */
export async function createTestDatabase(
  dialect: Dialect,
): Promise<DatabaseHandle & { drop(): Promise<void>; databaseUrl?: string }> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `goi_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(
    process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL,
    name,
  );
  const handle = openDatabase({ dataDir: '', databaseUrl });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    // Where other processes (the distributed mode's test) open the same database.
    databaseUrl,
    drop: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * `describeEachDialect('forms repository', (database) => { it(…, async () => database().db …) })`
 * runs the body once per selected dialect against its own fresh database.
 */
export function describeEachDialect(
  name: string,
  body: (database: () => DatabaseHandle) => void,
): void {
  describe.each(testDialects())(`${name} [%s]`, (dialect) => {
    let handle: (DatabaseHandle & { drop(): Promise<void> }) | undefined;
    beforeAll(async () => {
      handle = await createTestDatabase(dialect);
    }, 60_000);
    afterAll(async () => {
      await handle?.drop();
    });
    body(() => {
      if (!handle) throw new Error('The test database is not open yet');
      return handle;
    });
  });
}
