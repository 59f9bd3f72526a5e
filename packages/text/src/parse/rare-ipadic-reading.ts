/**
 * IPADIC lists a noun spelled in kanji under one reading per entry of its own, and where it
 * has the spelling twice it reads it the same way whatever the context: 夜中 やちゅう (夜中に目が覚めた
 * is よなか), 大分 おおいた, the prefecture (大分疲れた is だいぶ), 火傷 かしょう (火傷をした is
 * やけど), 明朝 みんちょう, the typeface (明朝出発する is みょうちょう). Where the entry so read
 * is one JMdict neither tags nor ranks, and another entry of the same spelling read otherwise is
 * tagged and ranked, the common entry is preferred: the rare reading is IPADIC's pick, not the
 * text's. A rank IPADIC's reading shares with the common entry's form is the spelling's, not
 * the reading's (間中 まなか and あいだじゅう "throughout" both carry 間中's): it counts as none, so
 * 休みの間中遊んでいた is あいだじゅう. Where IPADIC's reading has a tag or a rank of its own, the
 * other entry must be tagged higher (by a tag, 10 or more) and ranked at least twice as often:
 * 大勢 たいせい "general trend" (news1, rank 33,915) gives way to おおぜい "crowd" (ichi1 news1,
 * rank 2,189: 大勢の客が来た, 大勢で押しかけた), 堪能 かんのう to たんのう "proficient" (語学に堪能な
 * 人). A one-token span is weighed apart from its neighbours (its best is cached by its
 * analysis), so the rarer sense keeps IPADIC's reading only where a retag marks the token
 * `readingFromContext` (trend-taisei.ts: 選挙の大勢が決した is たいせい). Not for a number (四時十分 is read by its counter, in tokens of their own), nor for a
 * suffix, whose voiced reading is its own entry's (手作り づくり, 子沢山 だくさん). Weighs the entry
 * only, not the span.
 */
import type { Token } from '../tokenizer';
import { comparableFormReading } from './resolve';
import type { LexiconEntry, LexiconMatch } from './lexicon';

/** Makes up for the tokenizer's reading agreement (±40 in `scoreMatch`). */
export const COMMON_READING_PREFERENCE = 80;

/** How much higher the common entry's priority must be where IPADIC's reading has one too. */
const RARER_PRIORITY_GAP = 10;

/** How many times more frequent (by rank) the common form must be in that case. */
const RARER_RANK_FACTOR = 2;

/** The common entry to prefer over IPADIC's rare reading of a one-token noun, if any. */
export function commonReadingOverRare(
  token: Token,
  readingKey: string | null,
  matches: readonly LexiconMatch[],
): LexiconEntry | undefined {
  if (
    token.pos !== '名詞' ||
    token.readingFromContext === true ||
    token.posDetail1 === '接尾' ||
    token.surface.length < 2 ||
    readingKey === null ||
    matches.length < 2
  )
    return undefined;
  let agrees = false;
  let rarePriority = 0;
  let rareRank = Infinity;
  let common: LexiconEntry | undefined;
  let commonRank = Infinity;
  for (const { entry, readingIndex } of matches) {
    const form = entry.forms[readingIndex]!;
    if (form.text !== token.surface) continue;
    if (comparableFormReading(form.reading) === readingKey) {
      agrees = true;
      rarePriority = Math.max(rarePriority, entry.priorityScore);
      if (form.priorRank !== null) rareRank = Math.min(rareRank, form.priorRank);
    } else if (
      entry.priorityScore > 0 &&
      form.priorRank !== null &&
      (!common || entry.priorityScore > common.priorityScore)
    ) {
      common = entry;
      commonRank = form.priorRank;
    }
  }
  if (!agrees || !common) return undefined;
  // An untagged reading with no rank of its own gives way: a rank equal to the common form's is
  // the spelling's, not the reading's. A tagged one must be clearly rarer.
  if (rarePriority === 0 && (rareRank === Infinity || rareRank === commonRank)) return common;
  return common.priorityScore >= rarePriority + RARER_PRIORITY_GAP &&
    commonRank * RARER_RANK_FACTOR <= rareRank
    ? common
    : undefined;
}
