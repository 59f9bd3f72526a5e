import { loadLexicon } from '@goi/db';
import { textParserFor } from '@goi/library';
import { lexiconCacheDir, openBenchDictionary } from '../bench/support/dictionary';
import { isWordLike, segmentationMatches } from '../packages/library/test/support/parser-cases';
import fs from 'node:fs';
const handle = await openBenchDictionary();
const lexicon = await loadLexicon(handle.db, { cacheDir: lexiconCacheDir });
await handle.close();
const parser = await textParserFor(lexicon);
const rows = fs.readFileSync(process.argv[2] ?? 'scratch/audit24.tsv', 'utf8').split('\n').filter(Boolean);
let ok = 0;
for (const row of rows) {
  const [text, exp] = row.split('\t');
  const expected = exp.split(' | ');
  const words = parser.parse(text).words.filter((w) => isWordLike(w.surface));
  const got = words.map((w) => w.surface);
  if (segmentationMatches(text, expected, got)) ok++;
  else console.log(`${text}\n  exp: ${expected.join(' | ')}\n  got: ${words.map((w) => (w.kind === 'unknown' ? '?' : '') + w.surface + '[' + w.dictionaryForm + ']').join(' | ')}`);
}
console.log(`${ok}/${rows.length}`);
