/** The copula's な with the explanatory ん: なん, the spoken なの. */
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { scoreMatch, spanContext } from './resolve';
import type { TokenRun } from './token-run';

/**
 * The attributive copula な and the explanatory ん after a noun or na-adjective are one word, as
 * なの is (嫌 | なの): 好きなんだろう is 好き | なん | だろう, 学生なんでしょう 学生 | なん | でしょう. IPADIC
 * cuts them な|ん, and JMdict lists them only inside longer words (なんだ, なんです), so before
 * any other ending they stood as two. The word is JMdict's なの expression, whose spoken form
 * it is, as んだ is のだ's.
 */
export function explanatoryNan(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  const na = tokens[from]!;
  const n = tokens[from + 1];
  if (
    na.surface !== 'な' ||
    na.pos !== '助動詞' ||
    n === undefined ||
    n.surface !== 'ん' ||
    n.pos !== '名詞' ||
    n.posDetail1 !== '非自立'
  )
    return undefined;
  const match = sources.lexicon
    .lookup('なの')
    .find(({ entry }) => entry.partsOfSpeech.includes('exp'));
  if (!match) return undefined;
  const span = tokens.slice(from, from + 2);
  const score = scoreMatch(match, spanContext('なん', span), 'なの', 0);
  return candidateOf(match, from, from + 2, [], score);
}
