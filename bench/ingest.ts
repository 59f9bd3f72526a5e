/**
 * Media ingest of『吾輩は猫である』(plain text, ~320k characters) as one deck into a fresh SQLite
 * database that already holds the dictionary (a copy of the test dictionary in .data/test, or
 * GOI_BENCH_DICTIONARY=path/to/goi.sqlite). Target: ≤ 10 s. Baseline, measured in the same run
 * so the ratio holds across machines: `analyzeText` of the same text (parsing and statistics,
 * no example sentences, no difficulty, no database writes). The parser is loaded once, outside
 * both timings. Run: `npx tsx bench/ingest.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '@goi/db';
import { createTextParser, ingestMedia } from '@goi/library';
import { analyzeText } from '@goi/text';

const targetSeconds = 10;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dictionary =
  process.env.GOI_BENCH_DICTIONARY ?? path.join(repoRoot, '.data', 'test', 'goi.sqlite');
const textFile = path.join(repoRoot, 'data/corpus/aozora/wagahaiwa_nekodearu.plain.txt');

if (!fs.existsSync(dictionary))
  throw new Error(
    `${dictionary}: no dictionary database; run the library tests once (they import it) or set GOI_BENCH_DICTIONARY`,
  );
const text = fs.readFileSync(textFile, 'utf8');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-bench-ingest-'));
fs.copyFileSync(dictionary, path.join(dataDir, 'goi.sqlite'));
const handle = openDatabase({ dataDir });
try {
  await migrateToLatest(handle.db);
  let started = performance.now();
  const parser = await createTextParser(handle.db);
  const loadSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const analyzed = analyzeText(parser, text);
  const baseline = (performance.now() - started) / 1000;

  started = performance.now();
  const result = await ingestMedia(handle.db, parser, {
    metadata: { mediaType: 4, originalTitle: '吾輩は猫である' },
    sources: [{ name: path.basename(textFile), text }],
  });
  const seconds = (performance.now() - started) / 1000;
  const deck = await handle.db
    .selectFrom('decks')
    .select(['characterCount', 'uniqueWordCount', 'difficulty'])
    .where('deckId', '=', result.deckId)
    .executeTakeFirstOrThrow();
  const sentences = await handle.db
    .selectFrom('exampleSentences')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deckId', '=', result.deckId)
    .executeTakeFirstOrThrow();

  console.log(
    `ingest 吾輩は猫である: ${text.length.toLocaleString('en-US')} characters, ` +
      `${deck.uniqueWordCount.toLocaleString('en-US')} distinct words, ` +
      `${Number(sentences.n).toLocaleString('en-US')} example sentences, difficulty ${deck.difficulty.toFixed(2)}`,
  );
  console.log(
    `  parser load       ${loadSeconds.toFixed(1)} s (once per process, not timed below)`,
  );
  console.log(`  ingest            ${seconds.toFixed(1)} s (target ≤ ${targetSeconds} s)`);
  console.log(
    `  baseline          ${baseline.toFixed(1)} s (analyzeText only: ${analyzed.words.length.toLocaleString('en-US')} words)`,
  );
  console.log(`  ratio             ${(seconds / baseline).toFixed(2)}× baseline`);
  console.log(`  load average      ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(seconds <= targetSeconds ? '  within target' : '  OUTSIDE TARGET');
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
