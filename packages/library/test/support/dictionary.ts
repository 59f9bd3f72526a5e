/** The real dictionary, imported once for the test run (see global-setup.ts). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@goi/db';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const testDataDir = path.join(repoRoot, '.data', 'test');
export const dictionaryDir = path.join(repoRoot, 'data');
// The CLI's default file name, so `GOI_DATA_DIR=.data/test goi …` finds it too.
export const DICTIONARY_FILE = 'goi.sqlite';

export async function openTestDictionary(): Promise<DatabaseHandle> {
  const handle = openDatabase({ dataDir: testDataDir, sqliteFile: DICTIONARY_FILE });
  await migrateToLatest(handle.db);
  return handle;
}
