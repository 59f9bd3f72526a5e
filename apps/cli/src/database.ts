/** Opens the configured database (SQLite in the data directory, or DATABASE_URL) and migrates it. */
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@goi/db';
import type { AppConfig } from './config';

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.GOI_DATA_DIR });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Runs `work` with an open database and always closes it. */
export async function withDatabase<T>(
  config: AppConfig,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openConfiguredDatabase(config);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}
