import { ensureDictionary } from '@goi/db';
import { dictionaryDir, openTestDictionary } from './dictionary';

export default async function setup(): Promise<void> {
  const handle = await openTestDictionary();
  try {
    await ensureDictionary(handle.db, dictionaryDir);
  } finally {
    await handle.close();
  }
}
