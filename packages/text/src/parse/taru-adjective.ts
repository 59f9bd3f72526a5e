/** A たる-adjective with its attributive たる, as one word. */
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';
import type { TokenRun } from './token-run';

const TARU = 'たる';

/**
 * A たる-adjective (JMdict adj-t) with its attributive たる is one word, the stem's entry, as a
 * na-adjective with its な is (穏やかな人): 厳然たる事実, 泰然たる態度. IPADIC knows many of them as
 * one prenoun (連体詞) that JMdict does not list, which stood unknown (毅然たる is JMdict's 毅然;
 * 歴然たる 歴然); others it cuts as the noun and the classical auxiliary たる (純然 | たる).
 */
export function taruAdjective(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  const token = tokens[from]!;
  const next = tokens[from + 1];
  let to: number;
  let stem: string;
  if (
    token.pos === '連体詞' &&
    token.surface.length > TARU.length &&
    token.surface.endsWith(TARU)
  ) {
    to = from + 1;
    stem = token.surface.slice(0, -TARU.length);
  } else if (token.pos === '名詞' && next?.surface === TARU && next.pos === '助動詞') {
    to = from + 2;
    stem = token.surface;
  } else return undefined;
  const context = spanContext(stem, tokens.slice(from, to));
  let best: Candidate | undefined;
  for (const match of lookupAll(sources.lexicon, stem)) {
    if (!match.entry.partsOfSpeech.includes('adj-t')) continue;
    const score = scoreMatch(match, context, stem, 1);
    if (!best || score > best.score) best = candidateOf(match, from, to, [], score);
  }
  return best;
}
