/**
 * One round of `bench/parse.ts`, in a process of its own: load the lexicon and the tokenizers,
 * time our tokenizer, the cold pipeline (a fresh parser after a 500-line warm-up) and the marginal
 * one (a second parser over the same lexicon that has first parsed 『こころ』 whole: the rate of one
 * more text in a long-running worker) over 『吾輩は猫である』. Prints the figures as JSON
 * (`ParseRound`), with this process's peak RSS.
 */
import fs from 'node:fs';
import { loadLexicon } from '@goi/db';
import { createParser, kanaSpellingPenaltyIn, type Parser } from '@goi/text';
import { loadKuromojiTokenizer, loadKuromojiTokenizerWithKanaSpellings } from '@goi/text/kuromoji';
import { openBenchDictionary, lexiconCacheDir } from './dictionary';
import { measure, peakRssMb } from './measure';
import { corpusFile } from './paths';

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

// Each timed pass follows a warm-up (JIT). The cold parser is let go once timed, so that peak RSS
// counts one parser's memos.
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

export interface ParseRound {
  characters: number;
  lines: number;
  snapshotExisted: boolean;
  load: { wallMs: number; cpuMs: number };
  ours: { wallMs: number; cpuMs: number; tokens: number };
  cold: { wallMs: number; cpuMs: number; words: number };
  marginal: { wallMs: number; cpuMs: number; words: number };
  peakRssMb: number;
}

const round: ParseRound = {
  characters,
  lines: lines.length,
  snapshotExisted,
  load: { wallMs: load.wallMs, cpuMs: load.cpuMs },
  ours: { wallMs: ours.wallMs, cpuMs: ours.cpuMs, tokens: ours.result },
  cold: { wallMs: full.wallMs, cpuMs: full.cpuMs, words: full.result },
  marginal: { wallMs: marginal.wallMs, cpuMs: marginal.cpuMs, words: marginal.result },
  peakRssMb: peakRssMb(),
};
console.log(JSON.stringify(round));
