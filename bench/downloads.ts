/**
 * Deck download writers: time to produce a 10,000-word deck in each format.
 * Target: the Anki package in ≤ 2 s. Baseline: the CSV of the same rows, measured in the same run,
 * so the ratio holds across machines. Run: `npx tsx bench/downloads.ts`.
 */
import { DeckFormat, deckFormatLabels } from '@goi/contracts';
import { type ExportDeck, type ExportWord, deckDownload } from '@goi/exports';

const wordCount = 10_000;
const runs = 3;
const ankiTargetMs = 2000;

const kanji = '食飲見聞話読書行来帰学校生先時間日本語手足目口耳山川田人子女男力気天雨';
const kana =
  'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん';

/** A distinct string per index: its digits in base `alphabet.length`, padded to `length`. */
function spell(alphabet: string, index: number, length: number): string {
  let text = '';
  let rest = index;
  for (let i = 0; i < length; i++) {
    text += alphabet[rest % alphabet.length];
    rest = Math.floor(rest / alphabet.length);
  }
  return text;
}

/** Deck rows shaped like a novel's: a kanji stem with okurigana, three senses, a sentence. */
function syntheticWords(): ExportWord[] {
  return Array.from({ length: wordCount }, (_, index) => {
    const stem = spell(kanji, index, 3);
    const okurigana = spell(kana, index % 7, 2);
    const text = `${stem}${okurigana}`;
    const sentence = `${spell(kana, index + 1, 6)}${text}${spell(kana, index + 2, 10)}。`;
    return {
      wordId: 1_000_000 + index,
      readingIndex: index % 3,
      text,
      furigana: `${stem}[${spell(kana, index + 3, 4)}]${okurigana}`,
      isKana: false,
      occurrences: Math.max(1, Math.floor(5000 / (index + 1))),
      globalRank: index % 10 === 0 ? null : index + 1,
      definitions: Array.from({ length: 3 }, (_, sense) => ({
        partsOfSpeech: ['n', 'vs'],
        glosses: [`meaning ${index}.${sense}`, `another, "quoted" gloss ${sense}`],
      })),
      pitchAccents: [index % 4],
      exampleSentence: { text: sentence, wordStart: 6, wordLength: text.length },
    };
  });
}

async function timeFormat(format: DeckFormat, deck: ExportDeck, words: ExportWord[]) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    bytes = 0;
    for await (const chunk of deckDownload(format, deck, words).body) bytes += chunk.length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)]!, bytes };
}

const deck: ExportDeck = {
  deckId: 1,
  originalTitle: 'ベンチマーク',
  title: 'Benchmark',
  generatedAt: new Date('2026-01-01T00:00:00Z'),
};
const words = syntheticWords();
// Warm up the JIT and the SQLite driver so the first timed format is not penalised.
for await (const _ of deckDownload(DeckFormat.Anki, deck, words.slice(0, 500)).body);

const baseline = await timeFormat(DeckFormat.Csv, deck, words);
console.log(`deck downloads, ${wordCount} words, median of ${runs} runs (baseline: CSV)`);
for (const format of Object.values(DeckFormat)) {
  const result = format === DeckFormat.Csv ? baseline : await timeFormat(format, deck, words);
  const ratio = result.ms / baseline.ms;
  console.log(
    `${deckFormatLabels[format].padEnd(22)} ${result.ms.toFixed(0).padStart(6)} ms  ${ratio.toFixed(2).padStart(6)}× CSV  ${(result.bytes / 1024).toFixed(0).padStart(7)} KiB`,
  );
  if (format === DeckFormat.Anki) {
    console.log(
      `  Anki target ≤ ${ankiTargetMs} ms: ${result.ms <= ankiTargetMs ? 'met' : 'MISSED'} (${(result.ms / ankiTargetMs).toFixed(2)} of the budget)`,
    );
  }
}
const heapMiB = process.memoryUsage().rss / 1024 / 1024;
console.log(`resident memory after the run: ${heapMiB.toFixed(0)} MiB`);
