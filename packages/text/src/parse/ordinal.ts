/**
 * An ordinal — the prefix 第 and a number — is a word JMdict lists (第一 "first", 第二, 第三;
 * written with digits too, 第２ is 第二), where IPADIC reads 第 as a prefix and the number with
 * its counter as a counted word: 第 | ７話, 第 | ４問. The ordinal stands apart from the counter
 * after it (第七 | 話, 第四 | 問: the counter is a word the example index links of its own),
 * unless JMdict lists the whole (第１条 is 第一条, 第１四半期 第一四半期), as the kanji compounds
 * IPADIC knows whole are (第一声, 第三者).
 */
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { COUNTED_BONUS, isNumeral, kanjiNumerals } from './counted-number';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';

function isOrdinalPrefix(token: Token): boolean {
  return token.surface === '第' && token.pos === '接頭詞';
}

/** The entry JMdict lists for 第 + the tokens [from + 1, to), numbers in kanji numerals. */
function listedOrdinal(
  tokens: readonly Token[],
  from: number,
  to: number,
  sources: CandidateSources,
): Candidate | undefined {
  let rest = '';
  for (let i = from + 1; i < to; i++) rest += tokens[i]!.surface;
  const surface = tokens[from]!.surface + rest;
  const spelling = tokens[from]!.surface + kanjiNumerals(rest);
  const context = { ...spanContext(surface, tokens.slice(from, to)), readingKey: null };
  let best: Candidate | undefined;
  for (const match of lookupAll(sources.lexicon, spelling)) {
    if (match.entry.partsOfSpeech.some((code) => code === 'ctr' || code === 'pref')) continue;
    const score = scoreMatch(match, context, surface, 0) + COUNTED_BONUS;
    if (!best || score > best.score) best = candidateOf(match, from, to, [], score);
  }
  return best;
}

/** Where the run of number tokens from `from` ends. */
function numberEnd(tokens: readonly Token[], from: number): number {
  let end = from;
  while (end < tokens.length && isNumeral(tokens[end]!)) end++;
  return end;
}

/**
 * Whether the number at `at` belongs to a listed ordinal before it (第 | ２章 → 第二 | 章): then it
 * is no counted word of its own.
 */
export function isOrdinalNumber(
  tokens: readonly Token[],
  at: number,
  sources: CandidateSources,
): boolean {
  return (
    at > 0 &&
    isOrdinalPrefix(tokens[at - 1]!) &&
    isNumeral(tokens[at]!) &&
    listedOrdinal(tokens, at - 1, numberEnd(tokens, at), sources) !== undefined
  );
}

/** The ordinal at `from` with the counter or noun after it, or alone (both where listed). */
export function ordinals(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate[] {
  if (!isOrdinalPrefix(tokens[from]!)) return [];
  const end = numberEnd(tokens, from + 1);
  if (end === from + 1) return [];
  const result: Candidate[] = [];
  const ordinal = listedOrdinal(tokens, from, end, sources);
  if (ordinal) result.push(ordinal);
  const next = tokens[end];
  if (next && next.pos === '名詞' && next.start === tokens[end - 1]!.end) {
    const whole = listedOrdinal(tokens, from, end + 1, sources);
    if (whole) result.push(whole);
  }
  return result;
}
