import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { dialectOf, sqlitePath, type DatabaseConfig, type Dialect } from './config';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction, so callers choose the scope. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (int8) and NUMERIC as strings by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

// Tables and columns are snake_case in SQL and camelCase in TypeScript.
const plugins = [new CamelCasePlugin()];

/** Prepared SQLite statements kept per SQL text (Kysely's driver would prepare every query anew). */
const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 as Kysely's driver sees it, with its statements prepared once per SQL text and
 * reused (least recently used dropped beyond `STATEMENTS_KEPT`): preparing was ~5–8 % of a read
 * request's CPU (bench/api.ts profiles). A statement still being iterated is busy and is not
 * handed out again; a new one is prepared instead. SQLite re-prepares a kept statement by itself
 * when the schema changes (a migration).
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close() {
      statements.clear();
      database.close();
    },
    prepare(text) {
      const kept = statements.get(text);
      statements.delete(text);
      const statement = kept && !kept.busy ? kept : database.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** SQLSTATE 57P01: the server terminated the connection (shutdown, DROP DATABASE … FORCE). */
const ADMIN_SHUTDOWN = '57P01';

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const dialect = dialectOf(config);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle pooled connection the server closes (a restart, a dropped database) is reported on
    // the pool; without a listener that would crash the process. The pool replaces the
    // connection on the next query, so only unexpected errors are worth a line in the log.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN)
        console.error(`PostgreSQL connection error: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect, close: () => db.destroy() };
  }
  const file = sqlitePath(config);
  if (file !== ':memory:') fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers (the web) go on while a writer (an import, an ingest) holds its transaction.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  return { db, dialect, close: () => db.destroy() };
}
