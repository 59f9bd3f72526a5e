/**
 * Full dictionary import (word packs, KANJIDIC2, pitch accents, frequency lists) into a fresh
 * SQLite file. Targets: ≤ 60 s and peak RSS ≤ 1.5 GB. Baseline, measured in the same run so the
 * ratio holds across machines: gunzip + JSON.parse of the same packs, one file at a time.
 * Run: `npx tsx bench/import-dictionary.ts` (GOI_DICTIONARY_DIR overrides ./data).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { importDictionary, migrateToLatest, openDatabase } from '@goi/db';

const targetSeconds = 60;
const targetRssMb = 1536;
const dictionaryDir =
  process.env.GOI_DICTIONARY_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data');

function baselineSeconds(): number {
  const packDir = path.join(dictionaryDir, 'jmdict-derived-nihonjindes');
  const started = performance.now();
  let entries = 0;
  for (const name of fs.readdirSync(packDir).filter((file) => file.endsWith('.json.gz'))) {
    const pack = JSON.parse(
      zlib.gunzipSync(fs.readFileSync(path.join(packDir, name))).toString('utf8'),
    ) as { entries: unknown[] };
    entries += pack.entries.length;
  }
  if (entries === 0) throw new Error(`No pack entries in ${packDir}`);
  return (performance.now() - started) / 1000;
}

const baseline = baselineSeconds();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-bench-dictionary-'));
const handle = openDatabase({ dataDir });
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const result = await importDictionary(handle.db, { dictionaryDir });
  const seconds = (performance.now() - started) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  const sizeMb = fs.statSync(path.join(dataDir, 'goi.sqlite')).size / 1024 / 1024;
  console.log(`dictionary import: ${result.stats.entries} entries, ${result.stats.forms} forms`);
  console.log(`  import            ${seconds.toFixed(1)} s (target ≤ ${targetSeconds} s)`);
  console.log(`  baseline          ${baseline.toFixed(1)} s (gunzip + JSON.parse of the packs)`);
  console.log(`  ratio             ${(seconds / baseline).toFixed(1)}× baseline`);
  console.log(`  peak RSS          ${rssMb.toFixed(0)} MB (target ≤ ${targetRssMb} MB)`);
  console.log(`  database size     ${sizeMb.toFixed(0)} MB`);
  const ok = seconds <= targetSeconds && rssMb <= targetRssMb;
  console.log(ok ? '  within targets' : '  OUTSIDE TARGETS');
} finally {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
