/**
 * Quick speed check, not a test: `npx tsx packages/text/src/deinflect/measure-speed.ts`.
 * Deinflects a few thousand distinct conjugated words once uncached (the parser's first sight of
 * a token) and then through the cache (every later sight), and prints µs per call with the cached
 * run as a ratio of the uncached one measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { createDeinflector } from './engine';
import { defaultRuleSet } from './index';

const stems = [
  '書',
  '読',
  '話',
  '待',
  '死',
  '遊',
  '泳',
  '買',
  '帰',
  '行',
  '食べ',
  '見',
  '勉強',
  '来',
  '高',
];
const endings = [
  'く',
  'いた',
  'いて',
  'かない',
  'きます',
  'ける',
  'こう',
  'かれる',
  'かせる',
  'きたい',
  'いている',
  'いちゃった',
  'かなかった',
  'きませんでした',
  'かされた',
  'かせられなかった',
  'けば',
  'いたら',
  'る',
  'た',
  'ない',
  'ます',
  'られる',
  'させる',
  'させられたくなかった',
  'てる',
  'ちゃう',
  'なきゃ',
  'する',
  'した',
  'しない',
  'させられた',
  'できる',
  'い',
  'かった',
  'くなかった',
  'ければ',
  'そう',
  'すぎる',
  'さ',
  'んだ',
  'んで',
  'まない',
  'めば',
  'った',
  'って',
  'らない',
  'れる',
  'わない',
  'おう',
];
const words: string[] = [];
for (const stem of stems) for (const ending of endings) words.push(stem + ending);
// Repeat the list with a suffix so every word is distinct: 3 × 750 = 2250 calls.
const texts = ['', 'よ', 'ね'].flatMap((suffix) => words.map((word) => word + suffix));

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const uncached = createDeinflector(defaultRuleSet, { cacheSize: 0 });
const cached = createDeinflector(defaultRuleSet);
for (const text of texts.slice(0, 200)) uncached.deinflect(text); // warm up the JIT

let results = 0;
const coldMs = time(() => {
  for (const text of texts) results += uncached.deinflect(text).length;
});
for (const text of texts) cached.deinflect(text);
const warmMs = time(() => {
  for (let round = 0; round < 10; round++) for (const text of texts) cached.deinflect(text);
});

const coldMicros = (coldMs * 1000) / texts.length;
const warmMicros = (warmMs * 1000) / (texts.length * 10);
console.log(
  `${texts.length} distinct words, ${(results / texts.length).toFixed(1)} candidates each`,
);
console.log(`uncached: ${coldMicros.toFixed(1)} µs per call (baseline 1.00)`);
console.log(
  `cached:   ${warmMicros.toFixed(2)} µs per call (${(warmMicros / coldMicros).toFixed(4)} of baseline)`,
);
