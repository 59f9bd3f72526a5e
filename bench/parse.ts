/**
 * Parser throughput on 『吾輩は猫である』: the whole pipeline (normalize → tokenize → lattice →
 * words, dictionary already loaded) against raw kuromoji tokenization of the same lines — the npm
 * package untouched, `analyser.tokenize` — measured in the same run. Our tokenizer (kuromoji with
 * the fast lattice builder, same tokens) is printed too, so the split between tokenizing and the
 * rest of the pipeline stays visible. Targets (issue 3): ≥ 100k characters/s on one core, ratio ≥ 0.5, peak RSS ≤ 1 GB,
 * dictionary and tokenizer load ≤ 3 s. Run: `npx tsx bench/parse.ts`.
 */
import fs from 'node:fs';
import { createTextParser } from '@goi/library';
import { buildKuromoji, loadKuromojiTokenizer } from '@goi/text/kuromoji';
import { openBenchDictionary, lexiconCacheDir } from './support/dictionary';
import { measure, peakRssMb } from './support/measure';
import { corpusFile } from './support/paths';

const text = fs.readFileSync(corpusFile('aozora/wagahaiwa_nekodearu.aozora.txt'), 'utf8');
const lines = text.split('\n');
const characters = text.length;

const handle = await openBenchDictionary();
// A normal start reads the lexicon snapshot; the very first start after an import builds it.
const snapshotExisted =
  fs.existsSync(lexiconCacheDir) &&
  fs.readdirSync(lexiconCacheDir).some((name) => name.startsWith('lexicon-'));
const load = await measure(async () => {
  const tokenizer = loadKuromojiTokenizer();
  return {
    parser: await createTextParser(handle.db, { cacheDir: lexiconCacheDir }),
    tokenizer: await tokenizer,
  };
});
await handle.close();
const { parser, tokenizer } = load.result;
const kuromoji = await buildKuromoji(undefined, { fast: false });

// One warm-up pass each (JIT), then the measured pass.
for (const line of lines.slice(0, 500)) {
  kuromoji.tokenize(line);
  tokenizer.tokenize(line);
  parser.parse(line);
}
const raw = await measure(() => {
  let tokens = 0;
  for (const line of lines) tokens += kuromoji.tokenize(line).length;
  return tokens;
});
const ours = await measure(() => {
  let tokens = 0;
  for (const line of lines) tokens += tokenizer.tokenize(line).length;
  return tokens;
});
const full = await measure(() => {
  let words = 0;
  for (const line of lines) words += parser.parse(line).words.length;
  return words;
});

const perSecond = (ms: number) => Math.round((characters / ms) * 1000);
console.log(`text: 『吾輩は猫である』, ${characters} characters, ${lines.length} lines`);
console.log(
  `load (lexicon ${snapshotExisted ? 'from its snapshot' : 'from the database, snapshot written'} + kuromoji): ${load.wallMs.toFixed(0)} ms wall, ${load.cpuMs.toFixed(0)} ms CPU`,
);
console.log(
  `kuromoji tokenize:  ${perSecond(raw.wallMs)} chars/s wall, ${perSecond(raw.cpuMs)} chars/s CPU (${raw.result} tokens; the npm package as is)`,
);
console.log(
  `our tokenizer:      ${perSecond(ours.wallMs)} chars/s wall, ${perSecond(ours.cpuMs)} chars/s CPU (${ours.result} tokens; fast lattice, Token objects)`,
);
console.log(
  `whole pipeline:     ${perSecond(full.wallMs)} chars/s wall, ${perSecond(full.cpuMs)} chars/s CPU (${full.result} words)`,
);
console.log(
  `ratio pipeline/kuromoji: ${(raw.wallMs / full.wallMs).toFixed(2)} wall, ${(raw.cpuMs / full.cpuMs).toFixed(2)} CPU`,
);
console.log(`peak RSS: ${peakRssMb().toFixed(0)} MB`);
