import type { Parser } from '@goi/text';
import { createTextParser } from '../../src';
import { openTestDictionary } from './dictionary';

let shared: Promise<Parser> | undefined;

/** One parser per test file (the lexicon takes a few seconds to load). */
export function testParser(): Promise<Parser> {
  shared ??= (async () => {
    const handle = await openTestDictionary();
    try {
      return await createTextParser(handle.db);
    } finally {
      await handle.close();
    }
  })();
  return shared;
}
