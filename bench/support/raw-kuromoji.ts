/**
 * The baseline of `bench/parse.ts`, run in a process of its own: the npm kuromoji package as is
 * (`analyser.tokenize`) over 『吾輩は猫である』 after a 500-line warm-up. Its own process so that
 * its dictionary, which the product never loads, does not count in the benchmark's peak RSS: a
 * dropped kuromoji's buffers stay in the process until a full collection, which a bench run may
 * never make (~200 MB of the figure). Prints `{ wallMs, cpuMs, tokens }` as JSON.
 */
import fs from 'node:fs';
import { buildKuromoji } from '@goi/text/kuromoji';
import { measure } from './measure';
import { corpusFile } from './paths';

const lines = fs
  .readFileSync(corpusFile('aozora/wagahaiwa_nekodearu.aozora.txt'), 'utf8')
  .split('\n');
const kuromoji = await buildKuromoji(undefined, { fast: false });
for (const line of lines.slice(0, 500)) kuromoji.tokenize(line);
const timed = await measure(() => {
  let tokens = 0;
  for (const line of lines) tokens += kuromoji.tokenize(line).length;
  return tokens;
});
console.log(JSON.stringify({ wallMs: timed.wallMs, cpuMs: timed.cpuMs, tokens: timed.result }));
