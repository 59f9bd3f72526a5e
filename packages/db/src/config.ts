import path from 'node:path';

/** Where the database lives. No `databaseUrl` → the embedded SQLite file in `dataDir`. */
export interface DatabaseConfig {
  /** `postgres://…` switches to PostgreSQL; anything else is rejected. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded SQLite file (`goi.sqlite`). */
  dataDir: string;
  /** SQLite file name inside `dataDir`; `:memory:` for a throwaway database. */
  sqliteFile?: string;
}

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(config: DatabaseConfig): Dialect {
  if (!config.databaseUrl) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) return 'postgres';
  throw new Error(
    `DATABASE_URL must start with postgres:// or postgresql:// (got "${config.databaseUrl.split(':')[0]}:…"); leave it empty for the embedded SQLite database`,
  );
}

export function sqlitePath(config: DatabaseConfig): string {
  const file = config.sqliteFile ?? 'goi.sqlite';
  return file === ':memory:' ? file : path.join(config.dataDir, file);
}
