/**
 * A kanji standing alone that is also a rare spelling of another word: JMdict sums an entry's
 * priority tags over its spellings, so the rare spelling borrows its word's priority (代 is a
 * spelling of 世 よ "world, era", which has no rank of its own as 代). `isBorrowedPriority`
 * (resolve.ts) takes that priority back where IPADIC reads the text otherwise, but not for a
 * lone kanji: IPADIC gives one reading to a kanji standing alone, often not the common word's
 * (窓の傍に立つ is そば, IPADIC reads はた). Here the frequency lists decide: where the lone kanji
 * as IPADIC reads it is a ranked spelling of its own, more frequent than any spelling of the
 * word lending the priority, the reading stands and the loan is taken back: 曽祖父の代から is だい
 * "generation" (rank 1,159; 世 is 2,026), 次の代まで続く likewise. 傍 はた (rank 14,781) stays
 * behind 側 そば (690). Only the entry: the span's score stays.
 */
import type { Token } from '../tokenizer';
import type { LexiconEntry, LexiconMatch } from './lexicon';
import { comparableFormReading } from './resolve';

/** The entries whose borrowed priority a lone kanji read as IPADIC reads it takes back. */
export function loneKanjiPriorityLoans(
  token: Token,
  readingKey: string | null,
  matches: readonly LexiconMatch[],
): readonly LexiconEntry[] | undefined {
  if (readingKey === null || matches.length < 2) return undefined;
  let readRank = Infinity;
  for (const { entry, readingIndex } of matches) {
    const form = entry.forms[readingIndex]!;
    if (
      !form.isKana &&
      form.text === token.surface &&
      form.priorRank !== null &&
      comparableFormReading(form.reading) === readingKey
    )
      readRank = Math.min(readRank, form.priorRank);
  }
  if (readRank === Infinity) return undefined;
  let loans: LexiconEntry[] | undefined;
  for (const { entry, readingIndex } of matches) {
    const form = entry.forms[readingIndex]!;
    if (
      form.isKana ||
      form.text !== token.surface ||
      form.priorRank !== null ||
      entry.priorityScore === 0 ||
      comparableFormReading(form.reading) === readingKey ||
      !lendsLessFrequently(entry, readRank)
    )
      continue;
    (loans ??= []).push(entry);
  }
  return loans;
}

/** Every ranked kanji spelling of the entry is rarer than `rank`. */
function lendsLessFrequently(entry: LexiconEntry, rank: number): boolean {
  let ranked = false;
  for (const form of entry.forms) {
    if (form.isKana || form.priorRank === null) continue;
    if (form.priorRank <= rank) return false;
    ranked = true;
  }
  return ranked;
}
