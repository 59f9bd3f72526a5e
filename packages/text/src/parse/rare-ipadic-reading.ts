/**
 * IPADIC lists a noun spelled in kanji under one reading per entry of its own, and where it
 * has the spelling twice it reads it the same way whatever the context: 夜中 やちゅう (夜中に目が覚めた
 * is よなか), 大分 おおいた, the prefecture (大分疲れた is だいぶ), 火傷 かしょう (火傷をした is
 * やけど), 明朝 みんちょう, the typeface (明朝出発する is みょうちょう). Where the entry so read
 * is one JMdict neither tags nor ranks, and another entry of the same spelling read otherwise is
 * tagged and ranked, the common entry is preferred: the rare reading is IPADIC's pick, not the
 * text's. Not where IPADIC's reading has a tag or a rank of its own (大勢 たいせい "general trend"
 * is news-tagged: 大勢が決した), and not for a number (四時十分 is read by its counter, in tokens of
 * their own), nor for a suffix, whose voiced reading is its own entry's (手作り づくり, 子沢山
 * だくさん). Weighs the entry only, not the span.
 */
import type { Token } from '../tokenizer';
import { comparableFormReading } from './resolve';
import type { LexiconEntry, LexiconMatch } from './lexicon';

/** Makes up for the tokenizer's reading agreement (±40 in `scoreMatch`). */
export const COMMON_READING_PREFERENCE = 80;

/** The common entry to prefer over IPADIC's rare reading of a one-token noun, if any. */
export function commonReadingOverRare(
  token: Token,
  readingKey: string | null,
  matches: readonly LexiconMatch[],
): LexiconEntry | undefined {
  if (
    token.pos !== '名詞' ||
    token.posDetail1 === '接尾' ||
    token.surface.length < 2 ||
    readingKey === null ||
    matches.length < 2
  )
    return undefined;
  let agrees = false;
  let common: LexiconEntry | undefined;
  for (const { entry, readingIndex } of matches) {
    const form = entry.forms[readingIndex]!;
    if (form.text !== token.surface) continue;
    if (comparableFormReading(form.reading) === readingKey) {
      if (entry.priorityScore > 0 || form.priorRank !== null) return undefined;
      agrees = true;
    } else if (
      entry.priorityScore > 0 &&
      form.priorRank !== null &&
      (!common || entry.priorityScore > common.priorityScore)
    )
      common = entry;
  }
  return agrees ? common : undefined;
}
