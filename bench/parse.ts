/**
 * Parser throughput on 『吾輩は猫である』: the whole pipeline (normalize → tokenize → lattice →
 * words, dictionary already loaded) against raw kuromoji tokenization of the same lines — the npm
 * package untouched, `analyser.tokenize` — measured in the same run. Our tokenizer (kuromoji with
 * the fast lattice builder, same tokens) is printed too, so the split between tokenizing and the
 * rest of the pipeline stays visible. The pipeline is timed twice: cold (a fresh parser after a
 * 500-line warm-up) and marginal (a second parser over the same lexicon that has first parsed
 * 『こころ』 whole: the rate of one more text in a long-running worker, the figure that matters for
 * the product). Targets (issue 17): marginal ≥ 200k characters/s on one core, ratio to kuromoji
 * ≥ 0.5, peak RSS ≤ 1 GB; dictionary and tokenizer load ≤ 3 s (issue 3).
 *
 * Each side runs three times in turn, every run in a fresh process (support/raw-kuromoji.ts and
 * support/parse-round.ts: no cache or JIT state carried from one run to the next, and peak RSS is
 * the parser's alone), and the fastest run of each side is compared: on a shared machine (a VM,
 * other jobs) interference only slows a run down, and one run swings by a third from one minute
 * to the next, which made a single ratio noise. Load time is the fastest run's too; peak RSS the
 * largest run's. Every run's figure is printed. Run: `npx tsx bench/parse.ts [rounds]` (default 3).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ParseRound } from './support/parse-round';

const rounds = Number(process.argv[2] ?? 3);

function runChild<T>(script: string): T {
  const output = execFileSync(process.execPath, [
    ...process.execArgv,
    fileURLToPath(new URL(script, import.meta.url)),
  ]);
  // The last line: a first start may log the dictionary import before it.
  return JSON.parse(String(output).trim().split('\n').pop()!) as T;
}

interface Timed {
  wallMs: number;
  cpuMs: number;
}
const raws: (Timed & { tokens: number })[] = [];
const parses: ParseRound[] = [];
for (let round = 0; round < rounds; round++) {
  raws.push(runChild('./support/raw-kuromoji.ts'));
  parses.push(runChild('./support/parse-round.ts'));
}

const { characters, lines } = parses[0]!;
const perSecond = (ms: number) => Math.round((characters / ms) * 1000);
const fastest = <T extends Timed>(runs: T[]): T =>
  runs.reduce((best, run) => (run.cpuMs < best.cpuMs ? run : best));
/** Every run's CPU rate, in thousands of characters a second: "142k, 118k, 150k". */
const rates = (runs: Timed[]) =>
  runs.map((run) => `${Math.round(perSecond(run.cpuMs) / 1000)}k`).join(', ');
const rate = (run: Timed) =>
  `${perSecond(run.wallMs)} chars/s wall, ${perSecond(run.cpuMs)} chars/s CPU`;

const raw = fastest(raws);
const ours = fastest(parses.map((run) => run.ours));
const cold = fastest(parses.map((run) => run.cold));
const marginal = fastest(parses.map((run) => run.marginal));
const load = parses
  .map((run) => run.load)
  .reduce((best, run) => (run.wallMs < best.wallMs ? run : best));
const snapshot = parses[0]!.snapshotExisted
  ? 'from its snapshot'
  : 'from the database, snapshot written';

console.log(
  `text: 『吾輩は猫である』, ${characters} characters, ${lines} lines; ${rounds} runs a side`,
);
console.log(
  `load (lexicon ${snapshot} + kuromoji): ${load.wallMs.toFixed(0)} ms wall, ${load.cpuMs.toFixed(0)} ms CPU (fastest run; ${parses.map((run) => (run.load.wallMs / 1000).toFixed(1)).join(', ')} s)`,
);
console.log(
  `kuromoji tokenize:  ${rate(raw)} (${raw.tokens} tokens; the npm package as is; runs ${rates(raws)})`,
);
console.log(
  `our tokenizer:      ${rate(ours)} (${ours.tokens} tokens; fast lattice, Token objects; runs ${rates(parses.map((run) => run.ours))})`,
);
console.log(
  `pipeline, cold:     ${rate(cold)} (${cold.words} words; after a 500-line warm-up; runs ${rates(parses.map((run) => run.cold))})`,
);
console.log(
  `pipeline, marginal: ${rate(marginal)} (${marginal.words} words; after 『こころ』, target 200k CPU; runs ${rates(parses.map((run) => run.marginal))})`,
);
console.log(
  `ratio pipeline/kuromoji (fastest runs): cold ${(raw.wallMs / cold.wallMs).toFixed(2)} wall, ${(raw.cpuMs / cold.cpuMs).toFixed(2)} CPU; marginal ${(raw.wallMs / marginal.wallMs).toFixed(2)} wall, ${(raw.cpuMs / marginal.cpuMs).toFixed(2)} CPU (target 0.5)`,
);
console.log(
  `peak RSS: ${Math.max(...parses.map((run) => run.peakRssMb)).toFixed(0)} MB (largest run)`,
);
