/**
 * A mimetic adverb in katakana that JMdict lists without its と — パキッ, プツッ, ジューッ
 * (adv-to: "taking と") — is written with it, and IPADIC cuts it across the sound or leaves it
 * unknown before the particle: 枝がパキッと折れた is パ | キッ | と, 糸がプツッと切れた プツッ | と.
 * The tokens up to the と are that adverb, as the mimetic adverbs JMdict lists with their と are
 * (ズバッと; join-rules.ts). Only where the text starts in katakana: in hiragana the first kana is
 * as often a particle (雨がさっと止んだ is が | さっと).
 */
import type { Candidate, CandidateSources } from './candidates';
import { candidateOf } from './candidate-of';
import { lookupAll } from './lookup';
import { scoreMatch, spanContext } from './resolve';
import type { TokenRun } from './token-run';

const KATAKANA_MIMETIC_TO = /^[\u30a1-\u30fa][\u30a1-\u30fcっ]*[っッ]と$/;
/** パ|キッ|と, プツッ|と: the sound is short. */
const MAX_TOKENS = 3;

export function unlistedMimeticTo(
  run: TokenRun,
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  const { tokens } = run;
  const first = tokens[from]!;
  if (first.pos === '助詞' || first.pos === '助動詞') return undefined;
  const limit = Math.min(tokens.length, from + MAX_TOKENS);
  for (let to = from + 2; to <= limit; to++) {
    if (run.separator[to - 1]) return undefined;
    if (!tokens[to - 1]!.surface.endsWith('と')) continue;
    const surface = run.text.slice(run.offsets[from], run.offsets[to]);
    if (!KATAKANA_MIMETIC_TO.test(surface)) return undefined;
    const adverb = surface.slice(0, -1);
    const context = spanContext(surface, tokens.slice(from, to));
    let best: Candidate | undefined;
    for (const match of lookupAll(sources.lexicon, adverb)) {
      if (!match.entry.partsOfSpeech.some((code) => code === 'adv-to' || code === 'adv')) continue;
      const score = scoreMatch(match, context, adverb, 0);
      if (!best || score > best.score) best = candidateOf(match, from, to, [], score);
    }
    return best;
  }
  return undefined;
}
