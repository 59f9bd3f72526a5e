/**
 * The benchmark library on PostgreSQL: a copy of the SQLite library (same ids, same rows) in a
 * database on `TEST_DATABASE_URL`'s server (default `goi_bench`), so both dialects answer the
 * same requests over the same data. Built once into `<name>_building` (schema by the migrations,
 * rows by multi-row `INSERT … SELECT FROM unnest($1::int4[], …)` batches, secondary indexes
 * dropped during the load and rebuilt after, then ANALYZE) and renamed at the end, so an
 * interrupted build is redone. Present with the right number of decks and deck words = reused.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@goi/db';

/** Rows per INSERT: one bound parameter per column (an array), ~10 MB of text at most. */
const ROWS_PER_BATCH = 20_000;

/** The tests' server (`@goi/db/testing` has the same default; importing it would load vitest). */
function serverUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function urlOf(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  return withClient(serverUrl(), async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/** Top-level decks and deck words: what "the right size" means for the cached copy. */
interface LibrarySize {
  decks: number;
  deckWords: number;
}

function sqliteSize(sqliteFile: string): LibrarySize {
  const source = new SQLite(sqliteFile, { readonly: true });
  try {
    const count = (query: string) => Number(source.prepare(query).pluck().get());
    return {
      decks: count('select count(*) from decks where parent_deck_id is null'),
      deckWords: count('select count(*) from deck_words'),
    };
  } finally {
    source.close();
  }
}

async function postgresSize(database: string): Promise<LibrarySize | undefined> {
  return withClient(urlOf(database), async (client) => {
    const result = await client.query<{ decks: string; deck_words: string }>(
      `select (select count(*) from decks where parent_deck_id is null) as decks,
              (select count(*) from deck_words) as deck_words`,
    );
    const row = result.rows[0];
    return row && { decks: Number(row.decks), deckWords: Number(row.deck_words) };
  }).catch(() => undefined);
}

interface Column {
  name: string;
  /** PostgreSQL type name for the unnest cast (`int4`, `text`, `float8`, …). */
  type: string;
}

async function tablesOf(client: pg.Client): Promise<Map<string, Column[]>> {
  const result = await client.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select table_name, column_name, udt_name from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely%'
      order by table_name, ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of result.rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.udt_name });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Copies one table's rows from SQLite in rowid order; returns how many. */
async function copyTable(
  source: SQLite.Database,
  client: pg.Client,
  table: string,
  columns: Column[],
): Promise<number> {
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const arrays = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
  const insert = `insert into "${table}" (${names}) select * from unnest(${arrays})`;
  const rows = source.prepare(`select ${names} from "${table}" order by rowid`).raw().iterate();
  let batch: unknown[][] = columns.map(() => []);
  let count = 0;
  let inBatch = 0;
  const flush = async () => {
    if (inBatch === 0) return;
    await client.query(insert, batch);
    batch = columns.map(() => []);
    inBatch = 0;
  };
  // SQLite keeps whatever number it is given; PostgreSQL's integer columns take whole numbers
  // only (the cached library has e.g. a kanji character count of 223574.5).
  const integer = columns.map((column) => /^int[248]$/.test(column.type));
  for (const row of rows as Iterable<unknown[]>) {
    for (let i = 0; i < columns.length; i++) {
      const value = row[i];
      batch[i]!.push(integer[i] && typeof value === 'number' ? Math.round(value) : value);
    }
    inBatch++;
    count++;
    if (inBatch >= ROWS_PER_BATCH) await flush();
  }
  await flush();
  return count;
}

async function buildPostgresCopy(
  sqliteFile: string,
  building: string,
  log: (line: string) => void,
): Promise<void> {
  await withClient(serverUrl(), async (client) => {
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
  });
  const handle = openDatabase({ dataDir: '', databaseUrl: urlOf(building) });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }

  const source = new SQLite(sqliteFile, { readonly: true });
  try {
    await withClient(urlOf(building), async (client) => {
      // Secondary indexes are rebuilt once after the load: far cheaper than 10M index updates.
      const indexes = await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = 'public' and i.tablename not like 'kysely%'
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      );
      for (const index of indexes.rows) await client.query(`drop index "${index.indexname}"`);
      // No foreign key checks during the copy: the rows come from a consistent database.
      await client.query(`set session_replication_role = replica`);
      const sourceTables = new Set(
        source
          .prepare(`select name from sqlite_master where type = 'table'`)
          .pluck()
          .all() as string[],
      );
      for (const [table, columns] of await tablesOf(client)) {
        if (!sourceTables.has(table)) continue;
        const started = performance.now();
        const count = await copyTable(source, client, table, columns);
        if (count > 0)
          log(
            `  ${table}: ${count.toLocaleString('en-US')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
      }
      await client.query(`set session_replication_role = origin`);
      for (const index of indexes.rows) await client.query(index.indexdef);
      // Serial columns continue after the copied ids.
      const serials = await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
      );
      for (const { table_name: table, column_name: column } of serials.rows)
        await client.query(
          `select setval(pg_get_serial_sequence('"${table}"', '${column}'),
                         coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
        );
      await client.query('vacuum analyze');
    });
  } finally {
    source.close();
  }
}

/**
 * Opens the PostgreSQL copy of the SQLite library at `sqliteFile` as database `name`, building
 * it first when it is missing or its size differs (a few minutes for 10M deck words).
 */
export async function openPostgresLibrary(
  sqliteFile: string,
  name = 'goi_bench',
  log: (line: string) => void = (line) => console.error(line),
): Promise<DatabaseHandle> {
  const expected = sqliteSize(sqliteFile);
  const present = (await databaseExists(name)) ? await postgresSize(name) : undefined;
  if (present?.decks !== expected.decks || present.deckWords !== expected.deckWords) {
    log(`postgres library: copying ${sqliteFile} into ${name}`);
    const building = `${name}_building`;
    await buildPostgresCopy(sqliteFile, building, log);
    await withClient(serverUrl(), async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`alter database ${building} rename to ${name}`);
    });
  }
  const handle = openDatabase({ dataDir: '', databaseUrl: urlOf(name) });
  // A copy made before a new migration gets it here (e.g. new read indexes).
  await migrateToLatest(handle.db);
  return handle;
}
