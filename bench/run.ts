/**
 * `npm run bench`: runs every benchmark in this folder one after the other, each in its own
 * process (so one's memory does not weigh on the next), and prints their reports. Pass names to run
 * some: `npm run bench -- parse ingest`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts')
  .map((name) => name.replace(/\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const name of wanted.length > 0 ? wanted : all) {
  console.log(`\n=== bench/${name}.ts`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
