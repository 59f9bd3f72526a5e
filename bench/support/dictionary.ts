/** The dictionary database benchmarks share with the tests (`.data/test/goi.sqlite`), imported if missing. */
import path from 'node:path';
import { ensureDictionary, migrateToLatest, openDatabase, type DatabaseHandle } from '@goi/db';
import { repoRoot } from './paths';

export const benchDataDir = path.join(repoRoot, '.data', 'test');
export const lexiconCacheDir = path.join(benchDataDir, 'cache');

export async function openBenchDictionary(): Promise<DatabaseHandle> {
  const handle = openDatabase({ dataDir: benchDataDir });
  await migrateToLatest(handle.db);
  const result = await ensureDictionary(handle.db, path.join(repoRoot, 'data'));
  if (result.status === 'imported') console.error('(imported the dictionary for the benchmark)');
  return handle;
}
