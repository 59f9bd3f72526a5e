/**
 * Reader coverage on request: the read models' `coverage` for a page of 50 decks against a 20,000-word
 * known set, on a synthetic library (bench/support/synthetic-library.ts). Target (issue 4):
 * ≤ 10 ms added to the page's API time on SQLite once the deck words are cached. Baseline,
 * measured in the same run: a plain SELECT of the same 50 decks' deck_words rows (what computing
 * coverage in the request without a cache would at least cost). Also: the cold first request,
 * sorting every deck by coverage, warming the whole cache, and recomputing the global ranks.
 * Run: `npx tsx bench/coverage.ts [--decks 1000] [--words 2000] [--no-recompute]`; the first run
 * builds the library into .data/bench/ (`--decks 5000` gives the API benchmark's 10M deck words).
 */
import { listDeckWordCounts } from '@goi/db';
import { createKnownWordSet, createReadModels, recomputeFrequencies } from '@goi/library';
import { measure, peakRssMb } from './support/measure';
import { openSyntheticLibrary } from './support/synthetic-library';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const decks = argument('--decks', 1000);
const wordsPerDeck = argument('--words', 2000);
const pageSize = 50;
const runs = 21;
const targetMs = 10;

const built = await measure(() =>
  openSyntheticLibrary({ file: `coverage-${decks}x${wordsPerDeck}.sqlite`, decks, wordsPerDeck }),
);
const library = built.result;
const { db, deckIds } = library;
console.log(
  `coverage: ${deckIds.length} decks × ${wordsPerDeck} words (${((deckIds.length * wordsPerDeck) / 1e6).toFixed(1)}M deck words; ${(built.wallMs / 1000).toFixed(1)} s to open/build)`,
);

const pages = Array.from({ length: runs }, (_, run) => {
  const start = (run * 7919 * pageSize) % Math.max(1, deckIds.length - pageSize);
  return deckIds.slice(start, start + pageSize);
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Median wall and CPU time over the pages (CPU time stays meaningful on a busy machine). */
async function timeRuns(
  work: (page: number[]) => Promise<unknown>,
): Promise<{ wallMs: number; cpuMs: number }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const page of pages) {
    const measured = await measure(() => work(page));
    wall.push(measured.wallMs);
    cpu.push(measured.cpuMs);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

try {
  const knownSet = await measure(() => createKnownWordSet({ pairs: library.knownForms }));
  const known = knownSet.result;

  // A visitor's known words (sent with the request): computed on every request, never kept.
  const readModels = createReadModels({ db });
  const reader = { known };
  const cold = await measure(() => readModels.coverage(reader, pages[0]!));
  // Load every page once so the timed runs below are all warm.
  for (const page of pages) await readModels.coverage(reader, page);

  const baseline = await timeRuns((page) => listDeckWordCounts(db, page));
  const warm = await timeRuns((page) => readModels.coverage(reader, page));

  const sample = cold.result.get(pages[0]![0]!)!;
  const warmAll = await measure(() => readModels.deckWords(deckIds));
  const sortAll = async () => {
    const coverage = await readModels.coverage(reader, deckIds);
    return [...coverage.keys()].sort(
      (a, b) => coverage.get(b)!.coverage - coverage.get(a)!.coverage,
    );
  };
  const sort = await measure(sortAll);
  const sortAgain = await measure(sortAll);

  const line = (name: string, time: { wallMs: number; cpuMs: number }, note = '') =>
    console.log(
      `  ${name.padEnd(44)} ${time.wallMs.toFixed(2).padStart(9)} ms wall ${time.cpuMs.toFixed(2).padStart(9)} ms CPU  ${(time.cpuMs / baseline.cpuMs).toFixed(2).padStart(6)}× baseline CPU${note}`,
    );
  console.log(`median of ${runs} pages of ${pageSize} decks, ${known.pairs.size} known forms`);
  line('baseline: SELECT the page’s deck_words', baseline);
  line('coverage, warm cache', warm, `  (target ≤ ${targetMs} ms)`);
  line('coverage, first request (cold)', cold);
  line('createKnownWordSet (20,000 pairs)', knownSet);
  line(`warm the cache: all ${deckIds.length} decks`, warmAll);
  line(`sort by coverage: ${deckIds.length} decks (first)`, sort);
  line(`sort by coverage: ${deckIds.length} decks (again)`, sortAgain);
  console.log(
    `  sample deck: coverage ${sample.coverage}%, unique ${sample.uniqueCoverage}%; cache ${(readModels.cache.stats.bytes / 2 ** 20).toFixed(0)} MiB`,
  );

  if (!process.argv.includes('--no-recompute')) {
    const recompute = await measure(() => recomputeFrequencies(db));
    console.log(
      `  recomputeFrequencies over ${recompute.result.deckCount} decks: ${(recompute.wallMs / 1000).toFixed(1)} s wall, ${(recompute.cpuMs / 1000).toFixed(1)} s CPU (library weight ${recompute.result.libraryWeight.toFixed(3)})`,
    );
  }
  console.log(`  peak RSS ${peakRssMb().toFixed(0)} MB`);
  console.log(
    warm.cpuMs <= targetMs ? '  within target (CPU time)' : '  OUTSIDE TARGET (CPU time)',
  );
} finally {
  await library.close();
}
