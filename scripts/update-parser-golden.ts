/** Rewrites the parser's golden expected file. Run only after a deliberate parser change. */
import fs from 'node:fs';
import { createTextParser } from '@goi/library';
import { ensureDictionary } from '@goi/db';
import {
  goldenExpectedFile,
  readGoldenInput,
  renderGolden,
} from '../packages/library/test/parser/golden';
import { dictionaryDir, openTestDictionary } from '../packages/library/test/support/dictionary';

const handle = await openTestDictionary();
try {
  await ensureDictionary(handle.db, dictionaryDir);
  const parser = await createTextParser(handle.db);
  fs.writeFileSync(goldenExpectedFile, renderGolden(parser, readGoldenInput()));
  console.error(`wrote ${goldenExpectedFile}`);
} finally {
  await handle.close();
}
