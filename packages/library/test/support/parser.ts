import type { Parser } from '@goi/text';
import { createTextParser } from '../../src';
import path from 'node:path';
import { openTestDictionary, testDataDir } from './dictionary';

let shared: Promise<Parser> | undefined;

/** One parser per test file (the lexicon takes a few seconds to load). */
export function testParser(): Promise<Parser> {
  shared ??= (async () => {
    const handle = await openTestDictionary();
    try {
      return await createTextParser(handle.db, { cacheDir: path.join(testDataDir, 'cache') });
    } finally {
      await handle.close();
    }
  })();
  return shared;
}
