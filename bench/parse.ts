/**
 * Parser throughput on 『吾輩は猫である』: the whole pipeline (normalize → tokenize → lattice →
 * words, dictionary already loaded) against raw kuromoji tokenization of the same lines — the npm
 * package untouched, `analyser.tokenize` — measured in the same run. Our tokenizer (kuromoji with
 * the fast lattice builder, same tokens) is printed too, so the split between tokenizing and the
 * rest of the pipeline stays visible. The pipeline is timed twice: cold (a fresh parser after a
 * 500-line warm-up) and marginal (a second parser over the same lexicon that has first parsed
 * 『こころ』 whole: the rate of one more text in a long-running worker, the figure that matters for
 * the product). Targets (issue 17): marginal ≥ 200k characters/s on one core, ratio to kuromoji
 * ≥ 0.5, peak RSS ≤ 1 GB; dictionary and tokenizer load ≤ 3 s (issue 3). The raw kuromoji runs in
 * a child process (support/raw-kuromoji.ts), so the peak RSS is the parser's alone. Run:
 * `npx tsx bench/parse.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLexicon } from '@goi/db';
import { createParser, kanaSpellingPenaltyIn, type Parser } from '@goi/text';
import { loadKuromojiTokenizer, loadKuromojiTokenizerWithKanaSpellings } from '@goi/text/kuromoji';
import { openBenchDictionary, lexiconCacheDir } from './support/dictionary';
import { measure, peakRssMb } from './support/measure';
import { corpusFile } from './support/paths';

const text = fs.readFileSync(corpusFile('aozora/wagahaiwa_nekodearu.aozora.txt'), 'utf8');
const lines = text.split('\n');
const characters = text.length;
const otherText = fs.readFileSync(corpusFile('aozora/kokoro.aozora.txt'), 'utf8');

const handle = await openBenchDictionary();
// A normal start reads the lexicon snapshot; the very first start after an import builds it.
const snapshotExisted =
  fs.existsSync(lexiconCacheDir) &&
  fs.readdirSync(lexiconCacheDir).some((name) => name.startsWith('lexicon-'));
const load = await measure(async () => {
  const [lexicon, tokenizer] = await Promise.all([
    loadLexicon(handle.db, { cacheDir: lexiconCacheDir }),
    loadKuromojiTokenizer(),
  ]);
  // The product's tokenizer: IPADIC with the kana spellings (as createTextParser builds it).
  const parserTokenizer = await loadKuromojiTokenizerWithKanaSpellings(
    kanaSpellingPenaltyIn(lexicon),
  );
  return { lexicon, parserTokenizer, tokenizer };
});
await handle.close();
const { lexicon, parserTokenizer, tokenizer } = load.result;
const warmUp = lines.slice(0, 500);
const parseAll = (parser: Parser) => {
  let words = 0;
  for (const line of lines) words += parser.parse(line).words.length;
  return words;
};

// Each timed pass follows a warm-up (JIT). The raw kuromoji runs in a process of its own
// (support/raw-kuromoji.ts), and the cold parser is let go once timed, so that peak RSS counts
// one parser's memos and no dictionary the parser does not use.
const raw = (() => {
  const output = execFileSync(process.execPath, [
    ...process.execArgv,
    fileURLToPath(new URL('./support/raw-kuromoji.ts', import.meta.url)),
  ]);
  const { wallMs, cpuMs, tokens } = JSON.parse(String(output)) as Record<string, number>;
  return { wallMs: wallMs!, cpuMs: cpuMs!, result: tokens! };
})();
for (const line of warmUp) tokenizer.tokenize(line);
const ours = await measure(() => {
  let tokens = 0;
  for (const line of lines) tokens += tokenizer.tokenize(line).length;
  return tokens;
});
const full = await (async () => {
  const parser = createParser({ tokenizer: parserTokenizer, lexicon });
  for (const line of warmUp) parser.parse(line);
  return measure(() => parseAll(parser));
})();
// The marginal parser shares the lexicon and the tokenizer (whose per-entry caches are warm, as a
// worker's are); its own per-surface memos start empty and see 『こころ』 first.
const marginalParser = createParser({ tokenizer: parserTokenizer, lexicon });
for (const line of otherText.split('\n')) marginalParser.parse(line);
const marginal = await measure(() => parseAll(marginalParser));

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
  `pipeline, cold:     ${perSecond(full.wallMs)} chars/s wall, ${perSecond(full.cpuMs)} chars/s CPU (${full.result} words; after a 500-line warm-up)`,
);
console.log(
  `pipeline, marginal: ${perSecond(marginal.wallMs)} chars/s wall, ${perSecond(marginal.cpuMs)} chars/s CPU (${marginal.result} words; after 『こころ』, target 200k CPU)`,
);
console.log(
  `ratio pipeline/kuromoji: cold ${(raw.wallMs / full.wallMs).toFixed(2)} wall, ${(raw.cpuMs / full.cpuMs).toFixed(2)} CPU; marginal ${(raw.wallMs / marginal.wallMs).toFixed(2)} wall, ${(raw.cpuMs / marginal.cpuMs).toFixed(2)} CPU (target 0.5)`,
);
console.log(`peak RSS: ${peakRssMb().toFixed(0)} MB`);
