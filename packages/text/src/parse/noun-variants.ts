/**
 * A noun IPADIC knows in a spelling JMdict does not list, with kana where the dictionary has
 * kanji: 落ちつき is 落ち着き, 肺病やみ 肺病病み, 旋毛曲り 旋毛曲がり. The token would be cut into
 * dictionary pieces (落ち + つき; refine-tokens.ts) or stay unknown; it is found by its reading
 * instead and held to the verbs' test (`nounVariantMatches`: the text's kanji in the dictionary
 * spelling, in order, the same last character). Only a token IPADIC reads whole: the same test
 * over two nouns joined words the example index links apart and cost a held-out entry
 * (bench/accuracy); a noun with a voiced kana suffix (時間|ぎれ for 時間切れ) is joined into one
 * token beforehand, under narrower tests (rendaku-suffix.ts).
 */
import { hasKanji, toHiragana } from '../kana';
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { scoreMatch, spanContext } from './resolve';
import { isListedToken, type TokenRun } from './token-run';

export function nounVariant(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const token = run.tokens[from]!;
  if (
    !sources.nounVariants ||
    token.pos !== '名詞' ||
    token.posDetail1 === '固有名詞' ||
    token.reading === null ||
    !hasKanji(token.surface) ||
    isListedToken(run, from, sources)
  )
    return undefined;
  const matches = sources.nounVariants(token.surface, toHiragana(token.reading));
  if (matches.length === 0) return undefined;
  const context = spanContext(token.surface, [token]);
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const match of matches) {
    const form = match.entry.forms[match.readingIndex]!;
    // Of several entries the spelling fits, the best scored (priority, frequency): そう快 is
    // 爽快 "refreshing", not 壮快 "hale"; a cap of 0 on every score left the first listed.
    const score = scoreMatch(match, context, form.text, 0);
    if (best && score <= bestScore) continue;
    bestScore = score;
    // A spelling the dictionary does not list costs what the poorest match costs, as the verbs'
    // variant spellings do (candidates.ts): a path of listed words as short wins.
    best = candidateOf(match, from, from + 1, [], Math.min(score, 0));
  }
  return best;
}
