/**
 * The reference frequency lists combined into one prior rank per form (docs/dictionary.md):
 * the first list, in the order below, that ranks the form gives its raw rank; ties between lists
 * are broken by that order; the raw ranks are then re-densified over the forms we have (1, 2, 3…).
 * The Nazeka lists are keyed by (spelling, reading), so 今日/きょう and 今日/こんにち differ; the
 * Kanjium lists only by spelling, so they are the fallback.
 */
import path from 'node:path';
import { z } from 'zod';
import { toHiragana } from '@goi/text';
import { DictionarySourceError, readSourceJson, readSourceText } from './source-files';

/** Files in `<dictionary dir>/frequency/`, most trusted first. */
export const FREQUENCY_FILES = [
  { name: 'nazeka-freqlist_novels.json.gz', keyedBy: 'spelling+reading' },
  { name: 'nazeka-freqlist_narou.json.gz', keyedBy: 'spelling+reading' },
  { name: 'nazeka-freqlist_vns.json.gz', keyedBy: 'spelling+reading' },
  { name: 'kanjium-novels_freq.txt.gz', keyedBy: 'spelling' },
  { name: 'kanjium-wikipedia_freq.txt.gz', keyedBy: 'spelling' },
] as const;

const nazekaSchema = z.record(z.string(), z.array(z.tuple([z.string(), z.number(), z.number()])));

/** Hiragana without copying when there is no katakana (the common case for readings). */
function hiragana(text: string): string {
  return /[\u30a1-\u30fe]/.test(text) ? toHiragana(text) : text;
}

function readingKey(spelling: string, reading: string): string {
  return `${spelling}\t${hiragana(reading)}`;
}

/** `{ reading: [[spelling, rank, perMillion], …] }` → best rank per (spelling, reading). */
export function parseNazekaList(json: unknown, file: string): Map<string, number> {
  const parsed = nazekaSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DictionarySourceError(
      file,
      `is not a Nazeka frequency list (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  const ranks = new Map<string, number>();
  for (const [reading, spellings] of Object.entries(parsed.data)) {
    for (const [spelling, rank] of spellings) {
      const key = readingKey(spelling, reading);
      // One spelling can be listed several times under a reading (per part of speech): keep the best.
      ranks.set(key, Math.min(rank, ranks.get(key) ?? Infinity));
    }
  }
  return ranks;
}

/** `word<TAB>count` lines sorted by count, `#` comments: rank = line order. */
export function parseKanjiumFrequency(text: string, file: string): Map<string, number> {
  const ranks = new Map<string, number>();
  let rank = 0;
  text.split('\n').forEach((line, lineIndex) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [word, count] = line.replace(/\r$/, '').split('\t');
    if (!word || !count || !/^\d+$/.test(count))
      throw new DictionarySourceError(file, `line ${lineIndex + 1} is not "word<TAB>count"`);
    rank += 1;
    if (!ranks.has(word)) ranks.set(word, rank);
  });
  return ranks;
}

export class FrequencyLists {
  /** First list wins: raw rank (rank × 8 + list position) per "spelling<TAB>reading" and per spelling. */
  private readonly byReading = new Map<string, number>();
  private readonly bySpelling = new Map<string, number>();
  /** Spellings some (spelling, reading) list has, under any reading. */
  private readonly spellingsWithReadings = new Set<string>();

  constructor(lists: readonly { keyedBy: string; ranks: Map<string, number> }[]) {
    lists.forEach((list, listIndex) => {
      const merged = list.keyedBy === 'spelling' ? this.bySpelling : this.byReading;
      for (const [key, rank] of list.ranks) {
        if (!merged.has(key)) merged.set(key, rank * 8 + listIndex);
        if (list.keyedBy !== 'spelling') this.spellingsWithReadings.add(key.split('\t')[0]!);
      }
    });
  }

  /**
   * A sortable raw rank, or undefined when no list has the form. Lists keyed by (spelling,
   * reading) come first; the spelling-only lists are consulted:
   *
   * - for a kanji spelling, only when no (spelling, reading) list knows the spelling at all: 私 is
   *   listed as わたし, so 私 read あっし or わい is unlisted rather than as common as わたし (and
   *   来る read きたる is not as common as くる);
   * - for a kana spelling, always, keeping the better rank: a kana spelling has one reading, and
   *   the Nazeka lists file kana-written uses under the kanji headword (する under 為る, いい
   *   under 良い), so their kana rows undercount what the spelling lists count as written.
   */
  rawRank(spelling: string, reading: string): number | undefined {
    const kanaReading = hiragana(reading);
    const paired = this.byReading.get(`${spelling}\t${kanaReading}`);
    if (hiragana(spelling) === kanaReading) {
      const bySpelling = this.bySpelling.get(spelling);
      if (paired === undefined) return bySpelling;
      return bySpelling === undefined ? paired : Math.min(paired, bySpelling);
    }
    if (paired !== undefined || this.spellingsWithReadings.has(spelling)) return paired;
    return this.bySpelling.get(spelling);
  }
}

export async function readFrequencyLists(folder: string): Promise<FrequencyLists> {
  const lists = [];
  for (const { name, keyedBy } of FREQUENCY_FILES) {
    const file = path.join(folder, name);
    const ranks =
      keyedBy === 'spelling'
        ? parseKanjiumFrequency(await readSourceText(file), file)
        : parseNazekaList(await readSourceJson(file), file);
    lists.push({ keyedBy, ranks });
  }
  return new FrequencyLists(lists);
}

/** Dense ranks over the raw ranks seen: equal raw ranks share a rank, the next one follows (1, 1, 2). */
export function denseRanks(rawRanks: Iterable<number>): Map<number, number> {
  const sorted = [...new Set(rawRanks)].sort((a, b) => a - b);
  return new Map(sorted.map((raw, index) => [raw, index + 1]));
}
